import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp } from '../../../test/build-test-app';
import { employeeWithCredentials, signInEmployee, signUpManager } from '../../../test/auth-helpers';
import { createBusiness, createEmployee } from '../../../test/factories';
import { addHour, addReview, freezeAt, unfreeze } from '../../../test/analytics-helpers';

// Europe/Belgrade. Now: Monday 2026-10-26 10:30 local (CET, +01:00). Summer time ended on
// Sunday 2026-10-25 at 03:00 -> 02:00, so that local day lasted 25 hours
// (2026-10-24T22:00Z .. 2026-10-25T23:00Z). The 7-day range starts at local midnight of
// 2026-10-20 (CEST) = 2026-10-19T22:00Z; the 30-day one at 2026-09-27 00:00 = 2026-09-26T22:00Z.
const NOW = '2026-10-26T09:30:00Z';

let app: App;
let manager: Awaited<ReturnType<typeof signUpManager>>;
let employeeCookie: string;
let ids: { a: string; b: string; c: string; e: string };

beforeAll(async () => {
  app = await buildTestApp();
  const db = app.database.db;
  manager = await signUpManager(app);
  const business = { id: manager.businessId };
  const a = await createEmployee(db, business, { name: 'Ana Jovanović' });
  const b = await employeeWithCredentials(app, manager.businessId, { name: 'Bojan Đurić' });
  const c = await createEmployee(db, business, { name: 'Cveta Šarić' });
  await createEmployee(db, business, { name: 'Deleted Dragan', deletedAt: new Date(NOW) });
  const e = await createEmployee(db, business, { name: 'Inactive Ema', isActive: false });
  ids = { a: a.id, b: b.employee.id, c: c.id, e: e.id };
  employeeCookie = (await signInEmployee(app, b.username, b.password)).cookie;

  const hour = (employeeId: string, at: string, counts: object) =>
    addHour(app, { businessId: manager.businessId, employeeId, hour: at, ...counts });
  await hour(a.id, '2026-09-26T21:00:00Z', { touches: 200, clickouts: 2 }); // before 30d
  await hour(a.id, '2026-09-26T22:00:00Z', { touches: 64 }); // first hour of 30d
  await hour(a.id, '2026-10-19T21:00:00Z', { touches: 100 }); // 19 Oct 23:00 local: before 7d
  await hour(a.id, '2026-10-19T22:00:00Z', { touches: 1, clickouts: 1 }); // 20 Oct 00:00 local
  await hour(a.id, '2026-10-24T21:00:00Z', { touches: 2 }); // 24 Oct 23:00 CEST
  await hour(a.id, '2026-10-24T22:00:00Z', { touches: 4 }); // 25 Oct 00:00 CEST
  await hour(a.id, '2026-10-25T22:00:00Z', { touches: 8 }); // 25 Oct 23:00 CET (25th hour)
  await hour(a.id, '2026-10-25T23:00:00Z', { touches: 16 }); // 26 Oct 00:00 CET
  await hour(b.employee.id, '2026-10-26T09:00:00Z', { touches: 32, clickouts: 3, selfConfirms: 1 });
  await hour(a.id, '2026-10-26T10:00:00Z', { touches: 1000 }); // after now

  const review = (at: string, rest: object) => addReview(app, manager.businessId, at, rest);
  await review('2026-10-22T21:30:00Z', { rating: 5, employeeId: a.id, matchType: 'name_match' });
  await review('2026-10-22T22:30:00Z', { rating: 4 }); // unmatched, 23 Oct 00:30 local
  await review('2026-10-26T08:00:00Z', {
    rating: 3,
    employeeId: b.employee.id,
    matchType: 'time_window',
  });
  await review('2026-10-19T21:59:00Z', { rating: 1, employeeId: a.id, matchType: 'manual' });
  await review('2026-10-26T09:45:00Z', { rating: 2 }); // after now

  // Another business with activity in the same hours: none of it may ever count.
  const other = await createBusiness(db);
  const stranger = await createEmployee(db, other);
  for (const at of ['2026-10-26T09:00:00Z', '2026-10-22T10:00:00Z']) {
    await addHour(app, { businessId: other.id, employeeId: stranger.id, hour: at, touches: 5000 });
    await addReview(app, other.id, at, { employeeId: stranger.id, matchType: 'name_match' });
  }
  freezeAt(NOW);
});
afterAll(async () => {
  unfreeze();
  await app.close();
});

const get = (path: string, cookie = manager.cookie) =>
  app.inject({ url: `/api/analytics/${path}`, headers: { cookie } });

describe('GET /api/analytics/overview', () => {
  it('counts the last 7 local days, ending now, from the roll-up and the reviews', async () => {
    const response = await get('overview');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      range: '7d',
      from: '2026-10-19T22:00:00.000Z',
      to: '2026-10-26T09:30:00.000Z',
      timezone: 'Europe/Belgrade',
      touches: 63,
      clickouts: 4,
      selfConfirms: 1,
      reviews: 3,
      attributedReviews: 2,
      funnelReviews: 1,
      nameMatchedReviews: 1,
      manualReviews: 0,
      // The funnel's one review came by time window, not by a confirmation.
      confirmedReviews: 0,
      totalEvents: 63 + 4 + 1,
      averageRating: 4,
      // One definition of the rates (docs/funnel.md "Rates"): the name match is beside them.
      conversion: { touchToClickout: 4 / 63, clickoutToReview: 1 / 4, touchToReview: 1 / 63 },
      funnel: { touchToClickout: 4 / 63, clickoutToReview: 1 / 4, touchToReview: 1 / 63 },
      totalReviews: 5,
      totalClicks: 6,
    });
  });

  it('never shows a funnel step above the one before', async () => {
    const owner = await signUpManager(app);
    const solo = await createEmployee(app.database.db, { id: owner.businessId });
    const at = '2026-10-26T08:00:00Z';
    await addHour(app, {
      businessId: owner.businessId,
      employeeId: solo.id,
      hour: '2026-10-26T07:00:00Z',
      touches: 2,
      clickouts: 1,
    });
    for (const matchType of ['time_window', 'self_confirmed', 'name_match'] as const)
      await addReview(app, owner.businessId, at, { rating: 5, employeeId: solo.id, matchType });
    const body = (await get('overview', owner.cookie)).json();
    expect(body).toMatchObject({
      funnelReviews: 2,
      nameMatchedReviews: 1,
      confirmedReviews: 1,
      totalEvents: 3,
    });
    expect(body.funnel).toEqual({ touchToClickout: 0.5, clickoutToReview: 1, touchToReview: 1 });
  });

  it('counts the 24 hours ending with the current one', async () => {
    const body = (await get('overview?range=24h')).json();
    expect(body).toMatchObject({
      from: '2026-10-25T10:00:00.000Z',
      touches: 56,
      clickouts: 3,
      reviews: 1,
      attributedReviews: 1,
      averageRating: 3,
    });
  });

  it('counts the last 30 local days', async () => {
    const body = (await get('overview?range=30d')).json();
    expect(body).toMatchObject({
      from: '2026-09-26T22:00:00.000Z',
      touches: 227,
      clickouts: 4,
      reviews: 4,
      attributedReviews: 3,
      averageRating: 3.25,
    });
  });

  it('shows an employee only their own figures', async () => {
    const body = (await get('overview', employeeCookie)).json();
    expect(body).toMatchObject({
      touches: 32,
      clickouts: 3,
      selfConfirms: 1,
      reviews: 1,
      attributedReviews: 1,
      averageRating: 3,
      conversion: { touchToClickout: 3 / 32, clickoutToReview: 1 / 3, touchToReview: 1 / 32 },
      totalReviews: 1,
      totalClicks: 3,
    });
  });

  it('answers null conversions and rating when nothing happened, for another business', async () => {
    const stranger = await signUpManager(app);
    const body = (await get('overview', stranger.cookie)).json();
    expect(body).toMatchObject({ touches: 0, reviews: 0, averageRating: null, totalReviews: 0 });
    expect(body.conversion).toEqual({
      touchToClickout: null,
      clickoutToReview: null,
      touchToReview: null,
    });
  });

  it('answers 401 signed out and 400 for an unknown range', async () => {
    expect((await app.inject('/api/analytics/overview')).statusCode).toBe(401);
    expect((await get('overview?range=1y')).statusCode).toBe(400);
  });
});

describe('GET /api/analytics/employees and /leaderboard', () => {
  it('lists every current employee with their figures, by name', async () => {
    const body = (await get('employees')).json();
    expect(body.total).toBe(4);
    expect(body.items).toEqual([
      {
        employeeId: ids.a,
        name: 'Ana Jovanović',
        isActive: true,
        touches: 31,
        clickouts: 1,
        selfConfirms: 0,
        reviews: 1,
        // Her review names her: a credit beside the funnel, not a step of it.
        funnelReviews: 0,
        textCredits: 1,
        manualCredits: 0,
        averageRating: 5,
        touchToClickout: 1 / 31,
        clickoutToReview: 0,
        touchToReview: 0,
      },
      {
        employeeId: ids.b,
        name: 'Bojan Đurić',
        isActive: true,
        touches: 32,
        clickouts: 3,
        selfConfirms: 1,
        reviews: 1,
        funnelReviews: 1,
        textCredits: 0,
        manualCredits: 0,
        averageRating: 3,
        touchToClickout: 3 / 32,
        clickoutToReview: 1 / 3,
        touchToReview: 1 / 32,
      },
      expect.objectContaining({ employeeId: ids.c, touches: 0, touchToClickout: null }),
      expect.objectContaining({ employeeId: ids.e, isActive: false, reviews: 0 }),
    ]);
  });

  it('ranks active employees by 4- and 5-star reviews earned, then rating', async () => {
    const body = (await get('leaderboard')).json();
    expect(body.items).toEqual([
      {
        rank: 1,
        employeeId: ids.a,
        name: 'Ana Jovanović',
        reviews: 1,
        averageRating: 5,
        conversion: 0,
      },
      {
        rank: 2,
        employeeId: ids.b,
        name: 'Bojan Đurić',
        // His only review has 3 stars: not thanked on the board, not even in an average.
        reviews: 0,
        averageRating: null,
        conversion: 1 / 32,
      },
      {
        rank: 3,
        employeeId: ids.c,
        name: 'Cveta Šarić',
        reviews: 0,
        averageRating: null,
        conversion: null,
      },
    ]);
  });

  it('gives an employee only their own row, with their real rank', async () => {
    expect((await get('leaderboard', employeeCookie)).json().items).toEqual([
      expect.objectContaining({ rank: 2, employeeId: ids.b }),
    ]);
    const list = (await get('employees', employeeCookie)).json();
    expect(list.items.map((i: { employeeId: string }) => i.employeeId)).toEqual([ids.b]);
    expect(list.total).toBe(1);
  });
});
