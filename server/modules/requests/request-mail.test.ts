// Review requests the product mails (docs/review-requests.md): the employee's words and the
// request's own link, a stop link honoured forever with one click (RFC 8058), at most one mail in
// 30 days to an address, and a clear refusal for an address that stopped them.
import { describe, expect, it } from 'vitest';
import { employeeWithCredentials, signInEmployee, signUpOwner } from '../../../test/auth-helpers';
import { MAIL_ORIGIN, useMailTestApp } from '../../../test/mail-test-app';

const mailApp = useMailTestApp();

async function employeeSession() {
  const owner = await signUpOwner(mailApp.app);
  const ana = await employeeWithCredentials(mailApp.app, owner.businessId, { name: 'Ana Kovač' });
  const { cookie } = await signInEmployee(mailApp.app, ana.username, ana.password);
  return cookie;
}

const ask = (cookie: string, payload: Record<string, unknown>) =>
  mailApp.app.inject({ method: 'POST', url: '/api/review-requests', payload, headers: { cookie } });

describe('review requests mailed by the product', () => {
  it('mails the request with its own link and a one-click stop, and keeps no address', async () => {
    const cookie = await employeeSession();
    const email = `jelena-${Date.now()}@example.com`;
    const made = await ask(cookie, { customerName: 'Jelena', email, lang: 'sr' });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ mailed: true });
    expect(made.json().url.startsWith(`${MAIL_ORIGIN}/r/`)).toBe(true);
    const mail = await mailApp.smtp.next(email, 5000);
    expect(mail.subject).toMatch(/^Hvala na poseti/);
    expect(mail.text).toContain('Zdravo, Jelena!');
    expect(mail.text).toContain(made.json().url);
    expect(mail.text).not.toMatch(/zvezd|popust|nagrad/i);
    const stop = `${made.json().url}/stop`;
    expect(mail.headers['list-unsubscribe']).toBe(`<${stop}>`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const rows = JSON.stringify(
      await mailApp.app.database.db.execute('select * from review_requests'),
    );
    expect(rows).not.toContain(email);
  });

  it('mails an address at most once in 30 days', async () => {
    const cookie = await employeeSession();
    const email = `petar-${Date.now()}@example.com`;
    expect((await ask(cookie, { email })).statusCode).toBe(201);
    const again = await ask(cookie, { email: email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.key).toBe('messages.requestMailedRecently');
    // A link shared from the phone is always possible.
    expect((await ask(cookie, { customerName: 'Petar' })).statusCode).toBe(201);
  });

  it('asks before stopping, stops with one click, and refuses the address from then on', async () => {
    const cookie = await employeeSession();
    const email = `sanja-${Date.now()}@example.com`;
    const made = (await ask(cookie, { email, lang: 'en' })).json();
    const path = `${new URL(made.url).pathname}/stop`;
    const page = await mailApp.app.inject({ url: path, headers: { 'accept-language': 'en' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Stop these mails');
    // Opening the page (a mail scanner does) stops nothing: the cap, not the opt-out, refuses.
    const refusedByCap = await ask(cookie, { email });
    expect(refusedByCap.json().error.key).toBe('messages.requestMailedRecently');
    // The mail client's one-click POST, from anywhere (RFC 8058).
    const stopped = await mailApp.app.inject({
      method: 'POST',
      url: path,
      payload: 'List-Unsubscribe=One-Click',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://mail.example.net',
      },
    });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.body).toContain('will not mail you review requests any more');
    const refused = await ask(cookie, { email });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.key).toBe('messages.requestOptedOut');
  });

  it('answers a stop link that names no mailed request with the not-found page', async () => {
    const response = await mailApp.app.inject({ url: '/r/AAAAAAAAAAAAAAAA/stop' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });
});
