// A live stream lives only as long as its session: it closes within a second of sign-out,
// credential reset, deactivation or a role change; one session holds at most five streams, and one
// person at most fifteen across sessions.
// Before this, GET /api/realtime kept delivering a business's activity 85 s after sign-out.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_STREAMS_PER_SESSION, MAX_STREAMS_PER_USER } from '@common/constants';
import type { App } from '../../app';
import { users } from '../../db/schema';
import { buildTestApp } from '../../../test/build-test-app';
import {
  employeeWithCredentials,
  promoteToAdmin,
  signInEmployee,
  signUpManager,
} from '../../../test/auth-helpers';
import { listenOnRandomPort, openStream, waitUntil } from '../../../test/sse-client';

let app: App;
let baseUrl: string;
beforeAll(async () => {
  app = await buildTestApp();
  baseUrl = await listenOnRandomPort(app);
});
afterAll(() => app.close());

const ORIGIN = { origin: 'http://localhost:80' };

describe('a live stream and its session', () => {
  it('closes within a second of signing out, and other sessions of the user stay open', async () => {
    const manager = await signUpManager(app);
    const other = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: manager.email, password: manager.password },
    });
    const otherCookie = `rt_session=${other.cookies.find((c) => c.name === 'rt_session')!.value}`;
    const stream = await openStream(baseUrl, manager.cookie);
    const kept = await openStream(baseUrl, otherCookie);
    try {
      await Promise.all([stream.ready(), kept.ready()]);
      const signedOutAt = Date.now();
      const out = await app.inject({
        method: 'POST',
        url: '/api/auth/signout',
        headers: { cookie: manager.cookie, ...ORIGIN },
      });
      expect(out.statusCode).toBe(204);
      await waitUntil(() => stream.ended, 1000);
      expect(Date.now() - signedOutAt).toBeLessThan(1000);
      expect(kept.ended).toBe(false);
    } finally {
      await Promise.all([stream.close(), kept.close()]);
    }
  });

  it("closes an employee's stream when a manager resets their credentials", async () => {
    const manager = await signUpManager(app);
    const milica = await employeeWithCredentials(app, manager.businessId, { name: 'Milica' });
    const signedIn = await signInEmployee(app, milica.username, milica.password);
    const stream = await openStream(baseUrl, signedIn.cookie);
    try {
      await stream.ready();
      const reset = await app.inject({
        method: 'PUT',
        url: `/api/employees/${milica.employee.id}/credentials`,
        headers: { cookie: manager.cookie, ...ORIGIN },
        payload: { username: milica.username, password: 'nova-lozinka-1' },
      });
      expect(reset.statusCode).toBe(200);
      await waitUntil(() => stream.ended, 1000);
    } finally {
      await stream.close();
    }
  });

  it("closes an employee's stream when the employee is deactivated", async () => {
    const manager = await signUpManager(app);
    const jovan = await employeeWithCredentials(app, manager.businessId, { name: 'Jovan' });
    const signedIn = await signInEmployee(app, jovan.username, jovan.password);
    const stream = await openStream(baseUrl, signedIn.cookie);
    try {
      await stream.ready();
      const off = await app.inject({
        method: 'PATCH',
        url: `/api/employees/${jovan.employee.id}`,
        headers: { cookie: manager.cookie, ...ORIGIN },
        payload: { isActive: false },
      });
      expect(off.statusCode).toBe(200);
      await waitUntil(() => stream.ended, 1000);
    } finally {
      await stream.close();
    }
  });

  it("closes a manager's stream when an admin changes their role or deactivates them", async () => {
    const admin = await signUpManager(app);
    await promoteToAdmin(app, admin.session.user.id);
    const invited = await signUpManager(app);
    // Bring the second account into the admin's business, as an invitation would.
    await app.database.db
      .update(users)
      .set({ businessId: admin.businessId })
      .where(eq(users.id, invited.session.user.id));
    const stream = await openStream(baseUrl, invited.cookie);
    try {
      await stream.ready();
      const change = await app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${invited.session.user.id}`,
        headers: { cookie: admin.cookie, ...ORIGIN },
        payload: { isActive: false },
      });
      expect(change.statusCode).toBe(200);
      await waitUntil(() => stream.ended, 1000);
    } finally {
      await stream.close();
    }
  });

  it(`keeps at most ${MAX_STREAMS_PER_SESSION} streams per session, closing the oldest first`, async () => {
    const manager = await signUpManager(app);
    const streams: Awaited<ReturnType<typeof openStream>>[] = [];
    try {
      for (let i = 0; i < MAX_STREAMS_PER_SESSION + 2; i++) {
        const stream = await openStream(baseUrl, manager.cookie);
        await stream.ready();
        streams.push(stream);
      }
      await waitUntil(() => streams[0]!.ended && streams[1]!.ended, 1000);
      expect(streams.map((s) => s.ended)).toEqual([
        true,
        true,
        ...Array<boolean>(MAX_STREAMS_PER_SESSION).fill(false),
      ]);
    } finally {
      await Promise.all(streams.map((s) => s.close()));
    }
  });

  it(`keeps at most ${MAX_STREAMS_PER_USER} streams per person across sessions`, async () => {
    const manager = await signUpManager(app);
    const sessions = MAX_STREAMS_PER_USER / MAX_STREAMS_PER_SESSION + 1;
    const cookies: string[] = [];
    for (let i = 0; i < sessions; i++) {
      const signedIn = await app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: manager.email, password: manager.password },
      });
      cookies.push(`rt_session=${signedIn.cookies.find((c) => c.name === 'rt_session')!.value}`);
    }
    const streams: Awaited<ReturnType<typeof openStream>>[] = [];
    try {
      for (const cookie of cookies)
        for (let i = 0; i < MAX_STREAMS_PER_SESSION; i++) {
          const stream = await openStream(baseUrl, cookie);
          await stream.ready();
          streams.push(stream);
        }
      const extra = streams.length - MAX_STREAMS_PER_USER;
      await waitUntil(() => streams.slice(0, extra).every((s) => s.ended), 1000);
      expect(streams.filter((s) => !s.ended)).toHaveLength(MAX_STREAMS_PER_USER);
      expect(streams.slice(extra).every((s) => !s.ended)).toBe(true);
    } finally {
      await Promise.all(streams.map((s) => s.close()));
    }
  });
});
