// The Places API connection and review sync jobs against the local fake Google (docs/google.md §A).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../app';
import { businesses, reviews } from '../../db/schema';
import { buildTestApp } from '../../../test/build-test-app';
import { employeeWithCredentials, signInEmployee, signUpManager } from '../../../test/auth-helpers';
import {
  FAKE_PLACES_API_KEY,
  startFakePlacesServer,
  type FakePlacesServer,
} from '../../../test/fake-google/places-server';

const KEY = FAKE_PLACES_API_KEY;
const PLACE_ID = 'ChIJ8dPDp7J6WkcRNBIKHi1cP5s';
const OTHER_PLACE = 'ChIJOtherPlace000000000000';

let app: App;
let fake: FakePlacesServer;
const bodies: string[] = [];

type Manager = Awaited<ReturnType<typeof signUpManager>>;

async function call(
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  cookie: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  const response = await app.inject({
    method,
    url,
    headers: { cookie },
    ...(method === 'GET' ? {} : { payload: payload ?? {} }),
  });
  bodies.push(response.body);
  return response;
}

const connect = (m: Manager, placeId = PLACE_ID, apiKey = KEY) =>
  call('PUT', '/api/google/places', m.cookie, { placeId, apiKey });

async function waitForJob(m: Manager, jobId: string) {
  for (let i = 0; i < 200; i++) {
    const job = (await call('GET', `/api/google/sync/${jobId}`, m.cookie)).json();
    if (job.status === 'succeeded' || job.status === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('job did not finish');
}

const businessRow = async (m: Manager) =>
  (await app.database.db.select().from(businesses).where(eq(businesses.id, m.businessId)))[0]!;

function seedPlace(id: string, count: number) {
  fake.places.set(id, {
    id,
    displayName: 'Frizerski salon Lepota',
    reviews: Array.from({ length: count }, (_, i) => ({
      reviewId: `Review${id.slice(-4)}${i}`,
      rating: (i % 5) + 1,
      originalText: `Hvala Milici ${i}`,
      originalLanguageCode: 'sr',
      authorName: `Author ${i}`,
      publishTime: `2026-10-0${i + 1}T09:15:02.123456Z`,
    })),
  });
}

beforeAll(async () => {
  fake = await startFakePlacesServer();
  app = await buildTestApp({ env: { GOOGLE_API_ORIGIN: fake.origin } });
});
afterAll(async () => {
  await app.close();
  await fake.close();
  // No response, ever, carried the API key.
  for (const body of bodies) expect(body).not.toContain(KEY);
});
beforeEach(() => {
  seedPlace(PLACE_ID, 7);
  seedPlace(OTHER_PLACE, 2);
  fake.validKeys.clear();
  fake.validKeys.add(KEY);
});

describe('PUT /api/google/places', () => {
  it('tests the pair, stores the key encrypted and answers the status without it', async () => {
    const m = await signUpManager(app);
    const response = await connect(m);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'connected',
      connectionType: 'places_api',
      placeId: PLACE_ID,
      hasApiKey: true,
      lastSyncedAt: null,
      message: null,
      limited: true,
      oauthAvailable: false,
      canReply: false,
      location: null,
      offeredName: null,
    });
    const last = fake.requests.at(-1)!;
    expect(last.path).toBe(`/v1/places/${PLACE_ID}`);
    expect(last.headers['x-goog-api-key']).toBe(KEY);
    expect(last.headers['x-goog-fieldmask']).toBe('id,displayName');
    const row = await businessRow(m);
    expect(row.googleApiKey).toMatch(/^v1:/);
    expect(row.googleApiKey).not.toContain(KEY);
    expect(row.googleReviewUrl).toBeTruthy();
    const status = await call('GET', '/api/google/status', m.cookie);
    expect(status.json().hasApiKey).toBe(true);
  });

  it('refuses a failing pair and stores nothing', async () => {
    const m = await signUpManager(app);
    const bad = await connect(m, PLACE_ID, 'AIzaWrongKey000000000000000000000000000');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: { key: expect.any(String), code: 'BAD_REQUEST', message: 'Connection Test Failed' },
    });
    const unknownPlace = await connect(m, 'ChIJUnknownPlace00000000000');
    expect(unknownPlace.statusCode).toBe(400);
    const row = await businessRow(m);
    expect(row.googleApiKey).toBeNull();
    expect(row.connectionType).toBe('disconnected');
  });

  it('validates the body', async () => {
    const m = await signUpManager(app);
    expect((await connect(m, '', KEY)).statusCode).toBe(400);
    expect((await connect(m, PLACE_ID, 'short')).statusCode).toBe(400);
  });
});

describe('POST /api/google/test', () => {
  it('answers ok, or Connection Test Failed with the error status stored', async () => {
    const m = await signUpManager(app);
    const notConfigured = await call('POST', '/api/google/test', m.cookie);
    expect(notConfigured.statusCode).toBe(400);
    expect(notConfigured.json().error.message).toBe('Google integration not properly configured');
    await connect(m);
    const ok = await call('POST', '/api/google/test', m.cookie);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ ok: true });
    fake.failNext(403);
    const failed = await call('POST', '/api/google/test', m.cookie);
    expect(failed.statusCode).toBe(400);
    expect(failed.json().error.message).toBe('Connection Test Failed');
    const status = (await call('GET', '/api/google/status', m.cookie)).json();
    expect(status.status).toBe('error');
    expect(status.message).toBe('Google integration not properly configured');
  });
});

describe('sync jobs', () => {
  it('refuses a sync without a configured connection', async () => {
    const m = await signUpManager(app);
    const response = await call('POST', '/api/google/sync', m.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Google integration not properly configured');
  });

  it('imports at most 5 reviews, idempotently, with progress until succeeded', async () => {
    const m = await signUpManager(app);
    await connect(m);
    const started = await call('POST', '/api/google/sync', m.cookie);
    expect(started.statusCode).toBe(202);
    expect(started.json()).toMatchObject({ status: 'queued', processed: 0 });
    const job = await waitForJob(m, started.json().id);
    expect(job).toEqual({ id: started.json().id, status: 'succeeded', processed: 5, total: 5 });
    expect(fake.requests.at(-1)!.headers['x-goog-fieldmask']).toBe('id,displayName,reviews');

    const rows = await app.database.db
      .select()
      .from(reviews)
      .where(eq(reviews.businessId, m.businessId));
    expect(rows).toHaveLength(5);
    const first = rows.find((r) => r.externalId === `Review${PLACE_ID.slice(-4)}0`)!;
    expect(first).toMatchObject({ authorName: 'Author 0', rating: 1, text: 'Hvala Milici 0' });

    const again = await call('POST', '/api/google/sync', m.cookie);
    expect((await waitForJob(m, again.json().id)).status).toBe('succeeded');
    const after = await app.database.db
      .select()
      .from(reviews)
      .where(eq(reviews.businessId, m.businessId));
    expect(after).toHaveLength(5);
    const status = (await call('GET', '/api/google/status', m.cookie)).json();
    expect(status.lastSyncedAt).not.toBeNull();
    expect(status.status).toBe('connected');
  });

  it('answers 409 with the running job while one runs, and retries 5xx/429', async () => {
    const m = await signUpManager(app);
    await connect(m);
    fake.failNext(503);
    fake.failNext(429);
    const first = await call('POST', '/api/google/sync', m.cookie);
    expect(first.statusCode).toBe(202);
    const second = await call('POST', '/api/google/sync', m.cookie);
    expect(second.statusCode).toBe(409);
    expect(second.json().job.id).toBe(first.json().id);
    const job = await waitForJob(m, first.json().id);
    expect(job.status).toBe('succeeded');
    expect(job.processed).toBe(5);
  });

  it('retries a 429 once and succeeds', async () => {
    const m = await signUpManager(app);
    await connect(m);
    const before = fake.requests.length;
    fake.failNext(429);
    const started = await call('POST', '/api/google/sync', m.cookie);
    expect((await waitForJob(m, started.json().id)).status).toBe('succeeded');
    expect(fake.requests.length - before).toBe(2);
  });

  it('fails the job and marks the integration on an invalid key', async () => {
    const m = await signUpManager(app);
    await connect(m);
    fake.validKeys.clear();
    const started = await call('POST', '/api/google/sync', m.cookie);
    const job = await waitForJob(m, started.json().id);
    expect(job.status).toBe('failed');
    expect(job.error).toMatch(/^Sync Failed/);
    expect(job.error).not.toContain(KEY);
    const status = (await call('GET', '/api/google/status', m.cookie)).json();
    expect(status).toMatchObject({
      status: 'error',
      message: 'Google integration not properly configured',
    });
  });

  it('keeps jobs to their business', async () => {
    const owner = await signUpManager(app);
    const stranger = await signUpManager(app);
    await connect(owner, OTHER_PLACE);
    const started = await call('POST', '/api/google/sync', owner.cookie);
    await waitForJob(owner, started.json().id);
    const peek = await call('GET', `/api/google/sync/${started.json().id}`, stranger.cookie);
    expect(peek.statusCode).toBe(404);
  });
});

describe('POST /api/google/disconnect', () => {
  it('clears the key but keeps the place id and the reviews', async () => {
    const m = await signUpManager(app);
    await connect(m, OTHER_PLACE);
    const started = await call('POST', '/api/google/sync', m.cookie);
    await waitForJob(m, started.json().id);
    const response = await call('POST', '/api/google/disconnect', m.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'disconnected',
      connectionType: 'disconnected',
      placeId: OTHER_PLACE,
      hasApiKey: false,
    });
    const row = await businessRow(m);
    expect(row.googleApiKey).toBeNull();
    const kept = await app.database.db
      .select()
      .from(reviews)
      .where(eq(reviews.businessId, m.businessId));
    expect(kept).toHaveLength(2);
    const sync = await call('POST', '/api/google/sync', m.cookie);
    expect(sync.statusCode).toBe(400);
  });
});

describe('access', () => {
  it('refuses employees and signed-out callers', async () => {
    const m = await signUpManager(app);
    const { username, password } = await employeeWithCredentials(app, m.businessId);
    const { cookie } = await signInEmployee(app, username, password);
    expect((await call('GET', '/api/google/status', cookie)).statusCode).toBe(403);
    expect((await call('POST', '/api/google/sync', cookie)).statusCode).toBe(403);
    expect((await connect({ ...m, cookie })).statusCode).toBe(403);
    expect((await call('GET', '/api/google/status', '')).statusCode).toBe(401);
  });
});
