// Review requests end to end (docs/review-requests.md): made by staff, opened by the customer
// through /r/{token}, tapped through to Google, and the review that follows credited `requested`.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businesses } from '../../db/schema';
import { employeeWithCredentials, signInEmployee, signUpManager } from '../../../test/auth-helpers';
import { useTestApp } from '../../../test/build-test-app';
import { createEmployee } from '../../../test/factories';
import { PHONE } from '../../../test/visitors';
import { importOneReview } from '../../../test/reviews-helpers';

const app = useTestApp();
const ORIGIN = 'http://localhost:80';

async function salon() {
  const owner = await signUpManager(app);
  await app.database.db
    .update(businesses)
    .set({ googlePlaceId: 'ChIJN1t_tDeuEmsRUsoyG83frY4' })
    .where(eq(businesses.id, owner.businessId));
  const ana = await employeeWithCredentials(app, owner.businessId, { name: 'Ana Kovač' });
  const { cookie } = await signInEmployee(app, ana.username, ana.password);
  return { owner, ana: { ...ana.employee, cookie } };
}

const ask = (cookie: string, payload: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/api/review-requests',
    payload,
    headers: { cookie, origin: ORIGIN },
  });
const listOf = async (cookie: string) =>
  (await app.inject({ url: '/api/review-requests?lang=en', headers: { cookie } })).json();
const tokenOf = (url: string) => new URL(url).pathname.split('/').at(-1)!;

const importReview = (
  cookie: string,
  externalId: string,
  author: string,
  { text = '', later = 0 } = {},
) => importOneReview(app, cookie, { externalId, author, text, laterMs: later });

describe('asking a customer for a review', () => {
  it('gives the employee a link of its own and a message that asks for nothing but a review', async () => {
    const { ana } = await salon();
    const response = await ask(ana.cookie, { customerName: 'Jelena', lang: 'sr' });
    expect(response.statusCode).toBe(201);
    const made = response.json();
    expect(made).toMatchObject({ employeeId: ana.id, customerName: 'Jelena', status: 'sent' });
    expect(made.url).toMatch(/\/r\/[A-Za-z0-9_-]{16}$/);
    expect(made.message).toContain('Zdravo, Jelena!');
    expect(made.message).toContain(made.url);
    expect(made.message).not.toMatch(/zvezd|\b5\b|popust|nagrad/i);
  });

  it('refuses an employee asking for someone else, and a manager who names nobody', async () => {
    const { owner, ana } = await salon();
    const bojan = await createEmployee(
      app.database.db,
      { id: owner.businessId },
      { name: 'Bojan Ilić' },
    );
    expect((await ask(ana.cookie, { employeeId: bojan.id })).statusCode).toBe(404);
    const unnamed = await ask(owner.cookie, {});
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().error.key).toBe('messages.requestEmployeeRequired');
    expect((await ask(owner.cookie, { employeeId: bojan.id })).statusCode).toBe(201);
  });

  it("refuses another business's employee as if it did not exist", async () => {
    const { ana } = await salon();
    const other = await signUpManager(app);
    expect((await ask(other.cookie, { employeeId: ana.id })).statusCode).toBe(404);
  });

  it('opens the employee page from the link, counting a person and not a chat preview', async () => {
    const { ana } = await salon();
    const made = (await ask(ana.cookie, { customerName: 'Jelena' })).json();
    const path = new URL(made.url).pathname;
    const preview = await app.inject({ url: path, headers: { 'user-agent': 'WhatsApp/2.23.20' } });
    expect(preview.statusCode).toBe(302);
    expect((await listOf(ana.cookie)).items[0].status).toBe('sent');
    const opened = await app.inject({ url: path, headers: { 'user-agent': PHONE } });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toMatch(new RegExp(`^/e/${ana.slug}\\?src=link`));
    expect((await listOf(ana.cookie)).items[0].status).toBe('opened');
    const cookie = opened.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const tapped = await app.inject({
      url: `/e/${ana.slug}/review`,
      headers: { 'user-agent': PHONE, cookie },
    });
    expect(tapped.statusCode).toBe(302);
    expect((await listOf(ana.cookie)).items[0].status).toBe('tapped');
  });

  it('answers an unknown link with the page a phone can read', async () => {
    const response = await app.inject({
      url: '/r/AAAAAAAAAAAAAAAA',
      headers: { 'user-agent': PHONE },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });

  it('credits the review by the customer it named, once, as `requested`', async () => {
    const { owner, ana } = await salon();
    const made = (await ask(ana.cookie, { customerName: 'Jelena M.' })).json();
    const review = await importReview(owner.cookie, `rq-${tokenOf(made.url)}`, 'Jelena Marković');
    expect(review).toMatchObject({ employeeId: ana.id, matchType: 'requested' });
    expect(review.matchEvidence).toMatchObject({ kind: 'requested', requestId: made.id });
    // Her second review is not a second credit for the same request.
    const again = await importReview(owner.cookie, `rq2-${tokenOf(made.url)}`, 'Jelena Marković', {
      text: 'Opet sve odlično',
      later: 2 * 60 * 60 * 1000,
    });
    expect(again.matchType).toBe('unmatched');
    const list = await listOf(ana.cookie);
    expect(list.items[0]).toMatchObject({ status: 'credited', reviewId: review.id });
    expect(list.funnel).toEqual({ sent: 1, opened: 1, tapped: 1, credited: 1 });
  });

  it("shows an employee only their own requests, and a manager everyone's", async () => {
    const { owner, ana } = await salon();
    const bojan = await createEmployee(
      app.database.db,
      { id: owner.businessId },
      { name: 'Bojan Ilić' },
    );
    await ask(ana.cookie, { customerName: 'Jelena' });
    await ask(owner.cookie, { employeeId: bojan.id, customerName: 'Petar' });
    expect(
      (await listOf(ana.cookie)).items.map((i: { employeeId: string }) => i.employeeId),
    ).toEqual([ana.id]);
    expect((await listOf(owner.cookie)).items).toHaveLength(2);
  });
});
