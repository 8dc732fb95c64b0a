// Dashboard figures (docs/http-api.md /api/analytics/*, docs/decisions/006). A manager or admin sees the
// whole business; an employee sees only their own figures on every endpoint (docs/product-rules.md §1: nothing
// about colleagues), including the leaderboard, where they get their own row with its real rank.
// `now` comes from the route, so tests can freeze it and every figure of one request shares it.
import type { TimeRange } from '@common/constants';
import type { EmployeePerformance, Hourly, Overview, Timeseries } from '@common/schemas/analytics';
import type { Database } from '../../db/client';
import type { BusinessScope } from '../scope/scope';
import { figuresContext, roundedRating as rating, type FiguresQuery } from './analytics-context';
import { funnelRates } from './person-funnel';
import * as repo from './analytics.repository';
import { employeeFigures, type EmployeeFiguresRow } from './employee-figures.repository';
import { rangeBounds, type RangeBounds } from './range-bounds';
import { funnelSeries, hourOfDay } from './series.repository';

export { figuresContext, type AnalyticsContext, type FiguresQuery } from './analytics-context';
export { formatZoned, localDate } from './zoned-time';
export { rangeBounds, type RangeBounds } from './range-bounds';

export async function overview(
  db: Database,
  caller: BusinessScope,
  { range, locationId }: FiguresQuery,
  now: Date,
): Promise<Overview> {
  const { scope, timeZone } = await figuresContext(db, caller, locationId);
  const bounds = rangeBounds(range, timeZone, now);
  const [funnel, published, allTime] = await Promise.all([
    repo.funnelTotals(db, scope, bounds),
    repo.reviewTotals(db, scope, bounds),
    repo.allTimeTotals(db, scope),
  ]);
  const rates = funnelRates({ ...funnel, funnelReviews: published.funnelReviews });
  return {
    range,
    from: bounds.from.toISOString(),
    to: bounds.to.toISOString(),
    timezone: timeZone,
    ...funnel,
    reviews: published.reviews,
    attributedReviews: published.attributedReviews,
    funnelReviews: published.funnelReviews,
    nameMatchedReviews: published.nameMatchedReviews,
    manualReviews: published.manualReviews,
    confirmedReviews: published.confirmedReviews,
    totalEvents: funnel.touches + funnel.clickouts + funnel.selfConfirms,
    averageRating: rating(published.averageRating),
    // One definition (person-funnel.ts): `conversion` and `funnel` are the same capped rates.
    conversion: rates,
    funnel: rates,
    ...allTime,
  };
}

export async function timeseries(
  db: Database,
  caller: BusinessScope,
  { range, locationId }: FiguresQuery,
  now: Date,
): Promise<Timeseries> {
  const { scope, timeZone } = await figuresContext(db, caller, locationId);
  const bounds = rangeBounds(range, timeZone, now);
  const bucket =
    bounds.bucket === 'hour'
      ? ({ kind: 'hour' } as const)
      : ({ kind: 'day', timezone: timeZone } as const);
  const rows = new Map((await funnelSeries(db, scope, bounds, bucket)).map((r) => [r.key, r]));
  return {
    range,
    timezone: timeZone,
    bucket: bounds.bucket,
    points: bounds.buckets.map(({ start, key, label }) => {
      const row = rows.get(key);
      return {
        start: start.toISOString(),
        label,
        touches: row?.touches ?? 0,
        clickouts: row?.clickouts ?? 0,
        selfConfirms: row?.selfConfirms ?? 0,
        reviews: row?.reviews ?? 0,
      };
    }),
  };
}

export async function hourly(
  db: Database,
  caller: BusinessScope,
  { range, locationId }: FiguresQuery,
  now: Date,
): Promise<Hourly> {
  const { scope, timeZone } = await figuresContext(db, caller, locationId);
  const bounds = rangeBounds(range, timeZone, now);
  const rows = new Map((await hourOfDay(db, scope, bounds, timeZone)).map((r) => [r.hour, r]));
  return {
    range,
    timezone: timeZone,
    hours: Array.from({ length: 24 }, (_, hour) => ({
      hour,
      touches: rows.get(hour)?.touches ?? 0,
      clickouts: rows.get(hour)?.clickouts ?? 0,
      reviews: rows.get(hour)?.reviews ?? 0,
    })),
  };
}

function performance(row: EmployeeFiguresRow): EmployeePerformance {
  return {
    employeeId: row.employeeId,
    name: row.name,
    isActive: row.isActive && !row.isDeleted,
    touches: row.touches,
    clickouts: row.clickouts,
    selfConfirms: row.selfConfirms,
    reviews: row.reviews,
    funnelReviews: row.funnelReviews,
    textCredits: row.textCredits,
    manualCredits: row.manualCredits,
    averageRating: rating(row.averageRating),
    ...funnelRates(row),
  };
}

/** Every not-deleted employee, plus deleted ones with activity in the range; by name. */
export async function employeePerformance(
  db: Database,
  caller: BusinessScope,
  { range, locationId }: FiguresQuery,
  now: Date,
): Promise<{ range: TimeRange; bounds: RangeBounds; items: EmployeePerformance[] }> {
  const { scope, timeZone } = await figuresContext(db, caller, locationId);
  const bounds = rangeBounds(range, timeZone, now);
  const items = (await employeeFigures(db, scope, bounds)).map(performance);
  return { range, bounds, items };
}

export async function employeeList(
  db: Database,
  caller: BusinessScope,
  query: FiguresQuery,
  now: Date,
) {
  const { items } = await employeePerformance(db, caller, query, now);
  return { range: query.range, items, total: items.length };
}

export { leaderboard } from './leaderboard';
