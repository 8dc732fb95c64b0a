// startFakeGoogle end to end: tokens from the fake issuer's code flow open the Business Profile
// API, and the issuer's expiry and revocation switches reach the API the way Google's do.
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PLACE_ID, demoBusinessProfile } from './demo-data';
import { FAKE_PLACES_API_KEY, startFakeGoogle, type FakeGoogle } from './index';

const REDIRECT_URI = 'http://127.0.0.1:5173/api/google/callback';
const BUSINESS_SCOPE = 'https://www.googleapis.com/auth/business.manage';
const NOW = new Date('2026-10-15T12:00:00Z');
const EMPLOYEES = ['Milica Petrović', 'Marko Jovanović', 'Jelena Nikolić'];

let fake: FakeGoogle;

beforeAll(async () => {
  fake = await startFakeGoogle();
  fake.api.businessProfile.accounts = demoBusinessProfile({
    placeId: DEMO_PLACE_ID,
    employeeNames: EMPLOYEES,
    now: NOW,
  });
});
afterAll(() => fake.close());

interface Tokens {
  access_token?: string;
  refresh_token?: string;
  scope?: string;
  error?: string;
  error_description?: string;
}

/** The browser half of the consent (authorize redirect), then the server's code exchange. */
async function consent(scope: string): Promise<Tokens> {
  const verifier = randomBytes(32).toString('base64url');
  const authorize = new URL('/o/oauth2/v2/auth', fake.env.GOOGLE_OAUTH_ISSUER);
  authorize.search = new URLSearchParams({
    client_id: fake.env.GOOGLE_CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scope,
    access_type: 'offline',
    state: 'state-1',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();
  const redirect = await fetch(authorize, { redirect: 'manual' });
  const code = new URL(redirect.headers.get('location') ?? '').searchParams.get('code') ?? '';
  return tokenRequest({
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT_URI,
    code_verifier: verifier,
  });
}

async function tokenRequest(params: Record<string, string>): Promise<Tokens> {
  const response = await fetch(new URL('/token', fake.env.GOOGLE_OAUTH_ISSUER), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      ...params,
      client_id: fake.env.GOOGLE_CLIENT_ID,
      client_secret: fake.env.GOOGLE_CLIENT_SECRET,
    }),
  });
  return (await response.json()) as Tokens;
}

async function api(path: string, init: RequestInit = {}) {
  const response = await fetch(`${fake.env.GOOGLE_API_ORIGIN}${path}`, init);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const bearer = (token = '') => ({ headers: { authorization: `Bearer ${token}` } });

describe('startFakeGoogle', () => {
  it('lists accounts with an access token from the code flow', async () => {
    const tokens = await consent(`openid email profile ${BUSINESS_SCOPE}`);
    expect(tokens.scope?.split(' ')).toContain(BUSINESS_SCOPE);
    const { status, body } = await api('/v1/accounts', bearer(tokens.access_token));
    expect(status).toBe(200);
    expect(body.accounts).toEqual([
      expect.objectContaining({ type: 'PERSONAL' }),
      expect.objectContaining({ name: 'accounts/998877665544332211000', type: 'LOCATION_GROUP' }),
    ]);
    expect(fake.api.requests.at(-1)).toMatchObject({ method: 'GET', path: '/v1/accounts' });
  });

  it('answers 403 to a sign-in token without business.manage', async () => {
    const tokens = await consent('openid email profile');
    expect((await api('/v1/accounts', bearer(tokens.access_token))).status).toBe(403);
  });

  it('answers 401 after expireAccessTokens, and a refreshed token works again', async () => {
    const tokens = await consent(`openid ${BUSINESS_SCOPE}`);
    fake.issuer.expireAccessTokens();
    expect((await api('/v1/accounts', bearer(tokens.access_token))).status).toBe(401);
    const refreshed = await tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token ?? '',
    });
    expect(fake.issuer.tokenInfo(refreshed.access_token ?? '')?.scopes).toContain(BUSINESS_SCOPE);
    expect((await api('/v1/accounts', bearer(refreshed.access_token))).status).toBe(200);
  });

  it('makes refresh answer invalid_grant after revokeRefreshTokens', async () => {
    const tokens = await consent(`openid ${BUSINESS_SCOPE}`);
    fake.issuer.revokeRefreshTokens();
    const refreshed = await tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token ?? '',
    });
    expect(refreshed).toEqual({
      error: 'invalid_grant',
      error_description: 'Token has been expired or revoked.',
    });
  });

  it('serves Places with an API key on the same origin, and failNext covers both APIs', async () => {
    fake.api.places.set(DEMO_PLACE_ID, { id: DEMO_PLACE_ID, displayName: 'Lepota', reviews: [] });
    const places = (init: RequestInit = {}) =>
      api(`/v1/places/${DEMO_PLACE_ID}?key=${FAKE_PLACES_API_KEY}&fields=id`, init);
    expect(await places()).toEqual({ status: 200, body: { id: DEMO_PLACE_ID } });
    fake.api.failNext(500, 2);
    expect((await places()).status).toBe(500);
    expect((await api('/v1/accounts')).status).toBe(500);
    expect((await api('/v1/accounts')).status).toBe(401);
  });

  it('failAfter lets n requests through, then answers the fault `times` times', async () => {
    const accounts = () => api('/v1/accounts').then((r) => r.status);
    fake.api.failAfter(2, 503, 2);
    fake.api.failAfter(1, 429); // scripted after the first: one more request passes first
    expect([await accounts(), await accounts()]).toEqual([401, 401]);
    expect([await accounts(), await accounts()]).toEqual([503, 503]);
    expect([await accounts(), await accounts(), await accounts()]).toEqual([401, 429, 401]);
    fake.api.failAfter(0, 403);
    const denied = await api('/v1/accounts');
    expect(denied).toMatchObject({ status: 403, body: { error: { status: 'PERMISSION_DENIED' } } });
  });

  it('hangNext leaves a request unanswered until the client times out', async () => {
    fake.api.failAfter(1, 'hang');
    expect((await api('/v1/accounts')).status).toBe(401);
    const before = fake.api.requests.length;
    const hung = fetch(`${fake.env.GOOGLE_API_ORIGIN}/v1/accounts`, {
      signal: AbortSignal.timeout(100),
    });
    await expect(hung).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(fake.api.requests).toHaveLength(before + 1); // it was received, just not answered
    expect((await api('/v1/accounts')).status).toBe(401);
  });

  it("failAfter(n, 'stall') sends a 200 whose body never ends", async () => {
    fake.api.failAfter(0, 'stall');
    const response = await fetch(`${fake.env.GOOGLE_API_ORIGIN}/v1/accounts`, {
      signal: AbortSignal.timeout(200),
    });
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toMatchObject({ name: 'TimeoutError' });
    expect((await api('/v1/accounts')).status).toBe(401);
  });

  it('closes cleanly while a request hangs', async () => {
    const other = await startFakeGoogle();
    other.api.hangNext(2);
    const hung = fetch(`${other.env.GOOGLE_API_ORIGIN}/v1/accounts`).catch((e: unknown) => e);
    await expect.poll(() => other.api.requests.length).toBe(1);
    await other.close();
    expect(await hung).toBeInstanceOf(TypeError); // the socket was dropped: fetch failed
  });

  it('serves the demo salon with its reviews in pages, found by metadata.placeId', async () => {
    const tokens = await consent(`openid ${BUSINESS_SCOPE}`);
    const account = 'accounts/998877665544332211000';
    const { body } = await api(
      `/v1/${account}/locations?readMask=name,metadata`,
      bearer(tokens.access_token),
    );
    const locations = body.locations as Array<{ name: string; metadata: { placeId?: string } }>;
    const salon = locations.find((l) => l.metadata.placeId === DEMO_PLACE_ID);
    expect(salon?.name).toBe('locations/1234567890123456789');
    expect(locations.filter((l) => l.metadata.placeId !== DEMO_PLACE_ID)).toHaveLength(1);

    const seen: string[] = [];
    let pageToken = '';
    do {
      const query = `pageSize=50${pageToken ? `&pageToken=${encodeURIComponent(pageToken)}` : ''}`;
      const page = await api(
        `/v4/${account}/${salon?.name}/reviews?${query}`,
        bearer(tokens.access_token),
      );
      seen.push(...(page.body.reviews as Array<{ reviewId: string }>).map((r) => r.reviewId));
      pageToken = (page.body.nextPageToken as string | undefined) ?? '';
    } while (pageToken);
    expect(new Set(seen).size).toBe(120);
  });
});

describe('demoBusinessProfile', () => {
  const accounts = demoBusinessProfile({
    placeId: DEMO_PLACE_ID,
    employeeNames: EMPLOYEES,
    now: NOW,
  });
  const reviews = accounts[1]?.locations[0]?.reviews ?? [];
  const comments = reviews.map((r) => r.comment ?? '');

  it('is deterministic for the same inputs', () => {
    const again = demoBusinessProfile({
      placeId: DEMO_PLACE_ID,
      employeeNames: EMPLOYEES,
      now: NOW,
    });
    expect(again).toEqual(accounts);
  });

  it('has the personal account first and reviews spread over the last 60 days', () => {
    expect(accounts.map((a) => a.type)).toEqual(['PERSONAL', 'LOCATION_GROUP']);
    expect(accounts[0]?.locations).toEqual([]);
    const oldest = Math.min(...reviews.map((r) => Date.parse(r.createTime)));
    expect(NOW.getTime() - oldest).toBeLessThanOrEqual(60 * 86_400_000);
    expect(reviews.every((r) => Date.parse(r.updateTime ?? r.createTime) <= NOW.getTime())).toBe(
      true,
    );
  });

  it('covers the shapes attribution must handle', () => {
    expect(comments.some((c) => c.includes('Milici'))).toBe(true);
    expect(comments.some((c) => /Милиц|Марк|Јелен/.test(c))).toBe(true);
    expect(comments.some((c) => c.includes('did an amazing job'))).toBe(true);
    expect(comments.some((c) => c.startsWith('(Translated by Google)'))).toBe(true);
    expect(reviews.some((r) => r.comment === undefined)).toBe(true);
    expect(reviews.some((r) => r.isAnonymous)).toBe(true);
    expect(reviews.filter((r) => r.reply)).toHaveLength(1);
  });
});
