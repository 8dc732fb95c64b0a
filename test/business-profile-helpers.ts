// Shared by the Business Profile tests: the OAuth round trip as a browser makes it, and fixtures.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { App } from '../server/app';
import { businesses } from '../server/db/schema';
import { buildTestApp, lateBound } from './build-test-app';
import { startFakeGoogle, type FakeGoogle } from './fake-google';

/**
 * The file's app wired to a fake Google of its own (Business Profile, Places, OAuth), both made
 * before its tests and closed after them; Google's retries back off for 1 ms.
 */
export function useGoogleTestApp(): { app: App; google: FakeGoogle } {
  let app: App | undefined;
  let google: FakeGoogle | undefined;
  beforeAll(async () => {
    google = await startFakeGoogle();
    app = await buildTestApp({ env: google.env });
    app.google.deps.gbp.backoffMs = () => 1;
  });
  afterAll(async () => {
    await app?.close();
    await google?.close();
  });
  return {
    app: lateBound(() => app, 'useGoogleTestApp'),
    google: lateBound(() => google, 'useGoogleTestApp'),
  };
}

// The fixture shapes of test/fake-google, restated: a file that is not *.test.ts may not import
// test/ (lint), and structural typing makes these assignable to the fake's own types.
interface FakeGbpReview {
  reviewId: string;
  displayName: string;
  starRating: 0 | 1 | 2 | 3 | 4 | 5;
  comment?: string;
  createTime: string;
  updateTime?: string;
  reply?: { comment: string; updateTime: string };
}
interface FakeGbpAccount {
  accountId: string;
  accountName: string;
  locations: {
    locationId: string;
    title: string;
    placeId?: string;
    address?: { addressLines: string[]; locality?: string };
    reviews: FakeGbpReview[];
  }[];
}

/** start -> fake Google's consent (followed with fetch) -> the shared callback, with the session. */
export async function connectThroughGoogle(app: App, cookie: string) {
  const start = await app.inject({ url: '/api/google/oauth/start', headers: { cookie } });
  expect(start.statusCode).toBe(302);
  const authorize = new URL(start.headers.location as string);
  const flow = start.cookies.find((c) => c.name === 'rt_google_flow')!;
  const consent = await fetch(authorize, { redirect: 'manual' });
  expect(consent.status).toBe(302);
  const callback = new URL(consent.headers.get('location')!);
  const answer = await app.inject({
    url: `${callback.pathname}${callback.search}`,
    headers: { cookie: `${cookie}; rt_google_flow=${flow.value}` },
  });
  return { start, authorize, callback, answer };
}

export const businessRow = async (app: App, businessId: string) =>
  (await app.database.db.select().from(businesses).where(eq(businesses.id, businessId)))[0]!;

export function reviewsFixture(count: number, prefix = 'R'): FakeGbpReview[] {
  const base = Date.parse('2026-01-01T10:00:00Z');
  return Array.from({ length: count }, (_, i) => ({
    reviewId: `${prefix}${String(i).padStart(4, '0')}`,
    displayName: `Reviewer ${i}`,
    starRating: ((i % 5) + 1) as FakeGbpReview['starRating'],
    comment: `Lovely visit number ${i}`,
    createTime: new Date(base + i * 3_600_000).toISOString(),
  }));
}

/** One account with one location per given place id (undefined: a location without one). */
export function accountWith(
  placeIds: (string | undefined)[],
  reviews: FakeGbpReview[] = [],
  accountId = '112233445566778899000',
): FakeGbpAccount {
  return {
    accountId,
    accountName: 'Salon Lepota',
    locations: placeIds.map((placeId, i) => ({
      locationId: `${1234567890123456789n + BigInt(i)}`,
      title: `Frizerski salon Lepota ${i + 1}`,
      ...(placeId ? { placeId } : {}),
      address: { addressLines: [`Knez Mihailova ${10 + i}`], locality: 'Beograd' },
      reviews: i === 0 ? reviews : [],
    })),
  };
}

/**
 * Connects the manager's business through Business Profile to a new account whose one location
 * has the business's place id and holds `reviews`. Older accounts of the fake lose their place
 * ids first: every test business signs up with the same place, and only the newest may match it.
 */
export async function connectOwnLocation(
  app: App,
  fakeAccounts: FakeGbpAccount[],
  manager: { businessId: string; cookie: string },
  reviews: FakeGbpReview[],
  accountId: string,
) {
  const placeId = (await businessRow(app, manager.businessId)).googlePlaceId!;
  const account = accountWith([placeId], reviews, accountId);
  for (const other of fakeAccounts) for (const l of other.locations) delete l.placeId;
  fakeAccounts.push(account);
  const { answer } = await connectThroughGoogle(app, manager.cookie);
  expect(answer.headers.location).toBe('/business-dashboard/settings?google=connected');
  return account.locations[0]!;
}

async function waitForJob(app: App, cookie: string, jobId: string) {
  for (let i = 0; i < 400; i++) {
    const job = (
      await app.inject({ url: `/api/google/sync/${jobId}`, headers: { cookie } })
    ).json();
    if (job.status === 'succeeded' || job.status === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('job did not finish');
}

/**
 * Starts a sync and waits for its end. `remoteAddress`: POST /api/google/sync allows 30 calls a
 * minute per address, so a file that makes more gives each call an address of its own.
 */
export async function syncNow(app: App, cookie: string, remoteAddress?: string) {
  const started = await app.inject({
    method: 'POST',
    url: '/api/google/sync',
    headers: { cookie },
    ...(remoteAddress ? { remoteAddress } : {}),
    payload: {},
  });
  expect(started.statusCode).toBe(202);
  return waitForJob(app, cookie, started.json().id);
}
