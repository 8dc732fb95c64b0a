import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp } from '../../../test/build-test-app';
import {
  employeeWithCredentials,
  promoteToAdmin,
  signInEmployee,
  signUpManager,
} from '../../../test/auth-helpers';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const signIn = (email: string, password: string, ip = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email, password },
    remoteAddress: ip,
  });

describe('sign-in limits', () => {
  it('locks an account after five wrong passwords: the sixth try answers 429 with Retry-After', async () => {
    const { email, password } = await signUpManager(app);
    for (let i = 0; i < 5; i++)
      expect((await signIn(email, 'pogresna', '10.0.0.1')).statusCode).toBe(401);
    const locked = await signIn(email, 'pogresna', '10.0.0.2');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: 'Too many attempts. Please wait before trying again.',
      },
    });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(890);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // The right password does not get through a lock either, from any address.
    expect((await signIn(email, password, '10.0.0.3')).statusCode).toBe(429);
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    const { email, password } = await signUpManager(app);
    for (let i = 0; i < 4; i++) await signIn(email, 'pogresna', '10.1.0.1');
    expect((await signIn(email, password, '10.1.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await signIn(email, 'pogresna', '10.1.0.1')).statusCode).toBe(401);
  });

  it('locks an address that tries many accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await signIn(`probe-${i}@example.com`, 'x', '10.2.0.1')).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('limits employee sign-in per username the same way', async () => {
    const manager = await signUpManager(app);
    const { username, password } = await employeeWithCredentials(app, manager.businessId);
    for (let i = 0; i < 5; i++)
      await app.inject({
        method: 'POST',
        url: '/api/auth/employee/signin',
        payload: { username, password: 'x' },
        remoteAddress: '10.3.0.1',
      });
    expect((await signInEmployee(app, username, password)).response.statusCode).toBe(429);
  });
});

describe("an admin's 'Reset Limit'", () => {
  it("lists the business's locked accounts and employees and lifts a lock", async () => {
    const admin = await signUpManager(app);
    await promoteToAdmin(app, admin.session.user.id);
    const { username, password } = await employeeWithCredentials(app, admin.businessId);
    for (let i = 0; i < 5; i++)
      await app.inject({
        method: 'POST',
        url: '/api/auth/employee/signin',
        payload: { username, password: 'x' },
        remoteAddress: '10.4.0.1',
      });

    const list = await app.inject({
      url: '/api/admin/lockouts',
      headers: { cookie: admin.cookie },
    });
    expect(list.statusCode).toBe(200);
    const key = `employee:${username.toLowerCase()}`;
    expect(list.json().items).toEqual([
      expect.objectContaining({
        key,
        kind: 'employee',
        subject: username.toLowerCase(),
        failures: 5,
      }),
    ]);

    const reset = await app.inject({
      method: 'POST',
      url: '/api/admin/lockouts/reset',
      headers: { cookie: admin.cookie },
      payload: { key },
    });
    expect(reset.statusCode).toBe(204);
    expect((await signInEmployee(app, username, password)).response.statusCode).toBe(200);
  });

  it("cannot see or lift another business's lockouts, and managers cannot use it at all", async () => {
    const victim = await signUpManager(app);
    for (let i = 0; i < 5; i++) await signIn(victim.email, 'x', '10.5.0.1');
    const otherAdmin = await signUpManager(app);
    await promoteToAdmin(app, otherAdmin.session.user.id);
    const key = `account:${victim.email.toLowerCase()}`;
    expect(
      (
        await app.inject({ url: '/api/admin/lockouts', headers: { cookie: otherAdmin.cookie } })
      ).json().items,
    ).toEqual([]);
    const reset = await app.inject({
      method: 'POST',
      url: '/api/admin/lockouts/reset',
      headers: { cookie: otherAdmin.cookie },
      payload: { key },
    });
    expect(reset.statusCode).toBe(404);
    const manager = await signUpManager(app);
    expect(
      (await app.inject({ url: '/api/admin/lockouts', headers: { cookie: manager.cookie } }))
        .statusCode,
    ).toBe(403);
  });
});
