import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { employeeWithCredentials, promoteToAdmin, signUpManager } from '../../../test/auth-helpers';

const app = useTestApp();

const signIn = (email: string, password: string, ip = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email, password },
    remoteAddress: ip,
  });

describe('sign-in limits', () => {
  it('locks an account and address pair after five wrong passwords: the sixth try answers 429 with Retry-After', async () => {
    const { email, password } = await signUpManager(app);
    for (let i = 0; i < 5; i++)
      expect((await signIn(email, 'pogresna', '10.0.0.1')).statusCode).toBe(401);
    const locked = await signIn(email, 'pogresna', '10.0.0.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      error: {
        key: expect.any(String),
        code: 'RATE_LIMITED',
        message: 'Too many attempts. Please wait before trying again.',
      },
    });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(50);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // The right password does not get through the lock from that address either.
    expect((await signIn(email, password, '10.0.0.1')).statusCode).toBe(429);
  });

  it("never refuses the owner's correct password from another address because of someone else's failures", async () => {
    const { email, password } = await signUpManager(app);
    // An attacker keeps the account's failures going from their own address.
    for (let i = 0; i < 12; i++) await signIn(email, 'pogresna', '10.9.0.66');
    expect((await signIn(email, 'pogresna', '10.9.0.66')).statusCode).toBe(429);
    expect((await signIn(email, password, '10.9.0.1')).statusCode).toBe(200);
  });

  it('makes each further failure from the locked pair wait twice as long, up to 15 minutes', async () => {
    const { email } = await signUpManager(app);
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) await signIn(email, 'pogresna', '10.8.0.1');
    for (let n = 0; n < 6; n++) {
      // Each lock is lifted by time here (moved into the past), and the next failure counts.
      await app.database.db.execute(
        sql`update sign_in_throttles set locked_until = now() - interval '1 second'
            where key like ${'pair:account:' + email.toLowerCase() + '|%'}`,
      );
      await signIn(email, 'pogresna', '10.8.0.1');
      waits.push(Number((await signIn(email, 'pogresna', '10.8.0.1')).headers['retry-after']));
    }
    expect(waits).toEqual([120, 240, 480, 900, 900, 900]);
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

  it('lets staff who signed in on this browser before through a locked shared address, and nobody else', async () => {
    const manager = await signUpManager(app);
    const { username, password } = await employeeWithCredentials(app, manager.businessId);
    const salonWifi = '10.7.0.1';
    const employeeSignIn = (pass: string, cookie?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/employee/signin',
        payload: { username, password: pass },
        remoteAddress: salonWifi,
        ...(cookie ? { headers: { cookie } } : {}),
      });
    // Yesterday the stylist signed in on her phone; the phone remembers it.
    const earlier = await employeeSignIn(password);
    expect(earlier.statusCode).toBe(200);
    const known = earlier.cookies.find((c) => c.name === 'rt_known')!;
    expect(known).toMatchObject({ httpOnly: true, path: '/api/auth' });
    const phone = `rt_known=${known.value}`;
    // Today someone on the same Wi-Fi tries 30 accounts: the address is locked.
    for (let i = 0; i < 30; i++) await signIn(`sprej-${i}@example.com`, 'x', salonWifi);
    expect((await signIn('sprej-31@example.com', 'x', salonWifi)).statusCode).toBe(429);
    // Her phone still signs her in; a browser nobody signed in on waits, even with her password.
    expect((await employeeSignIn(password, phone)).statusCode).toBe(200);
    expect((await employeeSignIn(password)).statusCode).toBe(429);
    // A cookie not signed by this server, or another person's, does not help.
    expect((await employeeSignIn(password, 'rt_known=abc.def')).statusCode).toBe(429);
    const ownerPhone = await signIn(manager.email, manager.password, '10.7.9.9');
    const ownerKnown = `rt_known=${ownerPhone.cookies.find((c) => c.name === 'rt_known')!.value}`;
    expect((await employeeSignIn(password, ownerKnown)).statusCode).toBe(429);
    // Her own pair's lock still holds on her phone: five wrong passwords, then 429.
    for (let i = 0; i < 5; i++)
      expect((await employeeSignIn('pogresna', phone)).statusCode).toBe(401);
    expect((await employeeSignIn(password, phone)).statusCode).toBe(429);
  });

  it('limits employee sign-in per username and address the same way', async () => {
    const manager = await signUpManager(app);
    const { username, password } = await employeeWithCredentials(app, manager.businessId);
    const employeeSignIn = (pass: string, ip: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/employee/signin',
        payload: { username, password: pass },
        remoteAddress: ip,
      });
    for (let i = 0; i < 5; i++) await employeeSignIn('x', '10.3.0.1');
    expect((await employeeSignIn(password, '10.3.0.1')).statusCode).toBe(429);
    expect((await employeeSignIn(password, '10.3.0.2')).statusCode).toBe(200);
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
    const key = `pair:employee:${username.toLowerCase()}|10.4.0.1`;
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
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/employee/signin',
      payload: { username, password },
      remoteAddress: '10.4.0.1',
    });
    expect(again.statusCode).toBe(200);
  });

  it("cannot see or lift another business's lockouts, and managers cannot use it at all", async () => {
    const victim = await signUpManager(app);
    for (let i = 0; i < 5; i++) await signIn(victim.email, 'x', '10.5.0.1');
    const otherAdmin = await signUpManager(app);
    await promoteToAdmin(app, otherAdmin.session.user.id);
    const key = `pair:account:${victim.email.toLowerCase()}|10.5.0.1`;
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

describe("a manager's lockouts of their employees", () => {
  it("lists and lifts only the business's employees' locks, never an account's", async () => {
    const manager = await signUpManager(app);
    const { username, password } = await employeeWithCredentials(app, manager.businessId);
    for (let i = 0; i < 5; i++) {
      await app.inject({
        method: 'POST',
        url: '/api/auth/employee/signin',
        payload: { username, password: 'x' },
        remoteAddress: '10.6.0.1',
      });
      await signIn(manager.email, 'x', '10.6.0.1');
    }
    const list = await app.inject({
      url: '/api/employees/lockouts',
      headers: { cookie: manager.cookie },
    });
    expect(list.statusCode).toBe(200);
    const items = list.json().items as { key: string; kind: string }[];
    expect(items.map((i) => i.kind)).toEqual(['employee']);
    const accountKey = `pair:account:${manager.email.toLowerCase()}|10.6.0.1`;
    const refused = await app.inject({
      method: 'POST',
      url: '/api/employees/lockouts/reset',
      headers: { cookie: manager.cookie },
      payload: { key: accountKey },
    });
    expect(refused.statusCode).toBe(404);
    const lifted = await app.inject({
      method: 'POST',
      url: '/api/employees/lockouts/reset',
      headers: { cookie: manager.cookie },
      payload: { key: items[0]!.key },
    });
    expect(lifted.statusCode).toBe(204);
    const back = await app.inject({
      method: 'POST',
      url: '/api/auth/employee/signin',
      payload: { username, password },
      remoteAddress: '10.6.0.1',
    });
    expect(back.statusCode).toBe(200);
  });
});
