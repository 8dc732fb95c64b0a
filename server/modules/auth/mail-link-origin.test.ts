// Links in mail are built only from PUBLIC_URL (docs/SECURITY.md, "Links in mail"): a
// forgot-password request sent with someone else's Host header must not mail the victim a real
// reset link on the attacker's host. Production refuses to start without PUBLIC_URL
// (config.test.ts); here, outside production without it, a foreign Host gives localhost.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp } from '../../../test/build-test-app';
import { promoteToAdmin, signUpManager } from '../../../test/auth-helpers';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp';

let smtp: TestSmtp;
let app: App;

beforeAll(async () => {
  smtp = await startTestSmtp();
  app = await buildTestApp({ env: { SMTP_URL: smtp.url, PORT: '3000' } });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const forgot = (email: string, host: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/password/forgot',
    payload: { email },
    headers: { host },
  });

describe('the origin of mailed links without PUBLIC_URL', () => {
  it('never names a foreign Host header in a reset link', async () => {
    const owner = await signUpManager(app);
    expect((await forgot(owner.email, 'evil.test')).statusCode).toBe(202);
    const mail = await smtp.next(owner.email, 5000, '/auth/reset-password');
    expect(mail.textLinks).toHaveLength(1);
    for (const link of [...mail.textLinks, ...mail.htmlLinks]) {
      expect(new URL(link).origin).toBe('http://localhost:3000');
    }
    expect(mail.text).not.toContain('evil.test');
  });

  it('keeps this machine’s own address, as a developer opens it', async () => {
    const owner = await signUpManager(app);
    await forgot(owner.email, '127.0.0.1:5173');
    const mail = await smtp.next(owner.email, 5000, '/auth/reset-password');
    expect(new URL(mail.textLinks[0]!).origin).toBe('http://127.0.0.1:5173');
  });

  it('never names a foreign Host header in an invitation link', async () => {
    const admin = await signUpManager(app);
    await promoteToAdmin(app, admin.session.user.id);
    const email = `invitee-${Date.now()}@salon.rs`;
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/invites',
      headers: { cookie: admin.cookie, host: 'evil.test' },
      payload: { email, role: 'manager' },
    });
    expect(created.statusCode).toBe(201);
    const mail = await smtp.next(email, 5000, '/auth/invite');
    for (const link of [...mail.textLinks, ...mail.htmlLinks]) {
      expect(new URL(link).origin).toBe('http://localhost:3000');
    }
  });
});
