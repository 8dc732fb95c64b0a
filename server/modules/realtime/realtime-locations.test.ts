// The live feed of a manager limited to some locations (docs/locations.md) carries only the
// events of their locations, as the activity list does: another location's touch (even of someone
// who also works at theirs), and an event without an employee, never reach their stream.
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp } from '../../../test/build-test-app';
import { promoteToAdmin, sessionCookie, signUpManager } from '../../../test/auth-helpers';
import { createUser } from '../../../test/factories';
import { phoneUserAgent } from '../../../test/visitors';
import { hashPassword } from '../../lib/passwords';
import { insertActivity } from '../activity/activity.repository';
import { SseStream } from './sse-stream';
import { listenOnRandomPort, openStream, sleep, waitUntil } from '../../../test/sse-client';

let app: App;
let baseUrl: string;
beforeAll(async () => {
  app = await buildTestApp();
  baseUrl = await listenOnRandomPort(app);
});
afterAll(() => app.close());

const as = (cookie: string) => (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

let visitor = 0;
/** A customer scans the card printed for location `number` (a new phone each time). */
async function touch(slug: string, number: number) {
  visitor += 1;
  const response = await app.inject({
    url: `/e/${slug}?l=${number}`,
    headers: { 'user-agent': phoneUserAgent(visitor) },
    remoteAddress: `198.51.100.${visitor}`,
  });
  expect(response.statusCode).toBe(200);
}

/** A manager of the owner's business; limited to `locationIds` when given. */
async function manager(
  owner: Awaited<ReturnType<typeof signUpManager>>,
  admin: ReturnType<typeof as>,
  locationIds?: string[],
) {
  const email = `rt-${Date.now()}-${++visitor}@salon.rs`;
  const business = { id: owner.businessId, name: owner.session.business.name as string };
  const { user } = await createUser(app.database.db, business, {
    email,
    passwordHash: await hashPassword('lozinka123'),
  });
  if (locationIds) {
    const limited = await admin('PATCH', `/api/admin/users/${user.id}`, { locationIds });
    expect(limited.json().locationIds).toEqual(locationIds);
  }
  // Signed in after the limit: a new limit ends the manager's sessions.
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email, password: 'lozinka123' },
  });
  expect(signIn.statusCode).toBe(200);
  return sessionCookie(signIn);
}

async function twoShops() {
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
  return {
    owner,
    ana,
    iva,
    maja,
    limited: await manager(owner, admin, [south.id]),
    unlimited: await manager(owner, admin),
  };
}

describe('GET /api/realtime for a manager limited to some locations', () => {
  it('carries only the events of the staff of their locations; an unlimited manager hears all', async () => {
    const { owner, ana, iva, maja, limited, unlimited } = await twoShops();
    const streams = {
      limited: await openStream(baseUrl, limited),
      unlimited: await openStream(baseUrl, unlimited),
    };
    try {
      await Promise.all(Object.values(streams).map((s) => s.ready()));
      // Another location's first: had it leaked, it would arrive before the ones waited for.
      await touch(ana.slug, 1);
      // Maja works at both, but this visit happened at the other location.
      await touch(maja.slug, 1);
      await insertActivity(app.database.db, {
        businessId: owner.businessId,
        employeeId: null,
        type: 'review',
      });
      await touch(iva.slug, 2);
      await touch(maja.slug, 2);
      await waitUntil(() => streams.unlimited.ofType('activity').length === 5);
      await waitUntil(() => streams.limited.ofType('activity').length >= 2);
      await sleep(200);

      const heard = (stream: typeof streams.limited) =>
        stream.ofType('activity').map((e) => e.data as Record<string, unknown>);
      expect(heard(streams.unlimited).map((e) => e.employeeId)).toEqual([
        ana.id,
        maja.id,
        null,
        iva.id,
        maja.id,
      ]);
      expect(heard(streams.limited).map((e) => e.employeeName)).toEqual(['Iva Jug', 'Maja Obe']);
      // The fields used to pick the audience stay on the server.
      expect(heard(streams.limited)[0]).not.toHaveProperty('locationIds');
      expect(heard(streams.limited)[0]).not.toHaveProperty('businessId');
      expect(streams.limited.ofType('refresh')).toEqual([]);
    } finally {
      await Promise.all(Object.values(streams).map((s) => s.close()));
    }
  });

  it('refuses a bare notice (no employee locations) to a limited audience only', () => {
    // What the hub falls back to when an event's details cannot be loaded.
    const notice = { businessId: 'b', employeeId: 'e1' };
    const res = { on: () => undefined, writableEnded: true } as unknown as ServerResponse;
    const audience = { businessId: 'b', employeeId: null, ownOnly: false };
    const limitedStream = new SseStream(res, { ...audience, locationIds: ['l2'] });
    const unlimitedStream = new SseStream(res, { ...audience, locationIds: null });
    expect(limitedStream.accepts(notice)).toBe(false);
    expect(limitedStream.accepts({ ...notice, locationIds: ['l1', 'l2'] })).toBe(true);
    expect(limitedStream.accepts({ ...notice, locationIds: ['l1'] })).toBe(false);
    expect(unlimitedStream.accepts(notice)).toBe(true);
    for (const stream of [limitedStream, unlimitedStream]) stream.close();
  });
});
