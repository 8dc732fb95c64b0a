import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { invites, users } from '../../db/schema';
import { buildTestApp } from '../../../test/build-test-app';
import {
  employeeWithCredentials,
  promoteToAdmin,
  sessionCookie,
  signInEmployee,
  signUpManager,
  uniqueEmail,
} from '../../../test/auth-helpers';

const ORIGIN = 'https://reviews.example.com';
let app: App;
beforeAll(async () => {
  app = await buildTestApp({ env: { PUBLIC_URL: ORIGIN } });
});
afterAll(() => app.close());

type Caller = { cookie: string };
const invite = (caller: Caller, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/admin/invites', headers: caller, payload });
const pending = (caller: Caller) => app.inject({ url: '/api/admin/invites', headers: caller });
const revoke = (caller: Caller, id: string) =>
  app.inject({
    method: 'DELETE',
    url: `/api/admin/invites/${id}`,
    headers: { ...caller, origin: ORIGIN },
  });
const preview = (token: string) =>
  app.inject({ url: `/api/auth/invite/${encodeURIComponent(token)}` });
const accept = (token: string, password = 'pozivnica1') =>
  app.inject({ method: 'POST', url: '/api/auth/invite/accept', payload: { token, password } });

const tokenOf = (inviteUrl: string) => new URL(inviteUrl).searchParams.get('token')!;

async function signUpAdmin() {
  const owner = await signUpManager(app);
  await promoteToAdmin(app, owner.session.user.id);
  return owner;
}

describe('invite API access', () => {
  it('is for admins only: 401 signed out, 403 managers and employees', async () => {
    const manager = await signUpManager(app);
    const { username, password } = await employeeWithCredentials(app, manager.businessId);
    const employee = await signInEmployee(app, username, password);
    const body = { email: uniqueEmail('new'), role: 'manager' };
    expect((await invite({ cookie: '' }, body)).statusCode).toBe(401);
    expect((await invite(manager, body)).statusCode).toBe(403);
    expect((await invite(employee, body)).statusCode).toBe(403);
    expect((await pending(manager)).statusCode).toBe(403);
    expect((await revoke(manager, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(403);
  });
});

describe('POST /api/admin/invites', () => {
  it('answers a 7-day link on PUBLIC_URL and stores only the hash of its token', async () => {
    const admin = await signUpAdmin();
    const email = uniqueEmail('invited');
    const res = await invite(admin, { email, role: 'manager' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ email, role: 'manager' });
    expect(body.inviteUrl).toMatch(new RegExp(`^${ORIGIN}/auth/invite\\?token=[\\w-]{43}$`));
    const days = (Date.parse(body.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const token = tokenOf(body.inviteUrl);
    const [row] = await app.database.db.select().from(invites).where(eq(invites.id, body.id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('refuses an address that already has an account, and bad input', async () => {
    const admin = await signUpAdmin();
    const res = await invite(admin, { email: admin.email, role: 'admin' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('EMAIL_TAKEN');
    expect((await invite(admin, { email: 'nope', role: 'admin' })).statusCode).toBe(400);
    expect((await invite(admin, { email: uniqueEmail(), role: 'employee' })).statusCode).toBe(400);
  });
});

describe('pending invitations', () => {
  it('lists the business’s pending invitations only; a new link replaces the old one', async () => {
    const admin = await signUpAdmin();
    const other = await signUpAdmin();
    const email = uniqueEmail('twice');
    const old = (await invite(admin, { email, role: 'manager' })).json();
    const renewed = (await invite(admin, { email, role: 'admin' })).json();
    await invite(other, { email: uniqueEmail('theirs'), role: 'manager' });

    const list = (await pending(admin)).json();
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({ id: renewed.id, email, role: 'admin' });
    expect(list.items[0]).not.toHaveProperty('inviteUrl');
    expect((await preview(tokenOf(old.inviteUrl))).statusCode).toBe(404);
  });

  it('revokes an invitation of the business; another business cannot (404)', async () => {
    const admin = await signUpAdmin();
    const stranger = await signUpAdmin();
    const created = (await invite(admin, { email: uniqueEmail(), role: 'manager' })).json();
    expect((await revoke(stranger, created.id)).statusCode).toBe(404);
    expect((await pending(admin)).json().total).toBe(1);
    expect((await revoke(admin, created.id)).statusCode).toBe(204);
    expect((await pending(admin)).json().total).toBe(0);
    expect((await preview(tokenOf(created.inviteUrl))).statusCode).toBe(404);
    expect((await accept(tokenOf(created.inviteUrl))).statusCode).toBe(404);
  });
});

describe('accepting an invitation', () => {
  it('shows the business and address, then creates the account with its role and signs in', async () => {
    const admin = await signUpAdmin();
    const email = uniqueEmail('joiner');
    const created = (await invite(admin, { email, role: 'manager' })).json();
    const token = tokenOf(created.inviteUrl);

    const shown = await preview(token);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({
      email,
      businessName: admin.session.business.name,
      role: 'manager',
    });

    const res = await accept(token);
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({
      email,
      role: 'manager',
      businessId: admin.businessId,
      isEmployee: false,
    });
    const me = await app.inject({
      url: '/api/auth/session',
      headers: { cookie: sessionCookie(res) },
    });
    expect(me.json().business.id).toBe(admin.businessId);
    // The new account signs in with the chosen password.
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email, password: 'pozivnica1' },
    });
    expect(signIn.statusCode).toBe(200);
    expect((await pending(admin)).json().total).toBe(0);
  });

  it('works once: a used link answers 410', async () => {
    const admin = await signUpAdmin();
    const created = (await invite(admin, { email: uniqueEmail(), role: 'admin' })).json();
    const token = tokenOf(created.inviteUrl);
    expect((await accept(token)).json().user.role).toBe('admin');
    const again = await accept(token);
    expect(again.statusCode).toBe(410);
    expect(again.json().error.message).toBe('This invitation has already been used.');
    expect((await preview(token)).statusCode).toBe(410);
  });

  it('answers 410 for an expired link and 404 for an unknown one', async () => {
    const admin = await signUpAdmin();
    const created = (await invite(admin, { email: uniqueEmail(), role: 'manager' })).json();
    await app.database.db
      .update(invites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invites.id, created.id));
    const token = tokenOf(created.inviteUrl);
    const expired = await preview(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.message).toMatch(/expired/);
    expect((await accept(token)).statusCode).toBe(410);
    expect((await preview('not-a-real-token')).statusCode).toBe(404);
    expect((await accept('not-a-real-token')).statusCode).toBe(404);
  });

  it('checks the password rule and refuses an address registered meanwhile (409)', async () => {
    const admin = await signUpAdmin();
    const email = uniqueEmail('late');
    const created = (await invite(admin, { email, role: 'manager' })).json();
    const token = tokenOf(created.inviteUrl);
    const short = await accept(token, '123');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe('Password must be at least 6 characters long.');
    await signUpManager(app, { email });
    const taken = await accept(token);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('EMAIL_TAKEN');
    const rows = await app.database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
  });
});
