import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { atLocationId, creditedEmployeeId, ownerBusinessId } from './owners';

/** The funnel counters every roll-up keeps. */
const funnelCounters = () => ({
  touches: integer('touches').notNull().default(0),
  clickouts: integer('clickouts').notNull().default(0),
  selfConfirms: integer('self_confirms').notNull().default(0),
});

/**
 * Hourly roll-up per employee for the dashboards at 2M events (docs/SCALING.md). It is kept exact by the
 * same transaction or statement that writes the raw event (insert ... on conflict do update
 * set touches = stats_hourly.touches + 1), never by a background job, so it cannot drift.
 * `hour` is the UTC hour (date_trunc('hour', created_at)); business-local days are cut at query time.
 * Only attributed reviews land here (employee_id is part of the key): totals that include
 * unmatched reviews come from `reviews`.
 */
export const statsHourly = pgTable(
  'stats_hourly',
  {
    businessId: ownerBusinessId(),
    employeeId: creditedEmployeeId(),
    locationId: atLocationId(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    touches: integer('touches').notNull().default(0),
    clickouts: integer('clickouts').notNull().default(0),
    reviews: integer('reviews').notNull().default(0),
    selfConfirms: integer('self_confirms').notNull().default(0),
    // Sum and count instead of an average, so roll-ups add up across hours and employees.
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'stats_hourly_pk',
      columns: [t.businessId, t.employeeId, t.hour, t.locationId],
    }),
    // The business's hours at the edges of a range that stats_employee_daily does not cover.
    index('stats_hourly_business_hour_idx').on(t.businessId, t.hour),
  ],
);

export type StatsHourly = typeof statsHourly.$inferSelect;
export type NewStatsHourly = typeof statsHourly.$inferInsert;

/**
 * The same funnel counts per business and hour, for the business-wide dashboard figures: 720 rows
 * for 30 days whatever the staff size, where `stats_hourly` has one per employee and hour (35,000
 * for 50 employees; bench/RESULTS.md). Kept by statement-level triggers on `stats_hourly`
 * (migration 0004), so every writer of the per-employee roll-up keeps this one exact too, in the
 * same statement and transaction.
 */
export const statsBusinessHourly = pgTable(
  'stats_business_hourly',
  {
    businessId: ownerBusinessId(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    ...funnelCounters(),
  },
  (t) => [primaryKey({ name: 'stats_business_hourly_pk', columns: [t.businessId, t.hour] })],
);

/**
 * The per-employee funnel counts per UTC day, for the figures per employee (employee table,
 * leaderboard, employees.csv): 50 employees have 1,500 rows in 30 days here against 36,000 in
 * `stats_hourly`. A range in the business's time zone reads the whole UTC days inside it from here
 * and the hours at its two edges from `stats_hourly` (employee-figures.repository.ts). Kept by the
 * same statement-level triggers on `stats_hourly` as `stats_business_hourly` (migration 0006).
 */
export const statsEmployeeDaily = pgTable(
  'stats_employee_daily',
  {
    businessId: ownerBusinessId(),
    employeeId: creditedEmployeeId(),
    /** UTC midnight. */
    day: timestamp('day', { withTimezone: true }).notNull(),
    ...funnelCounters(),
  },
  (t) => [
    primaryKey({ name: 'stats_employee_daily_pk', columns: [t.businessId, t.day, t.employeeId] }),
  ],
);

/**
 * The funnel counts per location and hour, for the figures of one location and the per-location
 * breakdown (docs/locations.md): 7,200 rows for 10 locations in 30 days. Kept by the same
 * statement-level triggers on `stats_hourly` as the other roll-ups (migration 0021).
 */
export const statsLocationHourly = pgTable(
  'stats_location_hourly',
  {
    businessId: ownerBusinessId(),
    locationId: atLocationId(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    ...funnelCounters(),
  },
  (t) => [
    primaryKey({ name: 'stats_location_hourly_pk', columns: [t.businessId, t.hour, t.locationId] }),
  ],
);
