// Google failing in the middle of a review sync (issue "Reliability"): a Business Profile listing
// of 120 reviews (3 pages of 50) where page 1 succeeds and a later call meets 401, 403, 429,
// 500/503 or no answer at all, and the Places key way in under 429/5xx/timeouts. Each case checks
// what the HTTP API says of the job and of the connection, and that the reviews table holds each
// Google review exactly once, none lost, once a following sync has run. The fake Google scripts
// the faults (failAfter, hangNext); the client's backoff is 1 ms and its timeout short, so no case
// waits on wall-clock time beyond a second or so.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@common/messages';
import type { App } from '../../server/app';
import { reviews } from '../../server/db/schema';
import { connectOwnLocation, reviewsFixture, syncNow } from '../business-profile-helpers';
import { signUpManager } from '../auth-helpers';
import { buildTestApp } from '../build-test-app';
import {
  FAKE_PLACES_API_KEY,
  startFakeGoogle,
  type FailStatus,
  type FakeGoogle,
  type Fault,
} from '../fake-google';

const TOTAL = 120; // pages of 50: 50, 50, 20
const PAGE = 50;
const UNAVAILABLE = `${MESSAGES.syncFailed}: Google is unavailable`;
const NOT_CONFIGURED = MESSAGES.googleNotConfigured;
// Long enough for any real answer of the fake, short enough that three timeouts take ~1.5 s.
const SHORT_TIMEOUT_MS = 500;
const RETRIED: FailStatus[] = [429, 500, 503];

let app: App;
let google: FakeGoogle;
let seq = 0;
/** The attempt numbers the clients asked a backoff for, since the test began. */
const backoffs: number[] = [];

beforeAll(async () => {
  google = await startFakeGoogle();
  app = await buildTestApp({ env: { ...google.env, GOOGLE_SYNC_INTERVAL_MINUTES: '0' } });
  const backoff = (attempt: number) => {
    backoffs.push(attempt);
    return 1;
  };
  app.google.deps.gbp.backoffMs = backoff;
  app.google.deps.places.backoffMs = backoff;
});
afterEach(() => {
  delete app.google.deps.gbp.timeoutMs;
  delete app.google.deps.places.timeoutMs;
  backoffs.length = 0;
});
afterAll(async () => {
  await app.close();
  await google.close();
});

type Manager = Awaited<ReturnType<typeof signUpManager>>;

/** A manager connected through Business Profile to a location holding `count` reviews. */
async function connected(count = TOTAL) {
  const m = await signUpManager(app);
  const accountId = `8${String(++seq).padStart(20, '0')}`;
  const accounts = google.api.businessProfile.accounts;
  const location = await connectOwnLocation(app, accounts, m, reviewsFixture(count), accountId);
  return { ...m, location };
}

// POST /api/google/sync and PUT /api/google/places allow 30 calls a minute per address; this
// file makes more, so each call comes from an address of its own.
let address = 0;
const nextAddress = () => `10.77.${++address >> 8}.${address & 255}`;

const sync = (m: Manager) => syncNow(app, m.cookie, nextAddress());

/** PUT /api/google/places: connect by Places key (tests the key against the place first). */
const connectPlaces = (m: Manager, placeId: string) =>
  app.inject({
    method: 'PUT',
    url: '/api/google/places',
    headers: { cookie: m.cookie },
    remoteAddress: nextAddress(),
    payload: { placeId, apiKey: FAKE_PLACES_API_KEY },
  });

const googleStatus = async (m: Manager) =>
  (await app.inject({ url: '/api/google/status', headers: { cookie: m.cookie } })).json();

/** The stored Google review ids of the business, in the order stored, duplicates included. */
const storedIds = async (m: Manager) =>
  (
    await app.database.db
      .select({ externalId: reviews.externalId })
      .from(reviews)
      .where(eq(reviews.businessId, m.businessId))
  ).map((r) => r.externalId);

/** Review ids Google lists newest first: `R0119`…`R0000` for the fixture (createTime rises). */
const newestIds = (count: number) =>
  Array.from({ length: count }, (_, i) => `R${String(TOTAL - 1 - i).padStart(4, '0')}`);

async function expectStoredExactly(m: Manager, expected: string[]) {
  const ids = await storedIds(m);
  expect(new Set(ids).size).toBe(ids.length); // no duplicate Google review id
  expect([...ids].sort()).toEqual([...expected].sort());
}

const reviewPages = (since: number) =>
  google.api.requests.slice(since).filter((r) => r.path.endsWith('/reviews'));

const refreshes = () =>
  google.issuer.requests.filter((r) => r.params.grant_type === 'refresh_token').length;

/** The sync after the fault, with Google healthy: everything, each review once. */
async function expectCleanResync(m: Manager, expected = newestIds(TOTAL)) {
  const total = expected.length;
  expect(await sync(m)).toMatchObject({
    status: 'succeeded',
    processed: total,
    total,
  });
  await expectStoredExactly(m, expected);
  expect(await googleStatus(m)).toMatchObject({ status: 'connected', message: null });
}

describe('Business Profile sync, Google failing after page 1', () => {
  it('401 on page 2: refreshes the token once, retries the page and completes', async () => {
    const m = await connected();
    const requests = google.api.requests.length;
    const refreshed = refreshes();
    google.api.failAfter(1, 401);

    const job = await sync(m);
    expect(job).toMatchObject({ status: 'succeeded', processed: TOTAL, total: TOTAL });
    expect(job.error).toBeUndefined();
    expect(refreshes()).toBe(refreshed + 1);
    const pages = reviewPages(requests);
    expect(pages).toHaveLength(4); // page 1, page 2 refused, page 2 again, page 3
    expect(pages[2]!.query.pageToken).toBe(pages[1]!.query.pageToken);
    expect(pages[2]!.headers.authorization).not.toBe(pages[1]!.headers.authorization);
    expect(pages[3]!.headers.authorization).toBe(pages[2]!.headers.authorization);
    expect(await googleStatus(m)).toMatchObject({ status: 'connected', message: null });
    await expectStoredExactly(m, newestIds(TOTAL));
    await expectCleanResync(m);
  });

  it('401 again with the refreshed token: fails, marks the integration expired, keeps page 1', async () => {
    const m = await connected();
    const refreshed = refreshes();
    google.api.failAfter(1, 401, 2);

    const job = await sync(m);
    expect(job).toMatchObject({
      status: 'failed',
      processed: PAGE,
      total: TOTAL,
      error: `${MESSAGES.syncFailed}: ${MESSAGES.googleExpired}`,
    });
    expect(refreshes()).toBe(refreshed + 1); // one refresh, not a loop
    expect(await googleStatus(m)).toMatchObject({
      status: 'expired',
      message: MESSAGES.googleExpired,
      canReply: false,
    });
    await expectStoredExactly(m, newestIds(PAGE));
    await expectCleanResync(m);
  });

  it('403 on page 2: fails at once, marks the integration error, keeps page 1', async () => {
    const m = await connected();
    const requests = google.api.requests.length;
    const refreshed = refreshes();
    google.api.failAfter(1, 403);

    const job = await sync(m);
    expect(job).toMatchObject({
      status: 'failed',
      processed: PAGE,
      total: TOTAL,
      error: `${MESSAGES.syncFailed}: ${NOT_CONFIGURED}`,
    });
    expect(reviewPages(requests)).toHaveLength(2); // no retry of a permission error
    expect(refreshes()).toBe(refreshed);
    expect(backoffs).toEqual([]);
    expect(await googleStatus(m)).toMatchObject({
      status: 'error',
      message: NOT_CONFIGURED,
      canReply: false,
    });
    await expectStoredExactly(m, newestIds(PAGE));
    await expectCleanResync(m);
  });

  it.each(RETRIED)('%i twice on page 2: retried with backoff and completes', async (status) => {
    const m = await connected();
    const requests = google.api.requests.length;
    google.api.failAfter(1, status, 2);

    const job = await sync(m);
    expect(job).toMatchObject({ status: 'succeeded', processed: TOTAL, total: TOTAL });
    const pages = reviewPages(requests);
    expect(pages).toHaveLength(5); // page 1, page 2 ×3, page 3
    expect(new Set(pages.slice(1, 4).map((p) => p.query.pageToken)).size).toBe(1);
    expect(backoffs).toEqual([1, 2]);
    expect(await googleStatus(m)).toMatchObject({ status: 'connected', message: null });
    await expectStoredExactly(m, newestIds(TOTAL));
    await expectCleanResync(m);
  });

  it.each(RETRIED)(
    '%i on every attempt at page 3: fails as unavailable, stays connected, keeps pages 1-2',
    async (status) => {
      const m = await connected();
      const requests = google.api.requests.length;
      google.api.failAfter(2, status, 3);

      const job = await sync(m);
      expect(job).toMatchObject({
        status: 'failed',
        processed: 2 * PAGE,
        total: TOTAL,
        error: UNAVAILABLE,
      });
      expect(reviewPages(requests)).toHaveLength(5); // pages 1, 2, then page 3 ×3
      expect(backoffs).toEqual([1, 2]);
      // Google being down says nothing about the connection.
      expect(await googleStatus(m)).toMatchObject({ status: 'connected', message: null });
      await expectStoredExactly(m, newestIds(2 * PAGE));
      await expectCleanResync(m);
    },
  );

  it.each([
    ['no answer to page 2 within the timeout', 'hang'],
    ['page 2 answered 200 but its body stalls past the timeout', 'stall'],
  ] as const)('%s: retried once and completes', async (_case, fault) => {
    const m = await connected();
    app.google.deps.gbp.timeoutMs = SHORT_TIMEOUT_MS;
    const requests = google.api.requests.length;
    google.api.failAfter(1, fault);

    const job = await sync(m);
    expect(job).toMatchObject({ status: 'succeeded', processed: TOTAL, total: TOTAL });
    expect(reviewPages(requests)).toHaveLength(4); // page 1, page 2 lost, page 2, page 3
    expect(backoffs).toEqual([1]);
    expect(await googleStatus(m)).toMatchObject({ status: 'connected', message: null });
    await expectStoredExactly(m, newestIds(TOTAL));
    await expectCleanResync(m);
  });

  it('no answer to page 2 on any attempt: fails as unavailable, stays connected, keeps page 1', async () => {
    const m = await connected();
    app.google.deps.gbp.timeoutMs = SHORT_TIMEOUT_MS;
    const requests = google.api.requests.length;
    google.api.failAfter(1, 'hang', 3);

    const job = await sync(m);
    expect(job).toMatchObject({
      status: 'failed',
      processed: PAGE,
      total: TOTAL,
      error: UNAVAILABLE,
    });
    expect(reviewPages(requests)).toHaveLength(4); // page 1, then page 2 ×3
    expect(await googleStatus(m)).toMatchObject({ status: 'connected', message: null });
    await expectStoredExactly(m, newestIds(PAGE));
    await expectCleanResync(m);
  });
});

describe('Places key sync under Google faults', () => {
  /** A manager connected by Places key to a place that has 3 reviews, synced once. */
  async function placesConnected() {
    const m = await signUpManager(app);
    const placeId = `ChIJFaultTestPlace${String(++seq).padStart(8, '0')}`;
    const place = { id: placeId, displayName: 'Frizerski salon Lepota', reviews: placeReviews(3) };
    google.api.places.set(placeId, place);
    const answer = await connectPlaces(m, placeId);
    expect(answer.statusCode).toBe(200);
    expect(await sync(m)).toMatchObject({ status: 'succeeded', processed: 3 });
    // Two more reviews appear at Google: the next sync must bring them, once each.
    place.reviews = placeReviews(5);
    return m;
  }

  const placeReviews = (count: number) =>
    Array.from({ length: count }, (_, i) => ({
      reviewId: `P${i}`,
      rating: (i % 5) + 1,
      originalText: `Hvala Milici ${i}`,
      originalLanguageCode: 'sr',
      authorName: `Author ${i}`,
      publishTime: `2026-10-0${i + 1}T09:15:02Z`,
    }));
  const placeIds = (count: number) => Array.from({ length: count }, (_, i) => `P${i}`);
  const detailsCalls = (since: number) =>
    google.api.requests.slice(since).filter((r) => r.path.startsWith('/v1/places/'));

  const FAULTS: Fault[] = [429, 500, 503, 'hang', 'stall'];

  it('a connection test whose answer stalls on every attempt is a 400, not a 500', async () => {
    const m = await signUpManager(app);
    const placeId = `ChIJFaultTestPlace${String(++seq).padStart(8, '0')}`;
    google.api.places.set(placeId, { id: placeId, displayName: 'Lepota', reviews: [] });
    app.google.deps.places.timeoutMs = SHORT_TIMEOUT_MS;
    google.api.failAfter(0, 'stall', 3);
    const answer = await connectPlaces(m, placeId);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.message).toBe(MESSAGES.connectionTestFailed);
    expect(await googleStatus(m)).toMatchObject({ status: 'disconnected', hasApiKey: false });
  });

  it.each(FAULTS)('%s twice: retried with backoff and completes', async (fault) => {
    const m = await placesConnected();
    if (fault === 'hang' || fault === 'stall') app.google.deps.places.timeoutMs = SHORT_TIMEOUT_MS;
    const requests = google.api.requests.length;
    google.api.failAfter(0, fault, 2);

    expect(await sync(m)).toMatchObject({
      status: 'succeeded',
      processed: 5,
      total: 5,
    });
    expect(detailsCalls(requests)).toHaveLength(3);
    expect(backoffs).toEqual([1, 2]);
    expect(await googleStatus(m)).toMatchObject({ status: 'connected', message: null });
    await expectStoredExactly(m, placeIds(5));
  });

  it.each(FAULTS)(
    '%s on every attempt: fails as unavailable, stays connected, loses nothing',
    async (fault) => {
      const m = await placesConnected();
      if (fault === 'hang' || fault === 'stall')
        app.google.deps.places.timeoutMs = SHORT_TIMEOUT_MS;
      const requests = google.api.requests.length;
      google.api.failAfter(0, fault, 3);

      expect(await sync(m)).toMatchObject({
        status: 'failed',
        processed: 0,
        error: UNAVAILABLE,
      });
      expect(detailsCalls(requests)).toHaveLength(3);
      expect(await googleStatus(m)).toMatchObject({ status: 'connected', message: null });
      await expectStoredExactly(m, placeIds(3));
      await expectCleanResync(m, placeIds(5));
    },
  );
});
