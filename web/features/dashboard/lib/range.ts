// The dashboard's time range lives in the query string (?range=7d), so a shared or reloaded link
// shows the same figures. Anything unknown falls back to the server's own default.
import { TIME_RANGES, type TimeRange } from '@common/constants';

const DEFAULT_RANGE: TimeRange = '7d';
export const RANGE_PARAM = 'range';

export function parseRange(value: string | null | undefined): TimeRange {
  const clean = value?.trim().toLowerCase();
  return (TIME_RANGES as readonly string[]).includes(clean ?? '')
    ? (clean as TimeRange)
    : DEFAULT_RANGE;
}

/** The search string for `range`, keeping every other parameter as it was. */
export function withRange(search: URLSearchParams, range: TimeRange): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set(RANGE_PARAM, range);
  return next;
}
