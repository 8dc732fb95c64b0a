import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { employeeWithCredentials, signInEmployee, signUpManager } from '../../../test/auth-helpers';
import { createReview } from '../../../test/factories';
import { statsHourly } from '../../db/schema';
import { insertActivity } from '../activity/activity.repository';
import { firstLocationId } from '../locations/locations.repository';

const app = useTestApp();

const getData = (cookie?: string, payload?: object) =>
  app.inject({
    method: 'POST',
    url: '/api/functions/get-notification-data',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });

const seen = (cookie: string, payload: object = {}) =>
  app.inject({ method: 'POST', url: '/api/notifications/seen', headers: { cookie }, payload });

const record = (businessId: string, employeeId: string | null, type = 'touch') =>
  insertActivity(app.database.db, { businessId, employeeId, type });
const review = (businessId: string, employeeId: string | null, rating: number) =>
  insertActivity(app.database.db, {
    businessId,
    employeeId,
    type: 'review',
    payload: { rating, authorName: 'Ana' },
  });

const EMPTY = {
  activities: [],
  allActivities: [],
  unreadCount: 0,
  lastSeenAt: null,
  dashboardStats: { totalTouches: 0, totalClickouts: 0, totalReviews: 0 },
};

describe('POST /api/functions/get-notification-data', () => {
  it('answers 401 in the documented envelope when signed out', async () => {
    const response = await getData();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, error: expect.any(String) });
  });

  it('accepts the documented call with a JSON content type and no body, and an empty object', async () => {
    const manager = await signUpManager(app);
    expect((await getData(manager.cookie)).json()).toEqual({ success: true, data: EMPTY });
    expect((await getData(manager.cookie, {})).statusCode).toBe(200);
  });

  it('returns the empty result to a caller without a business', async () => {
    const manager = await signUpManager(app);
    await record(manager.businessId, null);
    await app.inject({
      method: 'POST',
      url: '/api/functions/disconnect-business',
      headers: { cookie: manager.cookie },
      payload: {},
    });
    const response = await getData(manager.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: EMPTY });
  });

  it('counts only what needs someone: a low or unmatched review, not page opens and taps', async () => {
    const manager = await signUpManager(app);
    const milica = await employeeWithCredentials(app, manager.businessId, { name: 'Milica' });
    const first = await record(manager.businessId, milica.employee.id, 'touch');
    await record(manager.businessId, milica.employee.id, 'clickout');
    const credited = await review(manager.businessId, milica.employee.id, 5);
    const low = await review(manager.businessId, milica.employee.id, 2);
    await app.database.db.insert(statsHourly).values({
      businessId: manager.businessId,
      locationId: await firstLocationId(app.database.db, manager.businessId),
      employeeId: milica.employee.id,
      hour: new Date('2026-01-01T10:00:00Z'),
      touches: 7,
      clickouts: 3,
    });
    await createReview(app.database.db, { id: manager.businessId });

    const before = (await getData(manager.cookie, { notifications: true })).json().data;
    expect(before.unreadCount).toBe(1);
    expect(before.lastSeenAt).toBeNull();
    expect(before.activities.map((a: { id: number }) => a.id)).toEqual([low.id]);
    expect(before.activities[0]).toMatchObject({ employeeName: 'Milica' });
    expect(before.notifications).toEqual(before.activities);
    // The feed keeps everything, newest first.
    expect(before.allActivities.map((a: { id: number }) => a.id)).toEqual([
      low.id,
      credited.id,
      expect.any(Number),
      first.id,
    ]);
    expect(before.dashboardStats).toEqual({ totalTouches: 7, totalClickouts: 3, totalReviews: 1 });

    const marked = await seen(manager.cookie);
    expect(marked.statusCode).toBe(200);
    const unmatched = await review(manager.businessId, null, 5);

    const after = (await getData(manager.cookie, { notifications: true })).json().data;
    expect(after.lastSeenAt).toBe(marked.json().lastSeenAt);
    expect(after.unreadCount).toBe(1);
    expect(after.activities.map((a: { id: number }) => a.id)).toEqual([unmatched.id]);
    expect(after.notifications.map((a: { id: number }) => a.id)).toEqual([unmatched.id, low.id]);
    expect(after.allActivities).toHaveLength(5);
  });

  it('tells an employee of reviews credited to them, and only their own events', async () => {
    const manager = await signUpManager(app);
    const milica = await employeeWithCredentials(app, manager.businessId);
    const jovan = await employeeWithCredentials(app, manager.businessId);
    await record(manager.businessId, milica.employee.id);
    await record(manager.businessId, jovan.employee.id);
    const hers = await review(manager.businessId, milica.employee.id, 5);
    await review(manager.businessId, jovan.employee.id, 5);
    await review(manager.businessId, null, 1);
    await app.database.db.insert(statsHourly).values([
      {
        businessId: manager.businessId,
        locationId: await firstLocationId(app.database.db, manager.businessId),
        employeeId: milica.employee.id,
        hour: new Date(),
        touches: 2,
      },
      {
        businessId: manager.businessId,
        locationId: await firstLocationId(app.database.db, manager.businessId),
        employeeId: jovan.employee.id,
        hour: new Date(),
        touches: 5,
      },
    ]);
    const { cookie } = await signInEmployee(app, milica.username, milica.password);

    const data = (await getData(cookie)).json().data;
    expect(data.unreadCount).toBe(1);
    expect(data.activities.map((a: { id: number }) => a.id)).toEqual([hers.id]);
    expect(new Set(data.allActivities.map((a: { employeeId: string }) => a.employeeId))).toEqual(
      new Set([milica.employee.id]),
    );
    expect(data.dashboardStats).toEqual({ totalTouches: 2, totalClickouts: 0, totalReviews: 0 });
  });

  it("never shows another business's events or figures", async () => {
    const manager = await signUpManager(app);
    const stranger = await signUpManager(app);
    const theirs = await employeeWithCredentials(app, stranger.businessId);
    await record(stranger.businessId, theirs.employee.id);
    await review(stranger.businessId, null, 1);
    await createReview(app.database.db, { id: stranger.businessId });
    await app.database.db.insert(statsHourly).values({
      businessId: stranger.businessId,
      locationId: await firstLocationId(app.database.db, stranger.businessId),
      employeeId: theirs.employee.id,
      hour: new Date(),
      touches: 4,
    });

    expect((await getData(manager.cookie)).json()).toEqual({ success: true, data: EMPTY });
  });
});

describe('POST /api/notifications/seen', () => {
  it('answers 401 when signed out', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/notifications/seen',
      payload: {},
    });
    expect(response.statusCode).toBe(401);
  });

  it('never moves the seen mark backwards, nor into the future', async () => {
    const manager = await signUpManager(app);
    const now = (await seen(manager.cookie)).json().lastSeenAt as string;
    const earlier = await seen(manager.cookie, { lastSeenAt: '2020-01-01T00:00:00.000Z' });
    expect(earlier.statusCode).toBe(200);
    expect(earlier.json().lastSeenAt).toBe(now);
    const future = await seen(manager.cookie, { lastSeenAt: '2999-01-01T00:00:00.000Z' });
    expect(Date.parse(future.json().lastSeenAt)).toBeLessThan(Date.now() + 60_000);
  });

  it("marks an event seen by its own createdAt, and rejects what isn't a timestamp", async () => {
    const manager = await signUpManager(app);
    const event = await review(manager.businessId, null, 4);
    expect((await getData(manager.cookie)).json().data.unreadCount).toBe(1);
    const response = await seen(manager.cookie, { lastSeenAt: event.createdAt.toISOString() });
    expect(response.statusCode).toBe(200);
    expect((await getData(manager.cookie)).json().data.unreadCount).toBe(0);
    expect((await seen(manager.cookie, { lastSeenAt: 'yesterday' })).statusCode).toBe(400);
  });
});
