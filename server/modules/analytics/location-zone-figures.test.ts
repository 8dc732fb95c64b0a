// One location's figures are counted in its own time zone (docs/locations.md "Time zones"): its
// days, hours, range and export times; "All locations" keeps the business's zone.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp } from '../../../test/build-test-app';
import { signUpManager } from '../../../test/auth-helpers';
import { createEmployee } from '../../../test/factories';
import { addHour, addReview, freezeAt, unfreeze } from '../../../test/analytics-helpers';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterEach(unfreeze);
afterAll(() => app.close());

/** A Belgrade business with a shop in New York and one that keeps the business's zone. */
async function businessWithShopAbroad() {
  const manager = await signUpManager(app);
  const add = async (payload: object) =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/locations',
        headers: { cookie: manager.cookie },
        payload,
      })
    ).json();
  const newYork = await add({ name: 'Brooklyn', timeZone: 'America/New_York' });
  const home = await add({ name: 'Novi Sad' });
  const employee = await createEmployee(app.database.db, { id: manager.businessId });
  const get = (path: string) => app.inject({ url: path, headers: { cookie: manager.cookie } });
  return { manager, newYork, home, employee, get };
}

type Point = { start: string; label: string; touches: number; reviews: number };
const WEEK = [20, 21, 22, 23, 24, 25, 26].map((day) => `2026-10-${day}`);

describe('figures of a location with its own time zone', () => {
  it('buckets days, hours and the range in the location’s zone', async () => {
    const { manager, newYork, home, employee, get } = await businessWithShopAbroad();
    // 22 Oct 04:00 in Belgrade (CEST) is still 21 Oct 22:00 in New York (EDT).
    await addHour(app, {
      businessId: manager.businessId,
      employeeId: employee.id,
      hour: '2026-10-22T02:00:00Z',
      touches: 3,
      locationId: newYork.id,
    });
    await addReview(app, manager.businessId, '2026-10-22T02:30:00Z', { locationId: newYork.id });
    freezeAt('2026-10-26T12:00:00Z');

    const series = async (query: string) => {
      const body = (await get(`/api/analytics/timeseries?range=7d${query}`)).json();
      const points = body.points as Point[];
      expect(points.map((p) => p.label)).toEqual(WEEK);
      return { body, points };
    };
    const abroad = await series(`&locationId=${newYork.id}`);
    expect(abroad.body).toMatchObject({ bucket: 'day', timezone: 'America/New_York' });
    expect(abroad.points.map((p) => p.touches)).toEqual([0, 3, 0, 0, 0, 0, 0]);
    expect(abroad.points.map((p) => p.reviews)).toEqual([0, 1, 0, 0, 0, 0, 0]);
    // Its days start at New York's midnight (EDT until 1 November).
    expect(abroad.points[0]!.start).toBe('2026-10-20T04:00:00.000Z');

    const all = await series('');
    expect(all.body.timezone).toBe('Europe/Belgrade');
    expect(all.points.map((p) => p.touches)).toEqual([0, 0, 3, 0, 0, 0, 0]);
    expect(all.points.map((p) => p.reviews)).toEqual([0, 0, 1, 0, 0, 0, 0]);
    expect(all.points[0]!.start).toBe('2026-10-19T22:00:00.000Z');

    // A location without a zone of its own counts in the business's.
    const local = await series(`&locationId=${home.id}`);
    expect(local.body.timezone).toBe('Europe/Belgrade');

    const hours = async (query: string) => {
      const body = (await get(`/api/analytics/hourly?range=7d${query}`)).json();
      const busy = (body.hours as { hour: number; touches: number }[]).filter((h) => h.touches);
      return { timezone: body.timezone as string, busy: busy.map((h) => h.hour) };
    };
    expect(await hours(`&locationId=${newYork.id}`)).toEqual({
      timezone: 'America/New_York',
      busy: [22],
    });
    expect(await hours('')).toEqual({ timezone: 'Europe/Belgrade', busy: [4] });

    const overview = (
      await get(`/api/analytics/overview?range=7d&locationId=${newYork.id}`)
    ).json();
    expect(overview).toMatchObject({
      timezone: 'America/New_York',
      from: '2026-10-20T04:00:00.000Z',
      touches: 3,
    });
  });

  it('writes the location’s export times and file date in its zone', async () => {
    const { manager, newYork, get } = await businessWithShopAbroad();
    await addReview(app, manager.businessId, '2026-10-22T02:30:00Z', { locationId: newYork.id });
    // Just after midnight in Belgrade, still the evening before in New York.
    freezeAt('2026-10-25T23:30:00Z');

    const abroad = await get(`/api/exports/reviews.csv?range=7d&locationId=${newYork.id}`);
    expect(abroad.statusCode).toBe(200);
    expect(abroad.body).toContain('2026-10-21T22:30:00-04:00');
    expect(abroad.headers['content-disposition']).toContain('-2026-10-25.csv');

    const all = await get('/api/exports/reviews.csv?range=7d');
    expect(all.body).toContain('2026-10-22T04:30:00+02:00');
    expect(all.headers['content-disposition']).toContain('-2026-10-26.csv');
  });
});
