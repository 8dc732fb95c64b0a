// Owner replies through Business Profile (docs/google.md §B.1 updateReply / deleteReply) against the
// fake Google: upsert, the 4096-byte limit, refusals, and who may reply to what.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reviews } from '../../db/schema';
import { employeeWithCredentials, signInEmployee, signUpManager } from '../../../test/auth-helpers';
import {
  connectOwnLocation,
  reviewsFixture,
  syncNow,
  useGoogleTestApp,
} from '../../../test/business-profile-helpers';

const { app, google } = useGoogleTestApp();
let seq = 0;

async function connectedWithReviews() {
  const m = await signUpManager(app);
  const accountId = `8${String(++seq).padStart(20, '0')}`;
  const accounts = google.api.businessProfile.accounts;
  const location = await connectOwnLocation(app, accounts, m, reviewsFixture(2), accountId);
  await syncNow(app, m.cookie);
  const [review] = await app.database.db
    .select()
    .from(reviews)
    .where(eq(reviews.businessId, m.businessId))
    .orderBy(reviews.externalId);
  return { ...m, review: review!, atGoogle: location.reviews[0]! };
}

const putReply = (cookie: string, id: string, comment: string) =>
  app.inject({
    method: 'PUT',
    url: `/api/reviews/${id}/reply`,
    headers: { cookie },
    payload: { comment },
  });

describe('PUT /api/reviews/{id}/reply', () => {
  it('posts the reply to Google, replaces it on a second call, and answers the review', async () => {
    const m = await connectedWithReviews();
    const first = await putReply(m.cookie, m.review.id, 'Hvala Vam!');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: m.review.id, replyText: 'Hvala Vam!' });
    expect(m.atGoogle.reply?.comment).toBe('Hvala Vam!');
    const call = google.api.requests.at(-1)!;
    expect(call.method).toBe('PUT');
    expect(call.path).toMatch(/\/v4\/accounts\/\d+\/locations\/\d+\/reviews\/R0000\/reply$/);

    const second = await putReply(m.cookie, m.review.id, '  Hvala još jednom!  ');
    expect(second.json().replyText).toBe('Hvala još jednom!');
    expect(m.atGoogle.reply?.comment).toBe('Hvala još jednom!');
    const list = await app.inject({ url: '/api/reviews', headers: { cookie: m.cookie } });
    const listed = list.json().items.find((r: { id: string }) => r.id === m.review.id);
    expect(listed.replyText).toBe('Hvala još jednom!');
  });

  it('accepts exactly 4096 bytes and refuses 4097 with the documented text', async () => {
    const m = await connectedWithReviews();
    const exact = 'ž'.repeat(2048); // 2 bytes each in UTF-8
    expect((await putReply(m.cookie, m.review.id, exact)).statusCode).toBe(200);
    const over = await putReply(m.cookie, m.review.id, `${exact}a`);
    expect(over.statusCode).toBe(400);
    expect(over.json().error.message).toBe('A reply can be at most 4096 bytes.');
  });

  it('answers 502 when Google fails the reply, and stores nothing', async () => {
    const m = await connectedWithReviews();
    google.api.failNext(403, 1);
    const failed = await putReply(m.cookie, m.review.id, 'Hvala!');
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error.message).toBe('Failed to post the reply. Please try again.');
    const [row] = await app.database.db.select().from(reviews).where(eq(reviews.id, m.review.id));
    expect(row!.replyText).toBeNull();
  });

  it('refuses with 409 when Google is not connected through Business Profile', async () => {
    const m = await connectedWithReviews();
    await app.inject({
      method: 'POST',
      url: '/api/google/disconnect',
      headers: { cookie: m.cookie },
      payload: {},
    });
    const refused = await putReply(m.cookie, m.review.id, 'Hvala!');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'Replies can be posted only when Google is connected through Business Profile.',
    );
  });

  it('answers 403 to an employee and 404 for another business’s review', async () => {
    const m = await connectedWithReviews();
    const { username, password } = await employeeWithCredentials(app, m.businessId);
    const employee = await signInEmployee(app, username, password);
    expect((await putReply(employee.cookie, m.review.id, 'Hvala!')).statusCode).toBe(403);

    const other = await connectedWithReviews();
    const foreign = await putReply(other.cookie, m.review.id, 'Hvala!');
    expect(foreign.statusCode).toBe(404);
    expect(m.atGoogle.reply).toBeUndefined();
  });
});

describe('DELETE /api/reviews/{id}/reply', () => {
  it('deletes the reply at Google and answers the review without it', async () => {
    const m = await connectedWithReviews();
    await putReply(m.cookie, m.review.id, 'Hvala!');
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/reviews/${m.review.id}/reply`,
      // A browser's DELETE carries no body, so the CSRF check goes by Origin.
      headers: { cookie: m.cookie, origin: 'http://localhost' },
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ id: m.review.id, replyText: null });
    expect(m.atGoogle.reply).toBeUndefined();
  });
});
