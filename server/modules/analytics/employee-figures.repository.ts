// Figures per employee for the range: the employee table, the leaderboard and employees.csv:
// roll-up sums and review counts grouped per employee, joined to the business's employees. Deleted employees appear only when the range holds some of their activity, so the
// rows still add up to the business's totals.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  ATTRIBUTED,
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
  averageRating: number | null;
}

interface FunnelRow {
  employeeId: string;
  touches: number;
  clickouts: number;
  selfConfirms: number;
}

type PeopleRow = Omit<EmployeeFiguresRow, 'touches' | 'clickouts' | 'selfConfirms'>;

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
    rowsOf<FunnelRow>(
      db,
      sql`select s.employee_id as "employeeId", sum(s.touches)::int as "touches",
          sum(s.clickouts)::int as "clickouts", sum(s.self_confirms)::int as "selfConfirms"
        from stats_hourly s where ${statsWhere(scope, window)} group by 1`,
    ),
    rowsOf<PeopleRow>(
      db,
      sql`
      with earned as (
        select r.employee_id, count(*)::int as reviews, avg(r.rating)::float8 as average_rating
        from reviews r where ${reviewsWhere(scope, window)} and ${ATTRIBUTED} group by 1
      )
      select e.id as "employeeId", e.name as "name", e.is_active as "isActive",
        (e.deleted_at is not null) as "isDeleted", coalesce(r.reviews, 0) as "reviews",
        r.average_rating as "averageRating"
      from employees e left join earned r on r.employee_id = e.id
      where e.business_id = ${scope.businessId}
        ${scope.employeeId ? sql`and e.id = ${scope.employeeId}` : sql``}
      order by lower(e.name), e.id`,
    ),
  ]);
  const byEmployee = new Map(funnel.map((row) => [row.employeeId, row]));
  return people.flatMap((person) => {
    const counted = byEmployee.get(person.employeeId);
    if (person.isDeleted && counted === undefined && person.reviews === 0) return [];
    return [
      {
        ...person,
        touches: counted?.touches ?? 0,
        clickouts: counted?.clickouts ?? 0,
        selfConfirms: counted?.selfConfirms ?? 0,
      },
    ];
  });
}
