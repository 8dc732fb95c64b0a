// The one definition of "the last 24 hours / 7 days / 30 days" (docs/decisions/006). Every
// analytics endpoint and every export of one range uses these bounds, so the cards, the chart, the
// employee table and the CSV files add up to the same figures.
import type { TimeRange } from '@common/constants';
import { addDays, localDate, localHourLabel, localMidnight } from './zoned-time';

const HOUR_MS = 3_600_000;

interface Bucket {
  start: Date;
  /** How the repository names the bucket: epoch milliseconds (hours) or the local date (days). */
  key: string;
  label: string;
}

export interface RangeBounds {
  range: TimeRange;
  timezone: string;
  /** Inclusive: the first bucket's start. */
  from: Date;
  /** Inclusive: now. The current hour or day is part of the range while it is running. */
  to: Date;
  bucket: 'hour' | 'day';
  buckets: Bucket[];
}

const DAYS: Record<Exclude<TimeRange, '24h'>, number> = { '7d': 7, '30d': 30 };

/**
 * 24h: 24 UTC hour buckets ending with the one that contains now. The roll-up's resolution is one
 * UTC hour, so "24 hours" means whole hours, not now minus 24 h to the millisecond.
 * 7d / 30d: the business's last 7 / 30 local days ending with today, from local midnight; a day
 * across a DST change is 23 or 25 hours long, which is what a manager means by "that Sunday".
 */
export function rangeBounds(range: TimeRange, timezone: string, now: Date): RangeBounds {
  if (range === '24h') {
    const currentHour = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
    const buckets = Array.from({ length: 24 }, (_, i) => {
      const start = new Date(currentHour - (23 - i) * HOUR_MS);
      return { start, key: String(start.getTime()), label: localHourLabel(start, timezone) };
    });
    return { range, timezone, from: buckets[0]!.start, to: now, bucket: 'hour', buckets };
  }
  const days = DAYS[range];
  const today = localDate(now, timezone);
  const buckets = Array.from({ length: days }, (_, i) => {
    const date = addDays(today, i - (days - 1));
    return { start: localMidnight(date, timezone), key: date, label: date };
  });
  return { range, timezone, from: buckets[0]!.start, to: now, bucket: 'day', buckets };
}
