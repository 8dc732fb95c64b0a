// Invitations (docs/accounts.md, docs/SECURITY.md "The identity model"): the link goes by mail to
// the invited address only, over real SMTP here, in the inviter's language; the inviter never sees
// it, so accepting an invitation proves the mailbox and confirms the address.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { authUsers, businesses, invites, users } from '../../db/schema';
import { buildTestApp } from '../../../test/build-test-app';
import {
  employeeWithCredentials,
  promoteToAdmin,
  sessionCookie,
  signInEmployee,
  signUpManager,
  uniqueEmail,
} from '../../../test/auth-helpers';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp';

const ORIGIN = 'https://reviews.example.com';
/** Mail to this address is refused by the mail server, as a mistyped domain's would be. */
const BOUNCING = /^bounce-/;
let smtp: TestSmtp;
let app: App;
beforeAll(async () => {
  smtp = await startTestSmtp({
    onMail: (mail) => {
      if (mail.to.some((to) => BOUNCING.test(to))) throw new Error('mailbox unavailable');
    },
  });
  app = await buildTestApp({ env: { PUBLIC_URL: ORIGIN, SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

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

/** The token of the invitation mailed to this address (the next one not read yet). */
async function mailedToken(email: string) {
  const mail = await smtp.next(email, 5000, '/auth/invite');
  return new URL(mail.textLinks[0]!).searchParams.get('token')!;
}

/** Invites and reads the mailed token, as the invited person would. */
async function inviteAndOpen(caller: Caller, email: string, role = 'manager') {
  const res = await invite(caller, { email, role });
  expect(res.statusCode).toBe(201);
  return { created: res.json(), token: await mailedToken(email) };
}

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
  it('mails a 7-day link on PUBLIC_URL, answers no link, and stores only the hash of its token', async () => {
    const admin = await signUpAdmin();
    const email = uniqueEmail('invited');
    const res = await invite(admin, { email, role: 'manager' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['email', 'expiresAt', 'id', 'locationIds', 'role']);
    expect(body).toMatchObject({ email, role: 'manager' });
    const days = (Date.parse(body.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const mail = await smtp.next(email, 5000, '/auth/invite');
    expect(mail.textLinks).toHaveLength(1);
    expect(mail.htmlLinks).toEqual(mail.textLinks);
    // In the inviter's language: the invited person's browser has no choice stored yet.
    expect(mail.textLinks[0]).toMatch(new RegExp(`^${ORIGIN}/en/auth/invite\\?token=[\\w-]{43}$`));
    expect(mail.subject).toBe(`Invitation to join ${admin.session.business.name} on ReviewTrace`);
    expect(mail.text).toContain(`${admin.email} invited you to join`);
    const token = new URL(mail.textLinks[0]!).searchParams.get('token')!;
    expect(res.body).not.toContain(token);
    expect((await pending(admin)).body).not.toContain(token);
    const [row] = await app.database.db.select().from(invites).where(eq(invites.id, body.id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('writes in the inviter’s language and keeps the business’s name as text', async () => {
    const admin = await signUpAdmin();
    await app.database.db
      .update(authUsers)
      .set({ locale: 'sr-Cyrl' })
      .where(eq(authUsers.email, admin.email));
    await app.database.db
      .update(businesses)
      .set({ name: 'Salon <b>Lepota</b>\r\nBcc: x@evil.test' })
      .where(eq(businesses.id, admin.businessId));
    const email = uniqueEmail('pozvana');
    expect((await invite(admin, { email, role: 'admin' })).statusCode).toBe(201);
    const mail = await smtp.next(email, 5000, '/auth/invite');
    expect(new URL(mail.textLinks[0]!).pathname).toBe('/sr-Cyrl/auth/invite');
    expect(mail.subject).toMatch(/[\u0400-\u04FF]/);
    expect(mail.subject).toContain('Salon <b>Lepota</b> Bcc: x@evil.test');
    expect(mail.to).toEqual([email.toLowerCase()]);
    expect(mail.text).toContain('администратор');
    expect(mail.html).toContain('&lt;b&gt;Lepota&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Lepota');
  });

  it('answers the same for an address that already has an account; only its mailbox learns', async () => {
    const admin = await signUpAdmin();
    const someone = await signUpManager(app);
    const res = await invite(admin, { email: someone.email, role: 'manager' });
    expect(res.statusCode).toBe(201);
    const taken = await accept(await mailedToken(someone.email));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('EMAIL_TAKEN');
    expect((await invite(admin, { email: 'nope', role: 'admin' })).statusCode).toBe(400);
    expect((await invite(admin, { email: uniqueEmail(), role: 'employee' })).statusCode).toBe(400);
  });

  it('does not mail the same invitation twice within a minute', async () => {
    const admin = await signUpAdmin();
    const email = uniqueEmail('twice');
    const first = (await invite(admin, { email, role: 'manager' })).json();
    const again = await invite(admin, { email, role: 'manager' });
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.id);
    await mailedToken(email);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.mails.filter((mail) => mail.to.includes(email))).toHaveLength(1);
  });

  it('withdraws an invitation the mail server refused, and says so (503)', async () => {
    const admin = await signUpAdmin();
    const res = await invite(admin, { email: uniqueEmail('bounce-'), role: 'manager' });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.message).toMatch(/Email cannot be sent/);
    expect((await pending(admin)).json().total).toBe(0);
  });
});

describe('pending invitations', () => {
  it('lists the business’s pending invitations only; a new link replaces the old one', async () => {
    const admin = await signUpAdmin();
    const other = await signUpAdmin();
    const email = uniqueEmail('renewed');
    const old = await inviteAndOpen(admin, email);
    const renewed = (await inviteAndOpen(admin, email, 'admin')).created;
    await invite(other, { email: uniqueEmail('theirs'), role: 'manager' });

    const list = (await pending(admin)).json();
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({ id: renewed.id, email, role: 'admin' });
    expect((await preview(old.token)).statusCode).toBe(404);
  });

  it('revokes an invitation of the business; another business cannot (404)', async () => {
    const admin = await signUpAdmin();
    const stranger = await signUpAdmin();
    const { created, token } = await inviteAndOpen(admin, uniqueEmail());
    expect((await revoke(stranger, created.id)).statusCode).toBe(404);
    expect((await pending(admin)).json().total).toBe(1);
    expect((await revoke(admin, created.id)).statusCode).toBe(204);
    expect((await pending(admin)).json().total).toBe(0);
    expect((await preview(token)).statusCode).toBe(404);
    expect((await accept(token)).statusCode).toBe(404);
  });
});

describe('accepting an invitation', () => {
  it('shows the business and address, then creates the account with its role and signs in', async () => {
    const admin = await signUpAdmin();
    const email = uniqueEmail('joiner');
    const { token } = await inviteAndOpen(admin, email);

    const shown = await preview(token);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({
      email,
      businessName: admin.session.business.name,
      role: 'manager',
      locationNames: [],
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

  it('keeps the language the invitation was opened in for the account’s later mails', async () => {
    const admin = await signUpAdmin();
    const email = uniqueEmail('jezik');
    const { token } = await inviteAndOpen(admin, email);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/invite/accept',
      payload: { token, password: 'pozivnica1', locale: 'sr-Cyrl' },
    });
    expect(res.statusCode).toBe(201);
    const [account] = await app.database.db
      .select({ locale: authUsers.locale })
      .from(authUsers)
      .where(eq(authUsers.email, email));
    expect(account!.locale).toBe('sr-Cyrl');
  });

  it('works once: a used link answers 410', async () => {
    const admin = await signUpAdmin();
    const { token } = await inviteAndOpen(admin, uniqueEmail(), 'admin');
    expect((await accept(token)).json().user.role).toBe('admin');
    const again = await accept(token);
    expect(again.statusCode).toBe(410);
    expect(again.json().error.message).toBe('This invitation has already been used.');
    expect((await preview(token)).statusCode).toBe(410);
  });

  it('answers 410 for an expired link and 404 for an unknown one', async () => {
    const admin = await signUpAdmin();
    const { created, token } = await inviteAndOpen(admin, uniqueEmail());
    await app.database.db
      .update(invites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invites.id, created.id));
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
    const { token } = await inviteAndOpen(admin, email);
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
