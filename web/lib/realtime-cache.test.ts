import { describe, expect, it } from 'vitest';
import type { ActivityItem } from '@common/schemas/activity';
import type { ActivityFeedData } from './activity-api';
import { createKeyedThrottle, familiesFor, prependActivity, type Timers } from './realtime-cache';

function fakeTimers() {
  let now = 0;
  let queue: { at: number; run: () => void; handle: number }[] = [];
  let next = 0;
  const timers: Timers = {
    now: () => now,
    setTimeout: (run, ms) => {
      next += 1;
      queue.push({ at: now + ms, run, handle: next });
      return next;
    },
    clearTimeout: (handle) => {
      queue = queue.filter((entry) => entry.handle !== handle);
    },
  };
  const advance = (ms: number) => {
    now += ms;
    const due = queue.filter((entry) => entry.at <= now);
    queue = queue.filter((entry) => entry.at > now);
    for (const entry of due) entry.run();
  };
  return { timers, advance, pendingCount: () => queue.length };
}

const item = (id: number, type = 'touch'): ActivityItem => ({
  id,
  type,
  createdAt: '2026-01-01T10:00:00.000Z',
  employeeId: null,
  employeeName: 'Milica',
  employeeAddressAs: null,
  payload: {},
});

const feed = (...pages: number[][]): ActivityFeedData => ({
  pages: pages.map((ids) => ({ items: ids.map((id) => item(id)), nextBefore: null })),
  pageParams: pages.map(() => null),
});

describe('familiesFor', () => {
  it('refetches figures and notifications for a live funnel event, not the feed it updates itself', () => {
    expect(familiesFor(['touch'], true)).toEqual(['analytics', 'notifications']);
  });

  it('refetches the feed too for a coalesced refresh, which carries no items', () => {
    expect(familiesFor(['clickout'], false)).toEqual(['analytics', 'notifications', 'activity']);
  });

  it('refetches reviews when a review or an attribution is among the types', () => {
    expect(familiesFor(['review'], true)).toContain('reviews');
    expect(familiesFor(['touch', 'attribution'], false)).toContain('reviews');
    expect(familiesFor(['touch', 'clickout'], false)).not.toContain('reviews');
  });

  it('refetches reviews when a re-match or an import finishes, since either may credit many', () => {
    expect(familiesFor(['rematch_finished'], true)).toContain('reviews');
    expect(familiesFor(['import_summary'], true)).toContain('reviews');
    expect(familiesFor(['rematch_started'], true)).not.toContain('reviews');
  });
});

describe('createKeyedThrottle', () => {
  it('runs the first call at once and folds a burst into one trailing run per key', () => {
    const { timers, advance } = fakeTimers();
    const runs: string[] = [];
    const throttle = createKeyedThrottle<string>((key) => runs.push(key), 1000, timers);

    for (let i = 0; i < 100; i++) throttle.call('analytics');
    throttle.call('reviews');
    expect(runs).toEqual(['analytics', 'reviews']);

    advance(999);
    expect(runs).toEqual(['analytics', 'reviews']);
    advance(1);
    expect(runs).toEqual(['analytics', 'reviews', 'analytics']);
  });

  it('runs again at once after a quiet interval', () => {
    const { timers, advance } = fakeTimers();
    const runs: string[] = [];
    const throttle = createKeyedThrottle<string>((key) => runs.push(key), 1000, timers);
    throttle.call('activity');
    advance(1500);
    throttle.call('activity');
    expect(runs).toEqual(['activity', 'activity']);
  });

  it('drops pending runs when cancelled', () => {
    const { timers, advance, pendingCount } = fakeTimers();
    const runs: string[] = [];
    const throttle = createKeyedThrottle<string>((key) => runs.push(key), 1000, timers);
    throttle.call('notifications');
    throttle.call('notifications');
    throttle.cancel();
    expect(pendingCount()).toBe(0);
    advance(2000);
    expect(runs).toEqual(['notifications']);
  });
});

describe('prependActivity', () => {
  it('puts a new item on top of the first page', () => {
    const next = prependActivity(feed([5, 4], [3]), item(6));
    expect(next.pages.map((page) => page.items.map((i) => i.id))).toEqual([[6, 5, 4], [3]]);
  });

  it('ignores an item the feed already holds on any page', () => {
    const data = feed([5, 4], [3]);
    expect(prependActivity(data, item(3))).toBe(data);
  });

  it('keeps newest-first order when an item arrives late', () => {
    const next = prependActivity(feed([7, 5]), item(6));
    expect(next.pages[0]!.items.map((i) => i.id)).toEqual([7, 6, 5]);
  });

  it('leaves a feed that has not loaded, or other data, untouched', () => {
    expect(prependActivity(undefined, item(1))).toBeUndefined();
    const other = { items: [] };
    expect(prependActivity(other, item(1))).toBe(other);
  });
});
