// What a realtime event does to the cached queries, kept free of React and EventSource so the
// rules can be tested: which query families an event makes stale, how a burst is throttled, and
// how a live activity item joins the cached feed.
import type { ActivityItem } from '@common/schemas/activity';
import type { ActivityFeedData } from './activity-api';

/** First key segment of the queries a realtime event can make stale. */
export type QueryFamily = 'analytics' | 'notifications' | 'activity' | 'reviews';

export const ALL_FAMILIES: readonly QueryFamily[] = [
  'analytics',
  'notifications',
  'activity',
  'reviews',
];

/**
 * Event types that change a review or its credit, so review lists must be read again: a new or
 * edited review, a credit, a finished re-match (it may have credited many) and an import's summary.
 */
const REVIEW_TYPES = new Set(['review', 'attribution', 'rematch_finished', 'import_summary']);

/**
 * Families to refetch for events of these types. `activity` is left out when the event itself
 * carries the item (it is put into the feed directly); a coalesced `refresh` carries none.
 */
export function familiesFor(types: readonly string[], carriesItem: boolean): QueryFamily[] {
  const families: QueryFamily[] = ['analytics', 'notifications'];
  if (!carriesItem) families.push('activity');
  if (types.some((type) => REVIEW_TYPES.has(type))) families.push('reviews');
  return families;
}

export interface Timers {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface KeyedThrottle<K> {
  call(key: K): void;
  cancel(): void;
}

/**
 * Runs `run(key)` at most once per `intervalMs` for each key: the first call runs at once, later
 * calls inside the interval fold into one trailing run at its end, so the last event of a burst
 * is never lost (a refetch after it sees the final state).
 */
export function createKeyedThrottle<K>(
  run: (key: K) => void,
  intervalMs: number,
  timers: Timers = browserTimers,
): KeyedThrottle<K> {
  const lastRun = new Map<K, number>();
  const pending = new Map<K, unknown>();

  const fire = (key: K) => {
    pending.delete(key);
    lastRun.set(key, timers.now());
    run(key);
  };

  return {
    call(key) {
      if (pending.has(key)) return;
      const since = timers.now() - (lastRun.get(key) ?? -Infinity);
      if (since >= intervalMs) fire(key);
      else
        pending.set(
          key,
          timers.setTimeout(() => fire(key), intervalMs - since),
        );
    },
    cancel() {
      for (const handle of pending.values()) timers.clearTimeout(handle);
      pending.clear();
    },
  };
}

function isFeedData(value: unknown): value is ActivityFeedData {
  return (
    typeof value === 'object' &&
    value !== null &&
    'pages' in value &&
    Array.isArray(value.pages) &&
    value.pages.length > 0
  );
}

/**
 * The cached feed with a live item on top. An item already present (the event raced a refetch)
 * leaves the data as it is, and so does anything that is not a loaded feed.
 */
export function prependActivity<T>(data: T, item: ActivityItem): T {
  if (!isFeedData(data)) return data;
  if (data.pages.some((page) => page.items.some((existing) => existing.id === item.id))) {
    return data;
  }
  const [first, ...rest] = data.pages;
  // Newest first: an item older than the top one arrived late and would jump the order.
  const items = [...first!.items, item].sort((a, b) => b.id - a.id);
  return { ...data, pages: [{ ...first!, items }, ...rest] };
}
