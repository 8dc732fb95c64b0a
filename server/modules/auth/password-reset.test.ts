// "Forgot password?" and the signed-in person's own account, with mails received over real SMTP:
// a reset link works once, ends every old session and lifts every lock; changing a password needs
// the current one and ends the other sessions; a new address is confirmed before it counts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@common/messages';
import type { App } from '../../app';
import { buildTestApp } from '../../../test/build-test-app';
import {
  employeeWithCredentials,
  sessionCookie,
  signInEmployee,
  signUpManager,
  uniqueEmail,
} from '../../../test/auth-helpers';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp';

const PUBLIC_URL = 'http://reviews.test';
const ORIGIN = 'http://reviews.test';
const RESET = '/auth/reset-password';
let smtp: TestSmtp;
let app: App;

beforeAll(async () => {
  smtp = await startTestSmtp();
  app = await buildTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL } });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers });
const signIn = (email: string, password: string, ip = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email, password },
    remoteAddress: ip,
  });
const sessionOf = (cookie: string) => app.inject({ url: '/api/auth/session', headers: { cookie } });
const pathOf = (link: string) => link.slice(PUBLIC_URL.length);

describe('forgot password', () => {
  it('mails one link; its page has one button; the new password ends old sessions and signs in', async () => {
    const owner = await signUpManager(app);
    const forgot = await post('/api/auth/password/forgot', { email: owner.email });
    expect(forgot.statusCode).toBe(202);
    const mail = await smtp.next(owner.email, 5000, RESET);
    expect(mail.textLinks).toHaveLength(1);
    expect(mail.htmlLinks).toEqual(mail.textLinks);
    const link = mail.textLinks[0]!;
    expect(link).toMatch(/^http:\/\/reviews\.test\/auth\/reset-password\?token=/);

    const page = await app.inject({ url: pathOf(link) });
    expect(page.statusCode).toBe(200);
    expect(page.body.match(/<button/g)).toHaveLength(1);
    expect(page.body).toContain('method="post"');

    const token = new URL(link).searchParams.get('token')!;
    const done = await app.inject({
      method: 'POST',
      url: '/auth/reset-password',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
      payload: new URLSearchParams({ token, password: 'nova-lozinka' }).toString(),
    });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/dashboard');
    expect((await sessionOf(sessionCookie(done))).statusCode).toBe(200);
    expect((await sessionOf(owner.cookie)).statusCode).toBe(401);
    expect((await signIn(owner.email, owner.password)).statusCode).toBe(401);
    expect((await signIn(owner.email, 'nova-lozinka')).statusCode).toBe(200);

    const reused = await post('/api/auth/password/reset', { token, password: 'treca-lozinka' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toEqual({
      key: expect.any(String),
      code: 'LINK_INVALID',
      message: MESSAGES.linkInvalid,
    });
  });

  it('answers the same for an address without an account, and mails nothing', async () => {
    const nobody = uniqueEmail('nobody');
    const res = await post('/api/auth/password/forgot', { email: nobody });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ accepted: true });
    await expect(smtp.next(nobody, 300)).rejects.toThrow(/no mail/);
  });

  it('lifts the locks on the account from every address', async () => {
    const owner = await signUpManager(app);
    for (let i = 0; i < 6; i++) await signIn(owner.email, 'pogresna', '10.20.0.1');
    expect((await signIn(owner.email, owner.password, '10.20.0.1')).statusCode).toBe(429);
    await post('/api/auth/password/forgot', { email: owner.email });
    const token = new URL(
      (await smtp.next(owner.email, 5000, RESET)).textLinks[0]!,
    ).searchParams.get('token');
    const reset = await post('/api/auth/password/reset', { token, password: 'nova-lozinka' });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(owner.email, 'nova-lozinka', '10.20.0.1')).statusCode).toBe(200);
  });

  it('refuses a short new password on the page, keeping the form', async () => {
    const owner = await signUpManager(app);
    await post('/api/auth/password/forgot', { email: owner.email });
    const token = new URL(
      (await smtp.next(owner.email, 5000, RESET)).textLinks[0]!,
    ).searchParams.get('token')!;
    const res = await app.inject({
      method: 'POST',
      url: '/auth/reset-password',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
      payload: new URLSearchParams({ token, password: '123' }).toString(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(MESSAGES.passwordTooShort);
    expect(res.body).toContain('name="token"');
  });
});

describe("one's own account", () => {
  it('changes the password with the current one; other sessions end, this one stays', async () => {
    const owner = await signUpManager(app);
    const other = sessionCookie(await signIn(owner.email, owner.password));
    const headers = { cookie: owner.cookie };
    const wrong = await post(
      '/api/auth/password',
      { currentPassword: 'nije-ta', newPassword: 'nova-lozinka' },
      headers,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('CURRENT_PASSWORD_WRONG');
    const changed = await post(
      '/api/auth/password',
      { currentPassword: owner.password, newPassword: 'nova-lozinka' },
      headers,
    );
    expect(changed.statusCode).toBe(204);
    expect((await sessionOf(owner.cookie)).statusCode).toBe(200);
    expect((await sessionOf(other)).statusCode).toBe(401);
    expect((await signIn(owner.email, 'nova-lozinka')).statusCode).toBe(200);
  });

  it('lets an employee change their own password', async () => {
    const manager = await signUpManager(app);
    const milica = await employeeWithCredentials(app, manager.businessId, { name: 'Milica' });
    const { cookie } = await signInEmployee(app, milica.username, milica.password);
    const changed = await post(
      '/api/auth/password',
      { currentPassword: milica.password, newPassword: 'milica-nova' },
      { cookie },
    );
    expect(changed.statusCode).toBe(204);
    expect((await signInEmployee(app, milica.username, 'milica-nova')).response.statusCode).toBe(
      200,
    );
    expect((await signInEmployee(app, milica.username, milica.password)).response.statusCode).toBe(
      401,
    );
  });

  it('changes the address only once the new one is confirmed', async () => {
    const owner = await signUpManager(app);
    const newEmail = uniqueEmail('moved');
    const asked = await post(
      '/api/auth/email',
      { email: newEmail, currentPassword: owner.password },
      { cookie: owner.cookie },
    );
    expect(asked.statusCode).toBe(202);
    const profile = await app.inject({
      url: '/api/auth/profile',
      headers: { cookie: owner.cookie },
    });
    expect(profile.json()).toMatchObject({ email: owner.email, pendingEmail: newEmail });
    const mail = await smtp.next(newEmail);
    expect(mail.subject).toMatch(/new email address/);
    const page = await app.inject({ url: pathOf(mail.textLinks[0]!) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Confirm my address');
    expect((await signIn(newEmail, owner.password)).statusCode).toBe(401);
    const token = new URL(mail.textLinks[0]!).searchParams.get('token')!;
    const confirmed = await app.inject({
      method: 'POST',
      url: '/auth/confirm-email',
      headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${encodeURIComponent(token)}`,
    });
    expect(confirmed.body).toContain('Your new email address is confirmed');
    expect((await signIn(newEmail, owner.password)).statusCode).toBe(200);
    expect((await signIn(owner.email, owner.password)).statusCode).toBe(401);
  });

  it('answers the same for an address another account holds, and mails it nothing', async () => {
    const owner = await signUpManager(app);
    const other = await signUpManager(app);
    const asked = await post(
      '/api/auth/email',
      { email: other.email, currentPassword: owner.password },
      { cookie: owner.cookie },
    );
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ accepted: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const changeMails = smtp.mails.filter((mail) => /new email address/.test(mail.subject));
    expect(changeMails.some((mail) => mail.to.includes(other.email.toLowerCase()))).toBe(false);
  });

  it('mails an account at most five address links an hour, however the addresses alternate', async () => {
    const owner = await signUpManager(app);
    const [a, b] = [uniqueEmail('alt-a'), uniqueEmail('alt-b')];
    for (let i = 0; i < 8; i++) {
      const asked = await post(
        '/api/auth/email',
        { email: i % 2 ? b : a, currentPassword: owner.password },
        { cookie: owner.cookie },
      );
      expect(asked.statusCode).toBe(202);
    }
    await smtp.next(a);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const sent = smtp.mails.filter((mail) => mail.to.includes(a) || mail.to.includes(b));
    // Five confirmation links an hour: the sign-up's own, then four of the eight asked for.
    expect(sent).toHaveLength(4);
  });

  it('updates the name and mail language', async () => {
    const owner = await signUpManager(app);
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      headers: { cookie: owner.cookie },
      payload: { fullName: 'Jelena Petrović', locale: 'sr' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ fullName: 'Jelena Petrović', locale: 'sr' });
    expect((await sessionOf(owner.cookie)).json().user.fullName).toBe('Jelena Petrović');
  });

  it('signs out everywhere', async () => {
    const owner = await signUpManager(app);
    const other = sessionCookie(await signIn(owner.email, owner.password));
    const res = await post('/api/auth/signout/everywhere', {}, { cookie: owner.cookie });
    expect(res.statusCode).toBe(204);
    expect((await sessionOf(owner.cookie)).statusCode).toBe(401);
    expect((await sessionOf(other)).statusCode).toBe(401);
  });
});
