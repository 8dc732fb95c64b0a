// Figures of one location or all (docs/locations.md): every analytics endpoint and the exports
// take ?locationId=, the breakdown adds up to the business, and another business's location is
// not found.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { employeeWithCredentials, signInEmployee, signUpManager } from '../../../test/auth-helpers';
import { createReview } from '../../../test/factories';
import { phoneUserAgent } from '../../../test/visitors';

const app = useTestApp();

const get = (cookie: string, url: string) => app.inject({ url, headers: { cookie } });
let visitor = 0;

/** A customer scans the card printed for location `number` and, if `clicks`, goes to Google. */
async function scan(slug: string, number: number, clicks: boolean) {
  visitor += 1;
  const headers = { 'user-agent': phoneUserAgent(visitor) };
  const remoteAddress = `203.0.113.${visitor}`;
  await app.inject({ url: `/e/${slug}?l=${number}`, headers, remoteAddress });
  if (clicks) await app.inject({ url: `/e/${slug}/review?l=${number}`, headers, remoteAddress });
  return { headers, remoteAddress };
}

async function twoShops() {
  const owner = await signUpManager(app);
  const call = (method: 'POST' | 'GET', url: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie: owner.cookie }, payload });
  const south = (
    await call('POST', '/api/locations', {
      name: 'Jug',
      googleBusinessUrl:
        'https://search.google.com/local/writereview?placeid=ChIJSouthShop000000000000',
    })
  ).json();
  const [center] = (await call('GET', '/api/locations')).json().items;
  const add = async (name: string, locationIds: string[]) =>
    (await call('POST', '/api/employees', { name, locationIds })).json();
  const ana = await add('Ana Centar', [center.id]);
  const iva = await add('Iva Jug', [south.id]);
  const both = await employeeWithCredentials(app, owner.businessId, { name: 'Maja Obe' });
  return { owner, center, south, ana, iva, both };
}

describe('figures per location', () => {
  it('counts each location apart, and the breakdown adds up to all locations', async () => {
    const { owner, center, south, ana, iva, both } = await twoShops();
    await scan(ana.slug, 1, true);
    await scan(ana.slug, 1, false);
    const customer = await scan(iva.slug, 2, true);
    // Her customer then says who helped: counted where the visit happened.
    const confirmed = await app.inject({
      method: 'POST',
      url: `/e/${iva.slug}/confirm`,
      headers: { ...customer.headers, 'content-type': 'application/json' },
      remoteAddress: customer.remoteAddress,
      payload: { reviewerName: 'Mira P.' },
    });
    expect(confirmed.statusCode).toBe(201);
    await scan(both.employee.slug, 2, false);
    await scan(both.employee.slug, 1, true);
    const db = app.database.db;
    await createReview(
      db,
      { id: owner.businessId },
      { locationId: center.id, rating: 5, employeeId: ana.id, matchType: 'name_match' },
    );
    await createReview(db, { id: owner.businessId }, { locationId: south.id, rating: 3 });
    await createReview(
      db,
      { id: owner.businessId },
      { locationId: south.id, rating: 4, employeeId: iva.id, matchType: 'manual' },
    );

    const overview = async (location?: string) =>
      (
        await get(
          owner.cookie,
          `/api/analytics/overview?range=7d${location ? `&locationId=${location}` : ''}`,
        )
      ).json();
    const all = await overview();
    const atCenter = await overview(center.id);
    const atSouth = await overview(south.id);
    expect([all.touches, atCenter.touches, atSouth.touches]).toEqual([5, 3, 2]);
    expect([all.clickouts, atCenter.clickouts, atSouth.clickouts]).toEqual([3, 2, 1]);
    expect([all.reviews, atCenter.reviews, atSouth.reviews]).toEqual([3, 1, 2]);
    expect(atSouth.averageRating).toBe(3.5);
    expect([all.selfConfirms, atCenter.selfConfirms, atSouth.selfConfirms]).toEqual([1, 0, 1]);
    expect([atCenter.totalClicks, atSouth.totalClicks]).toEqual([2, 1]);

    const breakdown = (await get(owner.cookie, '/api/analytics/locations?range=7d')).json();
    expect(breakdown.items).toEqual([
      expect.objectContaining({
        locationId: center.id,
        number: 1,
        touches: 3,
        clickouts: 2,
        reviews: 1,
        creditedShare: 1,
        averageRating: 5,
      }),
      expect.objectContaining({
        locationId: south.id,
        number: 2,
        name: 'Jug',
        touches: 2,
        clickouts: 1,
        reviews: 2,
        attributedReviews: 1,
        creditedShare: 0.5,
      }),
    ]);

    // The chart and the hour profile follow the location too.
    const series = (
      await get(owner.cookie, `/api/analytics/timeseries?range=7d&locationId=${south.id}`)
    ).json();
    expect(series.points.reduce((sum: number, p: { touches: number }) => sum + p.touches, 0)).toBe(
      2,
    );

    // One location's people: who works there or did something there, with their figures there.
    const people = (
      await get(owner.cookie, `/api/analytics/employees?range=7d&locationId=${south.id}`)
    ).json();
    expect(people.items.map((e: { name: string; touches: number }) => [e.name, e.touches])).toEqual(
      [
        ['Iva Jug', 1],
        ['Maja Obe', 1],
      ],
    );
    const board = (
      await get(owner.cookie, `/api/analytics/leaderboard?range=7d&locationId=${center.id}`)
    ).json();
    expect(board.items.map((e: { name: string; reviews: number }) => [e.name, e.reviews])).toEqual([
      ['Ana Centar', 1],
      ['Maja Obe', 0],
    ]);

    // Exports: one location's employees and reviews; the activity feed records no location.
    const csv = (
      await get(owner.cookie, `/api/exports/reviews.csv?range=7d&locationId=${south.id}`)
    ).body;
    expect(csv.trim().split(/\r?\n/)).toHaveLength(3);
    const staff = (
      await get(owner.cookie, `/api/exports/employees.csv?range=7d&locationId=${center.id}`)
    ).body;
    expect(staff).toContain('Ana Centar');
    expect(staff).not.toContain('Iva Jug');
    const activity = await get(
      owner.cookie,
      `/api/exports/activity.csv?range=7d&locationId=${south.id}`,
    );
    expect(activity.statusCode).toBe(400);
    expect(activity.json().error.message).toMatch(/every location/);

    // An employee sees their own figures at each place they work.
    const { cookie } = await signInEmployee(app, both.username, both.password);
    const own = (await get(cookie, '/api/analytics/locations?range=7d')).json();
    expect(own.items.map((l: { name: string; touches: number }) => [l.name, l.touches])).toEqual([
      [center.name, 1],
      ['Jug', 1],
    ]);
  });

  it('answers 404 for another business’s location and 400 for a malformed one', async () => {
    const { owner } = await twoShops();
    const other = await twoShops();
    for (const endpoint of [
      'overview',
      'timeseries',
      'hourly',
      'employees',
      'leaderboard',
      'locations',
    ]) {
      const response = await get(
        owner.cookie,
        `/api/analytics/${endpoint}?locationId=${other.south.id}`,
      );
      expect(response.statusCode, endpoint).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
      expect(
        (await get(owner.cookie, `/api/analytics/${endpoint}?locationId=nope`)).statusCode,
      ).toBe(400);
    }
    const exported = await get(
      owner.cookie,
      `/api/exports/employees.xlsx?locationId=${other.south.id}`,
    );
    expect(exported.statusCode).toBe(404);
  });
});
