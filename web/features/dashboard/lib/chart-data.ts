// Server figures reshaped for the charts, the funnel and their text alternatives.
import type { Hourly, Overview, Timeseries } from '@common/schemas/analytics';

export const SERIES = ['touches', 'clickouts', 'reviews'] as const;
export type Series = (typeof SERIES)[number];

export interface ChartPoint {
  label: string;
  touches: number;
  clickouts: number;
  reviews: number;
}

/** Activity over time: one point per bucket, labelled with the server's local date or hour. */
export function activityPoints(points: Timeseries['points']): ChartPoint[] {
  return points.map(({ label, touches, clickouts, reviews }) => ({
    label,
    touches,
    clickouts,
    reviews,
  }));
}

/** "00:00" to "23:00"; both interface languages write hours on a 24-hour clock. */
export function hourLabel(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

/** All 24 local hours in order, quiet hours included so the chart's axis never jumps. */
export function hourlyPoints(hours: Hourly['hours']): ChartPoint[] {
  const byHour = new Map(hours.map((entry) => [entry.hour, entry]));
  return Array.from({ length: 24 }, (_, hour) => {
    const entry = byHour.get(hour);
    return {
      label: hourLabel(hour),
      touches: entry?.touches ?? 0,
      clickouts: entry?.clickouts ?? 0,
      reviews: entry?.reviews ?? 0,
    };
  });
}

export function seriesTotals(points: readonly ChartPoint[]): Record<Series, number> {
  const totals = { touches: 0, clickouts: 0, reviews: 0 };
  for (const point of points) for (const key of SERIES) totals[key] += point[key];
  return totals;
}

/** The busiest hour by touches, for the chart's summary; null on a quiet range. */
export function busiestPoint(points: readonly ChartPoint[]): ChartPoint | null {
  let best: ChartPoint | null = null;
  for (const point of points) if (point.touches > (best?.touches ?? 0)) best = point;
  return best;
}

export interface FunnelStep {
  key: Series;
  count: number;
  /** Share of the step before; null for the first step or an empty step before. */
  fromPrevious: number | null;
  /** Width of the step's bar against the widest step, 0 to 1. */
  width: number;
}

export function funnelSteps(overview: Overview): FunnelStep[] {
  const counts = [overview.touches, overview.clickouts, overview.reviews];
  const widest = Math.max(...counts, 0);
  const rates = [null, overview.conversion.touchToClickout, overview.conversion.clickoutToReview];
  return SERIES.map((key, index) => ({
    key,
    count: counts[index] ?? 0,
    fromPrevious: rates[index] ?? null,
    width: widest > 0 ? (counts[index] ?? 0) / widest : 0,
  }));
}

/** A business that has never had a scan, a click or a review: time to explain how to start. */
export function hasNoActivityYet(overview: Overview): boolean {
  return (
    overview.totalReviews === 0 &&
    overview.totalClicks === 0 &&
    overview.touches === 0 &&
    overview.clickouts === 0 &&
    overview.reviews === 0
  );
}
