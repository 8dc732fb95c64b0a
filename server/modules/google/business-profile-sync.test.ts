// Business Profile review sync against the fake Google (docs/google.md §B.1): pagination and progress,
// idempotence, edits in place, manual decisions kept, token refresh, revoked consent, retries, and
// the scheduler's tick.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reviews, syncJobs } from '../../db/schema';
import { TEST_APP_SECRET } from '../../../test/build-test-app';
import { employeeWithCredentials, signUpManager } from '../../../test/auth-helpers';
import {
  businessRow,
  connectOwnLocation,
  reviewsFixture,
  syncNow,
  useGoogleTestApp,
} from '../../../test/business-profile-helpers';
import * as repo from './google.repository';
import { readOauth, sealOauth } from './oauth-session';

const { app, google } = useGoogleTestApp();
let accountSeq = 0;

/** A manager whose business is connected to its own account's location holding these reviews. */
async function connected(fixture = reviewsFixture(3)) {
  const m = await signUpManager(app);
  const accountId = `9${String(++accountSeq).padStart(20, '0')}`;
  const accounts = google.api.businessProfile.accounts;
  return { ...m, location: await connectOwnLocation(app, accounts, m, fixture, accountId) };
}

const storedReviews = (businessId: string) =>
  app.database.db.select().from(reviews).where(eq(reviews.businessId, businessId));

describe('POST /api/google/sync through Business Profile', () => {
  it('reads every page, 50 at a time, and reaches processed = total', async () => {
    const m = await connected(reviewsFixture(120));
    const before = google.api.requests.length;
    const job = await syncNow(app, m.cookie);
    expect(job).toMatchObject({ status: 'succeeded', processed: 120, total: 120 });
    const pages = google.api.requests.slice(before).filter((r) => r.path.endsWith('/reviews'));
    expect(pages).toHaveLength(3);
    expect(pages[0]!.query).toMatchObject({ pageSize: '50', orderBy: 'updateTime desc' });
    expect(pages[0]!.query.pageToken).toBeUndefined();
    expect(pages[1]!.query.pageToken).toBeTruthy();
    expect(await storedReviews(m.businessId)).toHaveLength(120);
    const row = await businessRow(app, m.businessId);
    expect(row.googleLastSyncedAt).not.toBeNull();
    expect(row.connectionType).toBe('business_profile');
    const [jobRow] = await app.database.db.select().from(syncJobs).where(eq(syncJobs.id, job.id));
    expect(jobRow).toMatchObject({ kind: 'business_profile', status: 'succeeded' });
  });

  it("stores Google's translated reviews and replies with the customer's and owner's own words apart", async () => {
    const fixture = reviewsFixture(2, 'T');
    fixture[0] = {
      ...fixture[0]!,
      comment: 'Milica je sjajna, hvala!',
      translation: 'Milica is great, thanks!',
      reply: {
        comment: 'Hvala vama!',
        translation: 'Thank you!',
        updateTime: '2026-02-01T00:00:00Z',
      },
    } as (typeof fixture)[number];
    const m = await connected(fixture);
    await syncNow(app, m.cookie);
    const stored = await storedReviews(m.businessId);
    expect(stored.find((r) => r.externalId === 'T0000')).toMatchObject({
      text: 'Milica is great, thanks!',
      originalText: 'Milica je sjajna, hvala!',
      replyText: 'Hvala vama!',
      isAnonymous: false,
    });
    expect(stored.find((r) => r.externalId === 'T0001')).toMatchObject({
      text: 'Lovely visit number 1',
      originalText: null,
    });
  });

  it('never shows progress past 100% when Google leaves out the total', async () => {
    const m = await connected(reviewsFixture(120, 'N'));
    google.api.businessProfile.omitTotalReviewCount = true;
    try {
      const job = await syncNow(app, m.cookie);
      expect(job).toMatchObject({ status: 'succeeded', processed: 120, total: 120 });
    } finally {
      google.api.businessProfile.omitTotalReviewCount = false;
    }
  });

  it('stores a review Google sends without stars, with no rating rather than a made-up one', async () => {
    const fixture = reviewsFixture(2, 'U');
    fixture[0] = { ...fixture[0]!, starRating: 0 as never };
    const m = await connected(fixture);
    const job = await syncNow(app, m.cookie);
    expect(job).toMatchObject({ processed: 2, total: 2 });
    expect(job.rejected ?? 0).toBe(0);
    const stored = await storedReviews(m.businessId);
    expect(stored.find((r) => r.externalId === 'U0000')).toMatchObject({ rating: null });
    const overview = await app.inject({
      url: '/api/analytics/overview?range=30d',
      headers: { cookie: m.cookie },
    });
    expect(overview.statusCode).toBe(200);
    const listed = await app.inject({ url: '/api/reviews', headers: { cookie: m.cookie } });
    expect(
      listed.json().items.find((r: { externalId: string }) => r.externalId === 'U0000'),
    ).toMatchObject({ rating: null });
  });

  it('counts the reviews it could not read as rejected instead of a clean success', async () => {
    const fixture = reviewsFixture(3, 'X');
    fixture[1] = { ...fixture[1]!, starRating: 9 as never };
    const m = await connected(fixture);
    const job = await syncNow(app, m.cookie);
    expect(job).toMatchObject({ status: 'succeeded', processed: 3, total: 3, rejected: 1 });
    expect(await storedReviews(m.businessId)).toHaveLength(2);
  });

  it('is idempotent, updates an edited review in place and keeps a manual attribution', async () => {
    const m = await connected(reviewsFixture(8));
    await syncNow(app, m.cookie);
    const first = await storedReviews(m.businessId);
    const { employee } = await employeeWithCredentials(app, m.businessId, { name: 'Milica' });
    const manual = first.find((r) => r.externalId === 'R0007')!;
    const decided = await app.inject({
      method: 'POST',
      url: `/api/reviews/${manual.id}/attribution`,
      headers: { cookie: m.cookie },
      payload: { employeeId: employee.id },
    });
    expect(decided.statusCode).toBe(200);

    const again = await syncNow(app, m.cookie);
    expect(again).toMatchObject({ status: 'succeeded', processed: 8, total: 8 });
    expect(await storedReviews(m.businessId)).toHaveLength(8);

    const edited = m.location.reviews.find((r) => r.reviewId === 'R0003')!;
    edited.comment = 'Edited: even better the second time';
    edited.starRating = 5;
    edited.updateTime = '2026-06-01T10:00:00Z';
    const manualAtGoogle = m.location.reviews.find((r) => r.reviewId === 'R0007')!;
    manualAtGoogle.comment = 'Edited too, Jovan was great';
    manualAtGoogle.updateTime = '2026-06-02T10:00:00Z';
    await syncNow(app, m.cookie);

    const after = await storedReviews(m.businessId);
    expect(after).toHaveLength(8);
    const r3 = after.find((r) => r.externalId === 'R0003')!;
    expect(r3.id).toBe(first.find((r) => r.externalId === 'R0003')!.id);
    expect(r3).toMatchObject({ text: 'Edited: even better the second time', rating: 5 });
    const r7 = after.find((r) => r.externalId === 'R0007')!;
    expect(r7).toMatchObject({
      text: 'Edited too, Jovan was great',
      matchType: 'manual',
      employeeId: employee.id,
    });
  });

  it('refreshes an access token Google no longer accepts, transparently, and saves the new one', async () => {
    const m = await connected();
    const sealed = (await businessRow(app, m.businessId)).googleOauth;
    google.issuer.expireAccessTokens();
    const job = await syncNow(app, m.cookie);
    expect(job.status).toBe('succeeded');
    const row = await businessRow(app, m.businessId);
    expect(row.googleOauth).not.toBe(sealed);
    const oauth = readOauth(row, TEST_APP_SECRET)!;
    expect(google.issuer.tokenInfo(oauth.accessToken)).not.toBeNull();
    expect(row.googleIntegrationStatus).toBe('connected');
  });

  it('refreshes before calling when the stored token expires within a minute', async () => {
    const m = await connected();
    const row = await businessRow(app, m.businessId);
    const oauth = readOauth(row, TEST_APP_SECRET)!;
    await repo.updateBusiness(app.database.db, m.businessId, {
      googleOauth: sealOauth({ ...oauth, expiresAt: Date.now() + 30_000 }, TEST_APP_SECRET),
    });
    const refreshes = () =>
      google.issuer.requests.filter((r) => r.params.grant_type === 'refresh_token').length;
    const before = refreshes();
    const unauthorized = google.api.requests.length;
    expect((await syncNow(app, m.cookie)).status).toBe('succeeded');
    expect(refreshes()).toBe(before + 1);
    const used = google.api.requests.slice(unauthorized).map((r) => r.headers.authorization);
    expect(used.every((h) => h !== `Bearer ${oauth.accessToken}`)).toBe(true);
  });

  it('retries 429 and 503 with backoff and then succeeds', async () => {
    const m = await connected(reviewsFixture(4));
    google.api.failNext(429, 1);
    google.api.failNext(503, 1);
    expect(await syncNow(app, m.cookie)).toMatchObject({ status: 'succeeded', processed: 4 });
  });

  it('fails the job and marks the integration error on 403', async () => {
    const m = await connected();
    google.api.failNext(403, 1);
    const job = await syncNow(app, m.cookie);
    expect(job).toMatchObject({
      status: 'failed',
      error: 'Sync Failed: Google integration not properly configured',
    });
    expect((await businessRow(app, m.businessId)).googleIntegrationStatus).toBe('error');
  });
});

describe('the scheduler', () => {
  it('starts syncs only for connected businesses, skipping one already running', async () => {
    const a = await connected(reviewsFixture(2, 'A'));
    const b = await signUpManager(app); // never connected
    const c = await connected(reviewsFixture(2, 'C'));
    await repo.updateBusiness(app.database.db, c.businessId, {
      googleIntegrationStatus: 'expired',
    });
    const report = await app.google.scheduler.tick();
    await app.jobs.idle(); // the tick queues; the job engine runs them
    expect(report.started).toContain(a.businessId);
    expect(report.started).not.toContain(b.businessId);
    expect(report.started).not.toContain(c.businessId);
    expect(report.failed).toEqual([]);
    expect(await storedReviews(a.businessId)).toHaveLength(2);
    expect(await storedReviews(c.businessId)).toHaveLength(0);
    const jobs = await app.database.db
      .select()
      .from(syncJobs)
      .where(eq(syncJobs.businessId, a.businessId));
    expect(jobs.at(-1)).toMatchObject({ createdBy: null, status: 'succeeded' });
  });

  it('reports a business it cannot sync and still syncs the others', async () => {
    const a = await connected(reviewsFixture(1, 'Z'));
    const broken = await connected();
    await repo.updateBusiness(app.database.db, broken.businessId, { googleOauth: 'v1:garbage' });
    const report = await app.google.scheduler.tick();
    expect(report.failed).toEqual([broken.businessId]);
    expect(report.started).toContain(a.businessId);
  });
});

describe('a sync whose process died', () => {
  it('is taken as lost after the expiry, so the next sync fails it and runs', async () => {
    const m = await connected(reviewsFixture(2, 'L'));
    const longAgo = new Date(Date.now() - 31 * 60_000);
    const [stuck] = await app.database.db
      .insert(syncJobs)
      .values({
        businessId: m.businessId,
        kind: 'business_profile',
        status: 'running',
        createdAt: longAgo,
        startedAt: longAgo,
      })
      .returning();
    expect((await syncNow(app, m.cookie)).status).toBe('succeeded');
    const [after] = await app.database.db.select().from(syncJobs).where(eq(syncJobs.id, stuck!.id));
    expect(after).toMatchObject({ status: 'failed', error: 'Sync Failed: unexpected error' });
    expect(await storedReviews(m.businessId)).toHaveLength(2);
  });

  it('still answers 409 for one that runs within the expiry', async () => {
    const m = await connected();
    await app.database.db
      .insert(syncJobs)
      .values({ businessId: m.businessId, kind: 'business_profile', status: 'running' });
    const refused = await app.inject({
      method: 'POST',
      url: '/api/google/sync',
      headers: { cookie: m.cookie },
      payload: {},
    });
    expect(refused.statusCode).toBe(409);
  });
});

describe('revoked consent', () => {
  it('fails the sync and marks the integration expired with the documented text', async () => {
    const m = await connected();
    google.issuer.expireAccessTokens();
    google.issuer.revokeRefreshTokens();
    const job = await syncNow(app, m.cookie);
    const expired =
      'Your Google integration has expired. Please reconnect to continue syncing reviews.';
    expect(job).toMatchObject({ status: 'failed', error: `Sync Failed: ${expired}` });
    const s = (
      await app.inject({ url: '/api/google/status', headers: { cookie: m.cookie } })
    ).json();
    expect(s).toMatchObject({ status: 'expired', message: expired, canReply: false });
  });
});
