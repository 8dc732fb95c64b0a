// The chart's buckets and the hour-of-day profile. Days are the business's local days, cut from
// UTC hours with `(hour at time zone tz)::date` (the same expression on PGlite and PostgreSQL), so a
// DST day simply collects its 23 or 25 hourly rows. Keys come back as text: the service matches
// them against the buckets it computed for the range, and empty buckets stay at zero.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  reviewsWhere,
  rowsOf,
  statsTable,
  statsWhere,
  type Scope,
  type Window,
} from './analytics.repository';

export type BucketKind = { kind: 'hour' } | { kind: 'day'; timezone: string };

export interface SeriesRow {
  key: string;
  touches: number;
  clickouts: number;
  selfConfirms: number;
  reviews: number;
}

/** Epoch milliseconds of the UTC hour, or the local date; must match range-bounds' keys. */
function bucketKey(bucket: BucketKind, instant: SQL): SQL {
  if (bucket.kind === 'hour') {
    return sql`(extract(epoch from date_trunc('hour', ${instant}, 'UTC')) * 1000)::bigint::text`;
  }
  return sql`((${instant} at time zone ${bucket.timezone})::date)::text`;
}

/**
 * The scope's roll-up summed per UTC hour (already one row per hour for a business), so the time
 * zone arithmetic below runs once per hour (720 in 30 days), never once per employee and hour.
 */
const BY_HOUR = (scope: Scope, window: Window) => sql`by_hour as (
      select s.hour, sum(s.touches) as touches, sum(s.clickouts) as clickouts,
        sum(s.self_confirms) as self_confirms
      from ${statsTable(scope)} s where ${statsWhere(scope, window)} group by s.hour
    )`;

/**
 * The scope's reviews counted per UTC quarter hour, so the time zone arithmetic runs once per
 * quarter (2,880 in 30 days), not once per review: at 50,000 reviews a month that halves the
 * query. A quarter hour lies within one local hour and day in every zone, since every offset in
 * use is a multiple of 15 minutes.
 */
const BY_QUARTER = (scope: Scope, window: Window) => sql`by_quarter as (
      select date_bin('15 minutes', r.published_at, timestamptz '2000-01-01T00:00:00Z') as at,
        count(*) as reviews
      from reviews r where ${reviewsWhere(scope, window)} group by 1
    )`;

export async function funnelSeries(
  db: Database,
  scope: Scope,
  window: Window,
  bucket: BucketKind,
): Promise<SeriesRow[]> {
  return rowsOf<SeriesRow>(
    db,
    sql`
    with ${BY_HOUR(scope, window)}, ${BY_QUARTER(scope, window)},
    funnel as (
      select ${bucketKey(bucket, sql`h.hour`)} as key, sum(h.touches)::int as touches,
        sum(h.clickouts)::int as clickouts, sum(h.self_confirms)::int as self_confirms
      from by_hour h group by 1
    ),
    published as (
      select ${bucketKey(bucket, sql`q.at`)} as key, sum(q.reviews)::int as reviews
      from by_quarter q group by 1
    )
    select coalesce(f.key, p.key) as "key", coalesce(f.touches, 0) as "touches",
      coalesce(f.clickouts, 0) as "clickouts", coalesce(f.self_confirms, 0) as "selfConfirms",
      coalesce(p.reviews, 0) as "reviews"
    from funnel f full join published p on p.key = f.key`,
  );
}

export interface HourOfDayRow {
  hour: number;
  touches: number;
  clickouts: number;
  reviews: number;
}

/** Totals per local hour of day (0-23) over the window. */
export async function hourOfDay(
  db: Database,
  scope: Scope,
  window: Window,
  timezone: string,
): Promise<HourOfDayRow[]> {
  return rowsOf<HourOfDayRow>(
    db,
    sql`
    with ${BY_HOUR(scope, window)}, ${BY_QUARTER(scope, window)},
    funnel as (
      select extract(hour from h.hour at time zone ${timezone})::int as hour,
        sum(h.touches)::int as touches, sum(h.clickouts)::int as clickouts
      from by_hour h group by 1
    ),
    published as (
      select extract(hour from q.at at time zone ${timezone})::int as hour,
        sum(q.reviews)::int as reviews
      from by_quarter q group by 1
    )
    select coalesce(f.hour, p.hour) as "hour", coalesce(f.touches, 0) as "touches",
      coalesce(f.clickouts, 0) as "clickouts", coalesce(p.reviews, 0) as "reviews"
    from funnel f full join published p on p.hour = f.hour`,
  );
}
