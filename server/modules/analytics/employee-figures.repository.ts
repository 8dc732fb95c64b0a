// Figures per employee for the range: the employee table, the leaderboard and employees.csv. One
// statement: roll-up sums and review counts grouped per employee, joined to the business's
// employees. Deleted employees appear only when the range holds some of their activity, so the
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

export async function employeeFigures(
  db: Database,
  scope: Scope,
  window: Window,
): Promise<EmployeeFiguresRow[]> {
  return rowsOf<EmployeeFiguresRow>(
    db,
    sql`
    with funnel as (
      select s.employee_id, sum(s.touches)::int as touches, sum(s.clickouts)::int as clickouts,
        sum(s.self_confirms)::int as self_confirms
      from stats_hourly s where ${statsWhere(scope, window)} group by 1
    ),
    earned as (
      select r.employee_id, count(*)::int as reviews, avg(r.rating)::float8 as average_rating
      from reviews r where ${reviewsWhere(scope, window)} and ${ATTRIBUTED} group by 1
    )
    select e.id as "employeeId", e.name as "name", e.is_active as "isActive",
      (e.deleted_at is not null) as "isDeleted",
      coalesce(f.touches, 0) as "touches", coalesce(f.clickouts, 0) as "clickouts",
      coalesce(f.self_confirms, 0) as "selfConfirms", coalesce(r.reviews, 0) as "reviews",
      r.average_rating as "averageRating"
    from employees e
      left join funnel f on f.employee_id = e.id
      left join earned r on r.employee_id = e.id
    where e.business_id = ${scope.businessId}
      ${scope.employeeId ? sql`and e.id = ${scope.employeeId}` : sql``}
      and (e.deleted_at is null or f.employee_id is not null or r.employee_id is not null)
    order by lower(e.name), e.id`,
  );
}
