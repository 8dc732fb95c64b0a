// Figures per employee for the range: the employee table, the leaderboard and employees.csv:
// roll-up sums and review counts grouped per employee, joined to the business's employees.
// Deleted employees appear only when the range holds some of their activity, so the rows still
// add up to the business's totals.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { byName } from '../../db/names-order';
import {
  at,
  ATTRIBUTED,
  FUNNEL_MATCH_LIST,
  locationsWhere,
  reviewsWhere,
  rowsOf,
  statsWhere,
  type Scope,
  type Window,
} from './analytics.repository';

export interface EmployeeFiguresRow {
  employeeId: string;
  name: string;
  isActive: boolean;
  isDeleted: boolean;
  touches: number;
  clickouts: number;
  selfConfirms: number;
  /** Reviews attributed to the employee, published in the range. */
  reviews: number;
  /** Of those, credited through the funnel (self confirmed, review request or time window: FUNNEL_MATCHES). */
  funnelReviews: number;
  /** Credited because the text names them; by a manager's hand. Beside the funnel. */
  textCredits: number;
  manualCredits: number;
  /** Credited reviews of 4 or 5 stars: what the thank-you board ranks and thanks for. */
  goodReviews: number;
  /** Their average: the board shows no complaint, not even inside an average. */
  goodAverageRating: number | null;
  averageRating: number | null;
}

interface FunnelRow {
  employeeId: string;
  touches: number;
  clickouts: number;
  selfConfirms: number;
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * The whole UTC days among the roll-up hours a window counts (`hour >= from and hour <= to`):
 * [from, to) of UTC midnights, empty (from = to) when no day lies wholly inside. Every counted hour
 * is then either in one of these days or outside [from, to), never both.
 */
export function wholeUtcDays(window: Window): Window {
  const from = Math.ceil(window.from.getTime() / DAY_MS) * DAY_MS;
  // A day counts whole when its last hour, midnight + 23 h, is still <= window.to.
  const to = (Math.floor((window.to.getTime() - 23 * HOUR_MS) / DAY_MS) + 1) * DAY_MS;
  return { from: new Date(from), to: new Date(Math.max(from, to)) };
}

/**
 * Funnel counts per employee: the window's whole UTC days from `stats_employee_daily` (30 rows per
 * employee for 30 days) and its partial days at both edges from `stats_hourly`, which is 24 times
 * as many rows read for the same figures (bench/RESULTS.md).
 */
function funnelPerEmployee(scope: Scope, window: Window): SQL {
  // The daily roll-up has no location: some locations' figures sum their hours (3,600 rows for 5
  // employees in 30 days).
  const days = scope.locationIds ? { from: window.to, to: window.to } : wholeUtcDays(window);
  const employee = scope.employeeId ? sql`and employee_id = ${scope.employeeId}` : sql``;
  return sql`select employee_id as "employeeId", sum(touches)::int as "touches",
      sum(clickouts)::int as "clickouts", sum(self_confirms)::int as "selfConfirms"
    from (
      select employee_id, touches, clickouts, self_confirms from stats_employee_daily
      where business_id = ${scope.businessId} ${employee}
        and day >= ${at(days.from)} and day < ${at(days.to)}
      union all
      select s.employee_id, s.touches, s.clickouts, s.self_confirms from stats_hourly s
      where ${statsWhere(scope, window)} and (s.hour < ${at(days.from)} or s.hour >= ${at(days.to)})
    ) counted group by 1`;
}

type PeopleRow = Omit<EmployeeFiguresRow, 'touches' | 'clickouts' | 'selfConfirms'> & {
  worksThere: boolean;
};

/**
 * Two statements run side by side on the pool (they read different tables, and each costs
 * milliseconds at 2M events: bench/RESULTS.md), joined here: the roll-up per employee, and the
 * employees with the reviews credited to them.
 */
export async function employeeFigures(
  db: Database,
  scope: Scope,
  window: Window,
): Promise<EmployeeFiguresRow[]> {
  const [funnel, people] = await Promise.all([
    rowsOf<FunnelRow>(db, funnelPerEmployee(scope, window)),
    rowsOf<PeopleRow>(
      db,
      sql`
      with earned as (
        select r.employee_id, count(*)::int as reviews, avg(r.rating)::float8 as average_rating,
          (count(*) filter (where r.match_type in (${FUNNEL_MATCH_LIST})))::int
            as funnel_reviews,
          (count(*) filter (where r.match_type = 'name_match'))::int as text_credits,
          (count(*) filter (where r.match_type = 'manual'))::int as manual_credits,
          (count(*) filter (where r.rating >= 4))::int as good_reviews,
          (avg(r.rating) filter (where r.rating >= 4))::float8 as good_average_rating
        from reviews r where ${reviewsWhere(scope, window)} and ${ATTRIBUTED} group by 1
      )
      select e.id as "employeeId", e.name as "name", e.is_active as "isActive",
        (e.deleted_at is not null) as "isDeleted", coalesce(r.reviews, 0) as "reviews",
        coalesce(r.funnel_reviews, 0) as "funnelReviews",
        coalesce(r.text_credits, 0) as "textCredits",
        coalesce(r.manual_credits, 0) as "manualCredits",
        coalesce(r.good_reviews, 0) as "goodReviews",
        r.good_average_rating as "goodAverageRating",
        r.average_rating as "averageRating",
        ${
          scope.locationIds
            ? sql`exists (select 1 from employee_locations el where el.employee_id = e.id
                ${locationsWhere(scope, sql`el.location_id`)})`
            : sql`true`
        } as "worksThere"
      from employees e left join earned r on r.employee_id = e.id
      where e.business_id = ${scope.businessId}
        ${scope.employeeId ? sql`and e.id = ${scope.employeeId}` : sql``}

      order by ${byName(sql`e.name`)}, e.id`,
    ),
  ]);
  const byEmployee = new Map(funnel.map((row) => [row.employeeId, row]));
  return people.flatMap((person) => {
    const counted = byEmployee.get(person.employeeId);
    if (person.isDeleted && counted === undefined && person.reviews === 0) return [];
    // Someone who does not work at the chosen locations is listed only with activity there.
    if (scope.locationIds && counted === undefined && person.reviews === 0 && !person.worksThere)
      return [];
    const { worksThere: _, ...shown } = person;
    return [
      {
        ...shown,
        touches: counted?.touches ?? 0,
        clickouts: counted?.clickouts ?? 0,
        selfConfirms: counted?.selfConfirms ?? 0,
      },
    ];
  });
}
