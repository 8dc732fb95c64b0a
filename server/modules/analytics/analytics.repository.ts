// Dashboard totals. Funnel counts (touches, clickouts, self confirms) come from the exact hourly
// roll-ups (`stats_business_hourly` for a business, `stats_hourly` for an employee), never from the
// raw event tables, so a business with 2,000,000 events
// still answers in milliseconds (docs/SCALING.md). Reviews come from `reviews` by `published_at`: the
// roll-up's review columns are not maintained by the import and sync. Every query filters by the
// business first (tenant isolation) and, for an employee caller, by their employee id.
import { sql, type SQL } from 'drizzle-orm';
import { uuidList } from '../../db/id-list';
import type { Database } from '../../db/client';
import { FUNNEL_MATCHES } from '@common/schemas/reviews';

/** The match types a funnel review has (common/schemas/reviews.ts), as a SQL list. */
export const FUNNEL_MATCH_LIST = sql.join(
  FUNNEL_MATCHES.map((kind) => sql`${kind}`),
  sql`, `,
);

export interface Scope {
  businessId: string;
  /** Set for an employee caller: only their own figures. */
  employeeId?: string | undefined;
  /** Set for figures of some locations only (docs/locations.md); absent: the whole business. */
  locationIds?: string[] | undefined;
}

/** `and <column> in (the scope's locations)`, or nothing for the whole business. */
export const locationsWhere = (scope: Scope, column: SQL): SQL =>
  scope.locationIds ? sql`and ${column} in (${uuidList(scope.locationIds)})` : sql``;

export interface Window {
  from: Date;
  to: Date;
}

/** Instants travel as ISO text and are cast in SQL: both drivers then read them the same way. */
export const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/**
 * The roll-up that answers a scope: per business and hour for the whole business (720 rows in 30
 * days), per location and hour for some locations, per employee, location and hour for one
 * employee. All have business_id and hour, and statsWhere names employee_id and location_id only
 * for the scopes that have them, so one query text serves all three.
 */
export const statsTable = (scope: Scope): SQL =>
  scope.employeeId || scope.locationIds ? perLocationTable(scope) : sql`stats_business_hourly`;

/** The roll-up that keeps locations apart: per location and hour, or the employee's own rows. */
export const perLocationTable = (scope: Scope): SQL =>
  scope.employeeId ? sql`stats_hourly` : sql`stats_location_hourly`;

/** Roll-up rows (`statsTable`) of the scope whose UTC hour starts within the window. */
export function statsWhere(scope: Scope, window: Window): SQL {
  return sql`s.business_id = ${scope.businessId}
    ${scope.employeeId ? sql`and s.employee_id = ${scope.employeeId}` : sql``}
    ${locationsWhere(scope, sql`s.location_id`)}
    and s.hour >= ${at(window.from)} and s.hour <= ${at(window.to)}`;
}

/**
 * `reviews` rows of the scope published within the window. An employee's reviews are the ones
 * attributed to them (an unmatched review never names an employee, by a table check).
 */
export function reviewsWhere(scope: Scope, window: Window): SQL {
  return sql`r.business_id = ${scope.businessId}
    ${scope.employeeId ? sql`and r.employee_id = ${scope.employeeId}` : sql``}
    ${locationsWhere(scope, sql`r.location_id`)}
    and r.published_at >= ${at(window.from)} and r.published_at <= ${at(window.to)}`;
}

/** Credited to an employee: any match type but unmatched, and an employee still named. */
export const ATTRIBUTED = sql`r.match_type <> 'unmatched' and r.employee_id is not null`;

/** Both drivers answer `execute` with `{ rows }`; Drizzle types it as unknown for raw SQL. */
export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function one<T>(db: Database, query: SQL): Promise<T> {
  return (await rowsOf<T>(db, query))[0]!;
}

export interface FunnelTotals {
  touches: number;
  clickouts: number;
  selfConfirms: number;
}

export async function funnelTotals(
  db: Database,
  scope: Scope,
  window: Window,
): Promise<FunnelTotals> {
  return one<FunnelTotals>(
    db,
    sql`select coalesce(sum(s.touches), 0)::int as "touches",
          coalesce(sum(s.clickouts), 0)::int as "clickouts",
          coalesce(sum(s.self_confirms), 0)::int as "selfConfirms"
        from ${statsTable(scope)} s where ${statsWhere(scope, window)}`,
  );
}

export interface ReviewTotals {
  reviews: number;
  attributedReviews: number;
  funnelReviews: number;
  nameMatchedReviews: number;
  manualReviews: number;
  confirmedReviews: number;
  averageRating: number | null;
}

export async function reviewTotals(
  db: Database,
  scope: Scope,
  window: Window,
): Promise<ReviewTotals> {
  return one<ReviewTotals>(
    db,
    sql`select count(*)::int as "reviews",
          (count(*) filter (where ${ATTRIBUTED}))::int as "attributedReviews",
          (count(*) filter (where r.match_type in (${FUNNEL_MATCH_LIST})
            and r.employee_id is not null))::int as "funnelReviews",
          (count(*) filter (where r.match_type = 'name_match'))::int as "nameMatchedReviews",
          (count(*) filter (where r.match_type = 'manual' and r.employee_id is not null))::int
            as "manualReviews",
          (count(*) filter (where r.match_type = 'self_confirmed' and r.employee_id is not null))::int
            as "confirmedReviews",
          avg(r.rating)::float8 as "averageRating"
        from reviews r where ${reviewsWhere(scope, window)}`,
  );
}

export interface AllTimeTotals {
  totalReviews: number;
  totalClicks: number;
}

/** The "total reviews" and "total clicks" cards: all time, not limited to the range. */
export async function allTimeTotals(db: Database, scope: Scope): Promise<AllTimeTotals> {
  const own = (column: SQL) =>
    scope.employeeId ? sql`and ${column} = ${scope.employeeId}` : sql``;
  return one<AllTimeTotals>(
    db,
    sql`select
          (select count(*) from reviews r
            where r.business_id = ${scope.businessId} ${own(sql`r.employee_id`)}
              ${locationsWhere(scope, sql`r.location_id`)})::int as "totalReviews",
          (select coalesce(sum(s.clickouts), 0) from ${statsTable(scope)} s
            where s.business_id = ${scope.businessId} ${own(sql`s.employee_id`)}
              ${locationsWhere(scope, sql`s.location_id`)})::int as "totalClicks"`,
  );
}
