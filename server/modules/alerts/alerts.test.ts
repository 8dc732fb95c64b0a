// Alert mails (docs/notifications.md "Alert mails"), read back from a real SMTP server: a review of
// 3★ or less that arrives after the connection reaches each admin and manager who sees it and did
// not turn it off, in their language, once; the mail's unsubscribe link works signed out.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businesses } from '../../db/schema';
import { sessionCookie, signUpOwner, uniqueEmail } from '../../../test/auth-helpers';
import { createEmployee } from '../../../test/factories';
import { importFile } from '../../../test/reviews-helpers';
import { MAIL_ORIGIN, useMailTestApp } from '../../../test/mail-test-app';
import { sendAlerts } from './alerts.job';

const HEADER = 'review_id,author_name,rating,published_at,text,is_anonymous';
const mailApp = useMailTestApp();

type Owner = Awaited<ReturnType<typeof signUpOwner>>;

/** A business connected a month ago, so what it imports now is news, not history. */
async function connectedOwner() {
  const owner = await signUpOwner(mailApp.app);
  await mailApp.app.database.db
    .update(businesses)
    .set({ googleConnectedAt: new Date(Date.now() - 30 * 86_400_000) })
    .where(eq(businesses.id, owner.businessId));
  return owner;
}

/** A second person of the business, signed in: a manager in Serbian. */
async function addManager(owner: Owner, locale = 'sr') {
  const email = uniqueEmail('menadzer');
  const invited = await mailApp.app.inject({
    method: 'POST',
    url: '/api/admin/invites',
    headers: { cookie: owner.cookie },
    payload: { email, role: 'manager' },
  });
  expect(invited.statusCode).toBe(201);
  const mail = await mailApp.smtp.next(email, 5000, '/auth/invite');
  const token = new URL(mail.textLinks[0]!).searchParams.get('token')!;
  const accepted = await mailApp.app.inject({
    method: 'POST',
    url: '/api/auth/invite/accept',
    payload: { token, password: 'menadzer1', locale },
  });
  expect(accepted.statusCode).toBe(201);
  return { email, cookie: sessionCookie(accepted) };
}

const review = (id: string, rating: number, text: string, author = 'Jovan P.') =>
  [HEADER, `${id},${author},${rating},${new Date().toISOString()},"${text}",`].join('\n');

const mailsTo = (email: string) =>
  mailApp.smtp.mails.filter((m) => m.to.includes(email.toLowerCase()));

describe('alert mails', () => {
  it('mails a 2★ review to each admin and manager once, in their language, with the review', async () => {
    const owner = await connectedOwner();
    const manager = await addManager(owner);
    await createEmployee(mailApp.app.database.db, { id: owner.businessId }, { name: 'Marko Ilić' });
    const imported = await importFile(
      mailApp.app,
      owner.cookie,
      review('a1', 2, 'Marko nije bio ljubazan.'),
    );
    expect(imported.statusCode).toBe(200);

    const toOwner = await mailApp.smtp.next(owner.email, 10_000, '/business-dashboard/reviews');
    expect(toOwner.subject).toContain('2★ review from Jovan P.');
    expect(toOwner.text).toContain('Marko nije bio ljubazan.');
    expect(toOwner.text).toContain('Credited to Marko Ilić.');
    expect(toOwner.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(toOwner.headers['list-unsubscribe']).toMatch(
      /^<https:\/\/reviews\.example\.com\/api\/notifications\/unsubscribe\?token=/,
    );
    const toManager = await mailApp.smtp.next(manager.email, 10_000, '/business-dashboard/reviews');
    expect(toManager.subject).toContain('Recenzija sa 2★');

    // Run again, as a retry or a second process would: nothing goes twice.
    await mailApp.app.jobs.idle();
    await sendAlerts(
      mailApp.app.database.db,
      mailApp.app.jobs,
      { mailer: mailApp.app.mailer, origin: MAIL_ORIGIN },
      owner.businessId,
    );
    await mailApp.app.database.db
      .update(businesses)
      .set({ alertsCursor: 0 })
      .where(eq(businesses.id, owner.businessId));
    await sendAlerts(
      mailApp.app.database.db,
      mailApp.app.jobs,
      { mailer: mailApp.app.mailer, origin: MAIL_ORIGIN },
      owner.businessId,
    );
    expect(mailsTo(owner.email).filter((m) => m.subject.includes('★'))).toHaveLength(1);
    expect(mailsTo(manager.email).filter((m) => m.subject.includes('★'))).toHaveLength(1);
  });

  it('sends nothing to someone who turned it off, and nothing for a 5★ review credited by name', async () => {
    const owner = await connectedOwner();
    const manager = await addManager(owner, 'en');
    const saved = await mailApp.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: { cookie: manager.cookie },
      payload: { mailMuted: ['low_rating', 'unmatched'] },
    });
    expect(saved.json()).toMatchObject({
      mailAvailable: ['low_rating', 'unmatched', 'google_problem'],
      mailMuted: ['low_rating', 'unmatched'],
      digestAvailable: true,
      digest: true,
    });
    await createEmployee(mailApp.app.database.db, { id: owner.businessId }, { name: 'Ana Kovač' });
    await importFile(mailApp.app, owner.cookie, review('b1', 5, 'Hvala Ani, divno!'));
    await importFile(mailApp.app, owner.cookie, review('b2', 1, 'Loše.'));
    await mailApp.smtp.next(owner.email, 10_000, '/business-dashboard/reviews');
    await mailApp.app.jobs.idle();
    expect(mailsTo(manager.email).filter((m) => m.subject.includes('★'))).toHaveLength(0);
    expect(mailsTo(owner.email).filter((m) => m.subject.includes('★'))).toHaveLength(1);
  });

  it('stops by the one-click link signed out, and by the page, and refuses an unknown token', async () => {
    const owner = await connectedOwner();
    await importFile(mailApp.app, owner.cookie, review('c1', 3, 'Može bolje.'));
    const mail = await mailApp.smtp.next(owner.email, 10_000, '/business-dashboard/reviews');
    const oneClick = mail.headers['list-unsubscribe']!.slice(1, -1);
    const url = new URL(oneClick);
    const stopped = await mailApp.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json().what).toBe('alerts');
    const prefs = await mailApp.app.inject({
      url: '/api/notifications/preferences',
      headers: { cookie: owner.cookie },
    });
    expect(prefs.json().mailMuted).toEqual(['low_rating', 'unmatched', 'google_problem']);

    const page = new URL(mail.textLinks.find((l) => l.includes('/unsubscribe?'))!);
    const digest = await mailApp.app.inject({
      method: 'POST',
      url: '/api/notifications/unsubscribe',
      payload: { token: page.searchParams.get('token'), what: 'digest' },
    });
    expect(digest.json()).toMatchObject({ what: 'digest' });
    const unknown = await mailApp.app.inject({
      method: 'POST',
      url: '/api/notifications/unsubscribe',
      payload: { token: 'no-such-token' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('does not mail history, nor a manager limited to another shop', async () => {
    const owner = await connectedOwner();
    const old = [HEADER, `d1,Old,1,2020-01-01T10:00:00Z,Staro,`].join('\n');
    await importFile(mailApp.app, owner.cookie, old);
    await mailApp.app.jobs.idle();
    expect(mailsTo(owner.email).filter((m) => m.subject.includes('★'))).toHaveLength(0);

    const south = await mailApp.app.inject({
      method: 'POST',
      url: '/api/locations',
      headers: { cookie: owner.cookie },
      payload: { name: 'Jug' },
    });
    const email = uniqueEmail('jug');
    await mailApp.app.inject({
      method: 'POST',
      url: '/api/admin/invites',
      headers: { cookie: owner.cookie },
      payload: { email, role: 'manager', locationIds: [south.json().id] },
    });
    const token = new URL((await mailApp.smtp.next(email, 5000, '/auth/invite')).textLinks[0]!);
    await mailApp.app.inject({
      method: 'POST',
      url: '/api/auth/invite/accept',
      payload: { token: token.searchParams.get('token'), password: 'menadzer1' },
    });
    // A review of the first shop: the owner hears of it, the manager of Jug does not.
    await importFile(mailApp.app, owner.cookie, review('d2', 2, 'Dugo čekanje.'));
    await mailApp.smtp.next(owner.email, 10_000, '/business-dashboard/reviews');
    await mailApp.app.jobs.idle();
    expect(mailsTo(email).filter((m) => m.subject.includes('★'))).toHaveLength(0);
  });
});
