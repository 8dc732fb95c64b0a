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

/**
 * Activity over time: one point per bucket, labelled with the server's local hour, or its local
 * day written for people by `formatDay` ("24 Nov" / "24. nov"), never as an ISO date.
 */
export function activityPoints(
  points: Timeseries['points'],
  formatDay: (day: string) => string = (day) => day,
): ChartPoint[] {
  return points.map(({ label, touches, clickouts, reviews }) => ({
    label: formatDay(label),
    touches,
    clickouts,
    reviews,
  }));
}

/** "00:00" to "23:00"; both interface languages write hours on a 24-hour clock. */
function hourLabel(hour: number): string {
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

const activityOf = (point: ChartPoint) => point.touches + point.clickouts + point.reviews;

/**
 * The busiest hours (most touches, clickouts and reviews together) for the chart's summary: every
 * hour that ties for the most, so a tie is never settled by which hour comes first; empty only
 * when no bar is drawn at all, so the words never say "quiet" above bars.
 */
export function busiestPoints(points: readonly ChartPoint[]): ChartPoint[] {
  const most = Math.max(0, ...points.map(activityOf));
  return most === 0 ? [] : points.filter((point) => activityOf(point) === most);
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
