import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { businesses } from '../../db/schema';
import { buildTestApp } from '../../../test/build-test-app';
import { signUpManager } from '../../../test/auth-helpers';
import { createBusiness, createEmployee } from '../../../test/factories';
import { addHour, addReview, freezeAt, unfreeze } from '../../../test/analytics-helpers';

// Europe/Belgrade: summer time starts 2026-03-29 at 02:00 -> 03:00 (a 23-hour day) and ends
// 2026-10-25 at 03:00 -> 02:00 (a 25-hour day).
let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterEach(unfreeze);
afterAll(() => app.close());

async function business() {
  const manager = await signUpManager(app);
  const employee = await createEmployee(app.database.db, { id: manager.businessId });
  const other = await createBusiness(app.database.db);
  const stranger = await createEmployee(app.database.db, other);
  const hour = (at: string, touches: number, clickouts = 0) =>
    addHour(app, {
      businessId: manager.businessId,
      employeeId: employee.id,
      hour: at,
      touches,
      clickouts,
    });
  const strangerHour = (at: string) =>
    addHour(app, { businessId: other.id, employeeId: stranger.id, hour: at, touches: 9999 });
  const get = (path: string) =>
    app.inject({ url: `/api/analytics/${path}`, headers: { cookie: manager.cookie } });
  return { manager, employee, hour, strangerHour, get };
}

type Point = { start: string; label: string; touches: number; reviews: number };

describe('GET /api/analytics/timeseries', () => {
  it('gives the 25-hour autumn day all of its hours, and cuts days at local midnight', async () => {
    const { manager, employee, hour, strangerHour, get } = await business();
    await hour('2026-10-24T21:00:00Z', 2); // 24 Oct 23:00 CEST
    await hour('2026-10-24T22:00:00Z', 4); // 25 Oct 00:00 CEST
    await hour('2026-10-25T00:00:00Z', 1); // 02:00 CEST, the first 02:00
    await hour('2026-10-25T01:00:00Z', 1); // 02:00 CET, the second 02:00
    await hour('2026-10-25T22:00:00Z', 8); // 25 Oct 23:00 CET
    await hour('2026-10-25T23:00:00Z', 16); // 26 Oct 00:00 CET
    await strangerHour('2026-10-25T12:00:00Z');
    // 23:30 and 00:30 local land on different days.
    await addReview(app, manager.businessId, '2026-10-22T21:30:00Z', {
      employeeId: employee.id,
      matchType: 'name_match',
    });
    await addReview(app, manager.businessId, '2026-10-22T22:30:00Z');
    freezeAt('2026-10-26T09:30:00Z');

    const body = (await get('timeseries?range=7d')).json();
    expect(body).toMatchObject({ range: '7d', bucket: 'day', timezone: 'Europe/Belgrade' });
    const points = body.points as Point[];
    expect(points.map((p) => p.label)).toEqual([
      '2026-10-20',
      '2026-10-21',
      '2026-10-22',
      '2026-10-23',
      '2026-10-24',
      '2026-10-25',
      '2026-10-26',
    ]);
    expect(points.map((p) => p.touches)).toEqual([0, 0, 0, 0, 2, 14, 16]);
    expect(points.map((p) => p.reviews)).toEqual([0, 0, 1, 1, 0, 0, 0]);
    expect(points[5]!.start).toBe('2026-10-24T22:00:00.000Z');
    expect(points[6]!.start).toBe('2026-10-25T23:00:00.000Z');
  });

  it('gives the 23-hour spring day its hours', async () => {
    const { hour, get } = await business();
    await hour('2026-03-28T22:00:00Z', 1); // 28 Mar 23:00 CET
    await hour('2026-03-28T23:00:00Z', 2); // 29 Mar 00:00 CET
    await hour('2026-03-29T21:00:00Z', 4); // 29 Mar 23:00 CEST
    await hour('2026-03-29T22:00:00Z', 8); // 30 Mar 00:00 CEST
    freezeAt('2026-03-30T10:00:00Z');

    const points = (await get('timeseries?range=7d')).json().points as Point[];
    expect(points.slice(-3)).toEqual([
      expect.objectContaining({
        label: '2026-03-28',
        touches: 1,
        start: '2026-03-27T23:00:00.000Z',
      }),
      expect.objectContaining({
        label: '2026-03-29',
        touches: 6,
        start: '2026-03-28T23:00:00.000Z',
      }),
      expect.objectContaining({
        label: '2026-03-30',
        touches: 8,
        start: '2026-03-29T22:00:00.000Z',
      }),
    ]);
  });

  it('answers 24 hourly buckets ending with the current hour, labelled in local time', async () => {
    const { hour, get } = await business();
    await hour('2026-10-25T00:00:00Z', 1); // outside: 25 hours ago
    await hour('2026-10-25T01:00:00Z', 3, 1); // 02:00 CET, the first bucket
    await hour('2026-10-26T00:00:00Z', 5); // the current hour
    freezeAt('2026-10-26T00:59:59Z');

    const body = (await get('timeseries?range=24h')).json();
    expect(body.bucket).toBe('hour');
    const points = body.points as (Point & { clickouts: number })[];
    expect(points).toHaveLength(24);
    expect(points[0]).toMatchObject({
      start: '2026-10-25T01:00:00.000Z',
      label: '02:00',
      touches: 3,
      clickouts: 1,
    });
    expect(points[23]).toMatchObject({ start: '2026-10-26T00:00:00.000Z', label: '01:00' });
    expect(points.reduce((sum, p) => sum + p.touches, 0)).toBe(8);
  });

  it('gives 30 daily points that add up to the overview', async () => {
    const { hour, get } = await business();
    await hour('2026-09-26T21:00:00Z', 100); // 26 Sep 23:00 CEST: before the range
    await hour('2026-09-26T22:00:00Z', 1); // 27 Sep 00:00: the first day
    await hour('2026-10-26T09:00:00Z', 2);
    freezeAt('2026-10-26T09:30:00Z');
    const points = (await get('timeseries?range=30d')).json().points as Point[];
    expect(points).toHaveLength(30);
    expect(points[0]).toMatchObject({ label: '2026-09-27', touches: 1 });
    expect((await get('overview?range=30d')).json().touches).toBe(3);
  });
});

describe('GET /api/analytics/hourly', () => {
  it('sums activity by local hour of day, across the offset change', async () => {
    const { manager, employee, hour, strangerHour, get } = await business();
    await hour('2026-10-24T21:00:00Z', 2, 1); // 23:00 CEST
    await hour('2026-10-25T22:00:00Z', 8); // 23:00 CET
    await hour('2026-10-25T23:00:00Z', 16); // 00:00 CET
    await strangerHour('2026-10-25T22:00:00Z');
    await addReview(app, manager.businessId, '2026-10-26T08:10:00Z', {
      employeeId: employee.id,
      matchType: 'time_window',
    }); // 09:10 CET
    freezeAt('2026-10-26T09:30:00Z');

    const body = (await get('hourly')).json();
    expect(body.hours).toHaveLength(24);
    const nonZero = (body.hours as { hour: number; touches: number; reviews: number }[]).filter(
      (h) => h.touches > 0 || h.reviews > 0,
    );
    expect(nonZero).toEqual([
      { hour: 0, touches: 16, clickouts: 0, reviews: 0 },
      { hour: 9, touches: 0, clickouts: 0, reviews: 1 },
      { hour: 23, touches: 10, clickouts: 1, reviews: 0 },
    ]);
  });
});

describe('reviews where the offset is not a whole hour', () => {
  it('counts reviews minutes apart on either side of local midnight on their own day and hour', async () => {
    const { manager, get } = await business();
    await app.database.db
      .update(businesses)
      .set({ timezone: 'Asia/Kathmandu' })
      .where(eq(businesses.id, manager.businessId));
    // UTC+05:45: 18:10 UTC is 23:55 on the 24th; 18:20 and 18:25 UTC are 00:05 and 00:10 on the 25th.
    for (const at of ['2026-10-24T18:10:00Z', '2026-10-24T18:20:00Z', '2026-10-24T18:25:00Z'])
      await addReview(app, manager.businessId, at);
    freezeAt('2026-10-26T09:30:00Z');

    const body = (await get('timeseries?range=7d')).json();
    expect(body.timezone).toBe('Asia/Kathmandu');
    const reviewsOn = Object.fromEntries((body.points as Point[]).map((p) => [p.label, p.reviews]));
    expect(reviewsOn).toMatchObject({ '2026-10-24': 1, '2026-10-25': 2 });
    const hours = (await get('hourly')).json().hours as { hour: number; reviews: number }[];
    expect(hours.filter((h) => h.reviews > 0)).toEqual([
      expect.objectContaining({ hour: 0, reviews: 2 }),
      expect.objectContaining({ hour: 23, reviews: 1 }),
    ]);
  });
});
