// A manager limited to some locations (docs/locations.md): an admin sets the list; the manager
// then reads and changes only what belongs to those locations, and what concerns every location
// (a new location, the Google connection, re-matching) is refused.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { promoteToAdmin, sessionCookie, signUpManager } from '../../../test/auth-helpers';
import { createReview, createUser } from '../../../test/factories';
import { eq } from 'drizzle-orm';
import { reviews, signInThrottles } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { pairKey } from '../auth/throttle.service';

const app = useTestApp();

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';
const as = (cookie: string) => (method: Method, url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function signIn(email: string, password: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email, password },
  });
  expect(response.statusCode).toBe(200);
  return sessionCookie(response);
}

async function shopsWithLimitedManager() {
  const owner = await signUpManager(app);
  await promoteToAdmin(app, owner.session.user.id);
  const admin = as(owner.cookie);
  const south = (await admin('POST', '/api/locations', { name: 'Jug' })).json();
  const [center] = (await admin('GET', '/api/locations')).json().items;
  const add = async (name: string, locationIds: string[]) =>
    (await admin('POST', '/api/employees', { name, locationIds })).json();
  const ana = await add('Ana Centar', [center.id]);
  const iva = await add('Iva Jug', [south.id]);
  const maja = await add('Maja Obe', [center.id, south.id]);
  const email = `mila-${Date.now()}@salon.rs`;
  const business = { id: owner.businessId, name: owner.session.business.name as string };
  const { user } = await createUser(app.database.db, business, {
    email,
    passwordHash: await hashPassword('lozinka123'),
  });
  const before = await signIn(email, 'lozinka123');
  const limited = await admin('PATCH', `/api/admin/users/${user.id}`, { locationIds: [center.id] });
  expect(limited.statusCode).toBe(200);
  expect(limited.json().locationIds).toEqual([center.id]);
  // The new limitation ends the manager's sessions: the next request signs in again.
  expect((await as(before)('GET', '/api/locations')).statusCode).toBe(401);
  const managerCookie = await signIn(email, 'lozinka123');
  const manager = as(managerCookie);
  return { owner, admin, manager, managerCookie, user, center, south, ana, iva, maja };
}

describe('a manager limited to one location', () => {
  it('reads only that location’s locations, people, reviews and figures', async () => {
    const { owner, manager, center, south, ana, iva, maja } = await shopsWithLimitedManager();
    const db = app.database.db;
    const business = { id: owner.businessId };
    const own = await createReview(db, business, { locationId: center.id, text: 'Centar' });
    const other = await createReview(db, business, { locationId: south.id, text: 'Jug' });

    const locations = (await manager('GET', '/api/locations')).json().items;
    expect(locations.map((l: { id: string }) => l.id)).toEqual([center.id]);
    // The session names the limit, so the header can say whose figures these are.
    expect((await manager('GET', '/api/auth/session')).json().locationIds).toEqual([center.id]);
    expect((await as(owner.cookie)('GET', '/api/auth/session')).json().locationIds).toEqual([]);
    const people = (await manager('GET', '/api/employees')).json().items;
    expect(people.map((e: { name: string }) => e.name).sort()).toEqual(['Ana Centar', 'Maja Obe']);
    expect((await manager('GET', `/api/employees/${iva.id}`)).statusCode).toBe(404);
    expect((await manager('GET', `/api/employees/${ana.id}`)).statusCode).toBe(200);
    expect((await manager('GET', `/api/employees/${iva.id}/qr.svg`)).statusCode).toBe(404);

    const reviews = (await manager('GET', '/api/reviews')).json().items;
    expect(reviews.map((r: { id: string }) => r.id)).toEqual([own.id]);
    const figures = (await manager('GET', '/api/analytics/overview?range=7d')).json();
    expect(figures.reviews).toBe(1);
    expect(
      (await manager('GET', `/api/analytics/overview?locationId=${south.id}`)).statusCode,
    ).toBe(404);
    const breakdown = (await manager('GET', '/api/analytics/locations')).json().items;
    expect(breakdown.map((l: { locationId: string }) => l.locationId)).toEqual([center.id]);
    const csv = (await manager('GET', '/api/exports/reviews.csv?range=30d')).body;
    expect(csv).toContain('Centar');
    expect(csv).not.toContain(',Jug');
    const feed = (await manager('GET', '/api/activity?limit=50')).json().items;
    expect(feed.some((event: { employeeId: string }) => event.employeeId === iva.id)).toBe(false);
    expect(feed.some((event: { employeeId: string }) => event.employeeId === maja.id)).toBe(true);
    expect(
      (await manager('POST', `/api/reviews/${other.id}/attribution`, { employeeId: ana.id }))
        .statusCode,
    ).toBe(404);
  });

  it('changes only its own location and refuses what concerns every location', async () => {
    const { manager, admin, center, south, ana, iva, maja } = await shopsWithLimitedManager();
    expect(
      (await manager('PATCH', `/api/employees/${iva.id}`, { name: 'Iva Nova' })).statusCode,
    ).toBe(404);
    expect(
      (
        await manager('PUT', `/api/employees/${iva.id}/credentials`, {
          username: 'iva.jug',
          password: 'lozinka123',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await manager('PATCH', `/api/locations/${south.id}`, { name: 'Sever' })).statusCode,
    ).toBe(404);
    expect(
      (await manager('PATCH', `/api/locations/${center.id}`, { address: 'Knez Mihailova 1' }))
        .statusCode,
    ).toBe(200);
    const refused = await manager('POST', '/api/locations', { name: 'Treća' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(/every location/);
    expect((await manager('POST', '/api/reviews/rematch')).statusCode).toBe(403);
    expect((await manager('POST', '/api/google/sync')).statusCode).toBe(403);
    expect((await manager('GET', '/api/google/status')).statusCode).toBe(200);

    // A new employee works at the manager's location; one elsewhere is not theirs to place.
    const added = (await manager('POST', '/api/employees', { name: 'Nina Nova' })).json();
    expect(added.locationIds).toEqual([center.id]);
    expect(
      (await manager('POST', '/api/employees', { name: 'Lea Jug', locationIds: [south.id] }))
        .statusCode,
    ).toBe(404);
    // Moving someone who works at both keeps where the manager cannot see.
    const moved = await manager('PUT', `/api/employees/${maja.id}/locations`, {
      locationIds: [center.id],
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().locationIds.sort()).toEqual([center.id, south.id].sort());
    expect(
      (await manager('PUT', `/api/employees/${ana.id}/locations`, { locationIds: [south.id] }))
        .statusCode,
    ).toBe(404);

    // Another location's locked sign-in is neither listed nor lifted by this manager.
    const set = await admin('PUT', `/api/employees/${iva.id}/credentials`, {
      username: 'iva.jug',
      password: 'lozinka123',
    });
    expect(set.statusCode).toBe(200);
    const key = pairKey('employee', 'iva.jug', '10.9.0.1');
    await app.database.db
      .insert(signInThrottles)
      .values({ key, failures: 5, lockedUntil: new Date(Date.now() + 3_600_000) });
    expect((await admin('GET', '/api/employees/lockouts')).json().total).toBe(1);
    expect((await manager('GET', '/api/employees/lockouts')).json().total).toBe(0);
    expect((await manager('POST', '/api/employees/lockouts/reset', { key })).statusCode).toBe(404);

    // An admin is never limited; a foreign location is refused; an empty list lifts the limit.
    const users = (await admin('GET', '/api/admin/users')).json().items;
    const owner = users.find((u: { role: string }) => u.role === 'admin');
    const limitedUser = users.find((u: { locationIds: string[] }) => u.locationIds.length > 0);
    const adminLimited = await admin('PATCH', `/api/admin/users/${owner.id}`, {
      locationIds: [center.id],
    });
    expect(adminLimited.statusCode).toBe(400);
    expect(adminLimited.json().error.message).toMatch(/only a manager/);
    const other = await signUpManager(app);
    const [foreign] = (await as(other.cookie)('GET', '/api/locations')).json().items;
    expect(
      (await admin('PATCH', `/api/admin/users/${limitedUser.id}`, { locationIds: [foreign.id] }))
        .statusCode,
    ).toBe(400);
    const lifted = await admin('PATCH', `/api/admin/users/${limitedUser.id}`, { locationIds: [] });
    expect(lifted.json().locationIds).toEqual([]);
  });

  it('cannot rewrite another location’s reviews through a file import, nor business-wide settings', async () => {
    const { owner, manager, managerCookie, center, south, iva } = await shopsWithLimitedManager();
    const db = app.database.db;
    const theirs = await createReview(
      db,
      { id: owner.businessId },
      {
        locationId: south.id,
        employeeId: iva.id,
        matchType: 'name_match',
        rating: 5,
        text: 'Iva je divna',
      },
    );
    const csv = [
      'review_id,author_name,rating,published_at,text',
      `${theirs.externalId},Neko,1,2026-11-01T10:00:00Z,Ana Centar je najbolja`,
      'nova-recenzija-centar,Marko,5,2026-11-02T10:00:00Z,Sve pohvale',
    ].join('\n');
    const imported = await app.inject({
      method: 'POST',
      url: `/api/reviews/import?locationId=${center.id}`,
      headers: { cookie: managerCookie, origin: 'http://localhost:80', 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toMatchObject({ imported: 1, updated: 0, unchanged: 0 });
    expect(imported.json().rejected).toEqual([
      {
        row: 2,
        reason: 'review_id is a review of a location you do not manage',
        code: 'otherLocation',
      },
    ]);
    const [after] = await db.select().from(reviews).where(eq(reviews.id, theirs.id));
    expect(after).toMatchObject({ rating: 5, text: 'Iva je divna', employeeId: iva.id });

    for (const change of [
      { name: 'Preuzeto' },
      { timezone: 'Europe/London' },
      { otherNames: ['Iva'] },
    ]) {
      const refused = await manager('PATCH', '/api/business', change);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toMatch(/every location/);
    }
    expect((await as(owner.cookie)('PATCH', '/api/business', { name: 'Lepota' })).statusCode).toBe(
      200,
    );
  });

  it('never shows another location’s review of someone who works at both, by any channel', async () => {
    const { owner, admin, manager, south, maja } = await shopsWithLimitedManager();
    const csv = [
      'review_id,author_name,rating,published_at,text',
      `jug-maja-${Date.now()},Petar,1,${new Date().toISOString()},Maja Obe nije bila ljubazna`,
    ].join('\n');
    const imported = await app.inject({
      method: 'POST',
      url: `/api/reviews/import?locationId=${south.id}`,
      headers: { cookie: owner.cookie, origin: 'http://localhost:80', 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(imported.json()).toMatchObject({ imported: 1 });
    const adminFeed = (await admin('GET', '/api/activity?limit=50')).json().items;
    const event = adminFeed.find(
      (item: { type: string; employeeId: string }) =>
        item.type === 'review' && item.employeeId === maja.id,
    );
    expect(event).toBeDefined();
    const reviewId = event.payload.reviewId as string;

    const feed = (await manager('GET', '/api/activity?limit=50')).json().items;
    expect(feed.some((item: { id: number }) => item.id === event.id)).toBe(false);
    // Maja's own events of no one location (her being added) still show.
    expect(feed.some((item: { employeeId: string }) => item.employeeId === maja.id)).toBe(true);
    const bell = (await manager('GET', '/api/functions/get-notification-data')).body;
    expect(bell).not.toContain(reviewId);
    const exported = (await manager('GET', '/api/exports/activity.csv?range=30d')).body;
    expect(exported).not.toContain('Petar');
    expect((await admin('GET', '/api/exports/activity.csv?range=30d')).body).toContain('Petar');
  });
});
