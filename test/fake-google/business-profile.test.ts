// The Business Profile fake on its own, with a stub token verifier: Google's checks and wire
// format. index.test.ts drives it through startFakeGoogle with real issuer tokens.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  BUSINESS_MANAGE_SCOPE,
  createBusinessProfileRoute,
  createFakeBusinessProfile,
  type FakeGbpReview,
} from './business-profile';
import { startGoogleApiServer, type GoogleApiServer } from './google-rpc';

const ACCOUNT = '998877665544332211000';
const LOCATION = '1234567890123456789';
const PLACE_ID = 'ChIJ8dPDp7J6WkcRNBIKHi1cP5s';
const REVIEWS = `/v4/accounts/${ACCOUNT}/locations/${LOCATION}/reviews`;
const TOKENS: Record<string, string[]> = {
  manager: ['openid', BUSINESS_MANAGE_SCOPE],
  signInOnly: ['openid', 'https://www.googleapis.com/auth/userinfo.email'],
};

const profile = createFakeBusinessProfile();
let server: GoogleApiServer;

function review(i: number, extra: Partial<FakeGbpReview> = {}): FakeGbpReview {
  const day = String(1 + (i % 28)).padStart(2, '0');
  return {
    reviewId: `AbFvOq${i}`,
    displayName: `Autor ${i}`,
    starRating: ((i % 5) + 1) as FakeGbpReview['starRating'],
    comment: `Hvala Milici ${i}!`,
    createTime: `2026-0${1 + Math.floor(i / 28)}-${day}T09:00:00Z`,
    ...extra,
  };
}

beforeAll(async () => {
  const verify = (token: string) => {
    const scopes = TOKENS[token];
    return scopes ? { sub: '1', scopes } : null;
  };
  server = await startGoogleApiServer([createBusinessProfileRoute(profile, verify)]);
});
afterAll(() => server.close());
beforeEach(() => {
  profile.maxReviewPageSize = 50;
  profile.accounts = [
    { accountId: '112233445566778899000', accountName: 'Jelena', type: 'PERSONAL', locations: [] },
    {
      accountId: ACCOUNT,
      accountName: 'Salon Lepota',
      type: 'LOCATION_GROUP',
      locations: [
        {
          locationId: LOCATION,
          title: 'Frizerski salon Lepota',
          placeId: PLACE_ID,
          address: { addressLines: ['Knez Mihailova 10'], locality: 'Beograd', regionCode: 'RS' },
          reviews: Array.from({ length: 7 }, (_, i) => review(i)),
        },
        { locationId: '42', title: 'Not on Maps', reviews: [] },
      ],
    },
  ];
});

interface Body {
  error?: { code: number; status: string; message: string; details?: unknown[] };
  [key: string]: unknown;
}

async function call(path: string, init: RequestInit & { token?: string | null } = {}) {
  const { token = 'manager', ...rest } = init;
  const headers = new Headers(rest.headers);
  if (token !== null) headers.set('authorization', `Bearer ${token}`);
  const response = await fetch(`${server.origin}${path}`, { ...rest, headers });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Body,
  };
}

const reviewIds = (body: Body) =>
  (body.reviews as Array<{ reviewId: string }>).map((r) => r.reviewId);

describe('reviews.list', () => {
  it('pages through all reviews newest first, with nextPageToken only before the last page', async () => {
    const first = await call(`${REVIEWS}?pageSize=3`);
    expect(first.status).toBe(200);
    expect(reviewIds(first.body)).toEqual(['AbFvOq6', 'AbFvOq5', 'AbFvOq4']);
    expect(first.body).toMatchObject({ averageRating: 2.6, totalReviewCount: 7 });
    const token = encodeURIComponent(String(first.body.nextPageToken));
    const second = await call(`${REVIEWS}?pageSize=3&pageToken=${token}`);
    expect(reviewIds(second.body)).toEqual(['AbFvOq3', 'AbFvOq2', 'AbFvOq1']);
    const third = await call(
      `${REVIEWS}?pageSize=3&pageToken=${encodeURIComponent(String(second.body.nextPageToken))}`,
    );
    expect(reviewIds(third.body)).toEqual(['AbFvOq0']);
    expect(third.body).not.toHaveProperty('nextPageToken');
  });

  it('renders reviews in the v4 wire format, leaving unset fields out', async () => {
    const location = profile.accounts[1]?.locations[0];
    location?.reviews.splice(
      0,
      7,
      review(1, { comment: undefined, isAnonymous: true, profilePhotoUrl: 'x' }),
    );
    location?.reviews.push(
      review(2, {
        profilePhotoUrl: 'https://lh3/p',
        reply: { comment: 'Hvala!', updateTime: '2026-02-01T00:00:00Z' },
      }),
    );
    const { body } = await call(`${REVIEWS}?orderBy=rating`);
    expect(body.reviews).toEqual([
      {
        name: `accounts/${ACCOUNT}/locations/${LOCATION}/reviews/AbFvOq1`,
        reviewId: 'AbFvOq1',
        reviewer: { displayName: 'Autor 1', isAnonymous: true },
        starRating: 'TWO',
        createTime: '2026-01-02T09:00:00Z',
        updateTime: '2026-01-02T09:00:00Z',
      },
      expect.objectContaining({
        // As real pages do, a reviewer who is not anonymous has no isAnonymous at all.
        reviewer: { profilePhotoUrl: 'https://lh3/p', displayName: 'Autor 2' },
        starRating: 'THREE',
        comment: 'Hvala Milici 2!',
        reviewReply: { comment: 'Hvala!', updateTime: '2026-02-01T00:00:00Z' },
      }),
    ]);
  });

  it("sends a review and a reply in another language inside Google's envelope, original first", async () => {
    const location = profile.accounts[1]?.locations[0];
    location?.reviews.splice(0, location.reviews.length, {
      ...review(1, { comment: 'Sjajno, hvala Milici!', translation: 'Great, thanks to Milica!' }),
      reply: { comment: 'Hvala!', translation: 'Thank you!', updateTime: '2026-02-01T00:00:00Z' },
    });
    const { body } = await call(REVIEWS);
    expect(body.totalReviewCount).toBe(1);
    expect(body.reviews).toEqual([
      expect.objectContaining({
        comment: 'Sjajno, hvala Milici!\n\n(Translated by Google)\nGreat, thanks to Milica!',
        reviewReply: {
          comment: 'Hvala!\n\n(Translated by Google)\nThank you!',
          updateTime: '2026-02-01T00:00:00Z',
        },
      }),
    ]);
    profile.omitTotalReviewCount = true;
    expect((await call(REVIEWS)).body).not.toHaveProperty('totalReviewCount');
    profile.omitTotalReviewCount = false;
  });

  it('orders by rating both ways', async () => {
    const up = await call(`${REVIEWS}?orderBy=rating`);
    const down = await call(`${REVIEWS}?orderBy=${encodeURIComponent('rating desc')}`);
    const stars = (body: Body) =>
      (body.reviews as Array<{ starRating: string }>).map((r) => r.starRating);
    expect(stars(up.body).slice(0, 2)).toEqual(['ONE', 'ONE']);
    expect(stars(down.body).slice(0, 2)).toEqual(['FIVE', 'FOUR']);
  });

  it('answers 400 INVALID_ARGUMENT for a page size over the limit, a bad orderBy or a bad token', async () => {
    for (const query of [
      'pageSize=51',
      'orderBy=updateTime',
      'orderBy=createTime%20desc',
      'pageToken=bm9wZQ',
    ]) {
      const { status, body } = await call(`${REVIEWS}?${query}`);
      expect(status, query).toBe(400);
      expect(body.error?.status).toBe('INVALID_ARGUMENT');
    }
    profile.maxReviewPageSize = 5;
    expect((await call(`${REVIEWS}?pageSize=6`)).status).toBe(400);
    expect((await call(`${REVIEWS}?pageSize=5`)).status).toBe(200);
  });

  it('rejects a page token from a different ordering', async () => {
    const first = await call(`${REVIEWS}?pageSize=3`);
    const token = encodeURIComponent(String(first.body.nextPageToken));
    expect((await call(`${REVIEWS}?orderBy=rating&pageSize=3&pageToken=${token}`)).status).toBe(
      400,
    );
  });

  it('answers an empty object for a location without reviews', async () => {
    const { status, body } = await call(`/v4/accounts/${ACCOUNT}/locations/42/reviews`);
    expect(status).toBe(200);
    expect(body).toEqual({});
  });

  it('answers 404 NOT_FOUND for an unknown account, location or review', async () => {
    for (const path of [
      `/v4/accounts/1/locations/${LOCATION}/reviews`,
      `/v4/accounts/${ACCOUNT}/locations/1/reviews`,
      `${REVIEWS}/nope`,
      '/v1/accounts/1/locations?readMask=name',
    ]) {
      const { status, body } = await call(path);
      expect(status, path).toBe(404);
      expect(body.error?.status).toBe('NOT_FOUND');
    }
  });
});

describe('authentication', () => {
  it('answers 401 UNAUTHENTICATED with a Bearer challenge without a token or with an unknown one', async () => {
    for (const token of [null, 'expired-or-unknown']) {
      const { status, headers, body } = await call(REVIEWS, { token });
      expect(status).toBe(401);
      expect(body.error).toMatchObject({ code: 401, status: 'UNAUTHENTICATED' });
      expect(body.error?.message).toMatch(/authentication credential.*OAuth 2 access token/);
      expect(headers.get('www-authenticate')).toBe(
        'Bearer realm="https://accounts.google.com/", error="invalid_token"',
      );
    }
  });

  it('answers 403 PERMISSION_DENIED for a token without business.manage', async () => {
    const { status, body } = await call('/v1/accounts', { token: 'signInOnly' });
    expect(status).toBe(403);
    expect(body.error).toMatchObject({
      status: 'PERMISSION_DENIED',
      message: 'Request had insufficient authentication scopes.',
    });
  });
});

describe('accounts and locations', () => {
  it('lists accounts, personal first, 20 at most per page', async () => {
    const { body } = await call('/v1/accounts');
    expect(body.accounts).toEqual([
      expect.objectContaining({ name: 'accounts/112233445566778899000', type: 'PERSONAL' }),
      expect.objectContaining({
        name: `accounts/${ACCOUNT}`,
        accountName: 'Salon Lepota',
        type: 'LOCATION_GROUP',
        verificationState: 'UNVERIFIED',
        vettedState: 'NOT_VETTED',
        role: 'PRIMARY_OWNER',
        permissionLevel: 'OWNER_LEVEL',
      }),
    ]);
    expect(body).not.toHaveProperty('nextPageToken');
    expect((await call('/v1/accounts?pageSize=21')).status).toBe(400);
    const paged = await call('/v1/accounts?pageSize=1');
    expect(paged.body.nextPageToken).toEqual(expect.any(String));
  });

  it('requires readMask and applies it to locations named locations/{id}', async () => {
    const missing = await call(`/v1/accounts/${ACCOUNT}/locations`);
    expect(missing.status).toBe(400);
    expect(missing.body.error?.status).toBe('INVALID_ARGUMENT');
    expect((await call(`/v1/accounts/${ACCOUNT}/locations?readMask=nope`)).status).toBe(400);
    expect(
      (await call(`/v1/accounts/${ACCOUNT}/locations?readMask=name&pageSize=101`)).status,
    ).toBe(400);

    const { body } = await call(`/v1/accounts/${ACCOUNT}/locations?readMask=name,title,metadata`);
    expect(body.locations).toEqual([
      {
        name: `locations/${LOCATION}`,
        title: 'Frizerski salon Lepota',
        metadata: {
          placeId: PLACE_ID,
          mapsUri: expect.stringMatching(/^https:\/\/maps\.google\.com\/maps\?cid=\d+$/),
          newReviewUri: `https://search.google.com/local/writereview?placeid=${PLACE_ID}`,
        },
      },
      { name: 'locations/42', title: 'Not on Maps', metadata: {} },
    ]);
    const names = await call(`/v1/accounts/${ACCOUNT}/locations?readMask=name&pageSize=1`);
    expect(names.body.locations).toEqual([{ name: `locations/${LOCATION}` }]);
    expect(names.body.nextPageToken).toEqual(expect.any(String));
  });
});

describe('replies', () => {
  const reply = (body: unknown, id = 'AbFvOq3') =>
    call(`${REVIEWS}/${id}/reply`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('creates and then replaces a reply, and get shows it', async () => {
    const created = await reply({ comment: 'Hvala Vam!' });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ comment: 'Hvala Vam!', updateTime: expect.any(String) });
    await reply({ comment: 'Hvala Vam puno!' });
    const { body } = await call(`${REVIEWS}/AbFvOq3`);
    expect(body.reviewReply).toMatchObject({ comment: 'Hvala Vam puno!' });
  });

  it('counts the 4096-byte limit in UTF-8 bytes, not characters', async () => {
    expect((await reply({ comment: 'a'.repeat(4096) })).status).toBe(200);
    const tooLong = await reply({ comment: 'š'.repeat(2049) }); // 2049 characters, 4098 bytes
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error?.status).toBe('INVALID_ARGUMENT');
    expect((await reply({})).status).toBe(400);
  });

  it('deletes a reply', async () => {
    await reply({ comment: 'Hvala!' });
    const deleted = await call(`${REVIEWS}/AbFvOq3/reply`, { method: 'DELETE' });
    expect(deleted).toMatchObject({ status: 200, body: {} });
    expect((await call(`${REVIEWS}/AbFvOq3`)).body).not.toHaveProperty('reviewReply');
  });
});

it('fails the next requests as asked, in Google format, then recovers', async () => {
  server.failNext(429, 2);
  for (let i = 0; i < 2; i++) {
    const { status, body } = await call('/v1/accounts');
    expect(status).toBe(429);
    expect(body.error).toMatchObject({ code: 429, status: 'RESOURCE_EXHAUSTED' });
  }
  server.failNext(503);
  expect((await call(REVIEWS)).body.error?.status).toBe('UNAVAILABLE');
  expect((await call(REVIEWS)).status).toBe(200);
});
