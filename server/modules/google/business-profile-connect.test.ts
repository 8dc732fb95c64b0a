// Connecting Business Profile over OAuth end to end against the fake Google (docs/google.md §B.2, §C):
// consent, location choice, the ways it can end, the status and disconnect.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { businesses } from '../../db/schema';
import { buildTestApp } from '../../../test/build-test-app';
import { signUpManager } from '../../../test/auth-helpers';
import {
  accountWith,
  businessRow,
  connectThroughGoogle,
  useGoogleTestApp,
} from '../../../test/business-profile-helpers';

const { app, google } = useGoogleTestApp();
const bodies: string[] = [];
beforeEach(() => {
  google.api.businessProfile.accounts.length = 0;
});

async function manager() {
  const m = await signUpManager(app);
  const placeId = (await businessRow(app, m.businessId)).googlePlaceId!;
  expect(placeId).toBeTruthy();
  return { ...m, placeId };
}

async function status(cookie: string) {
  const response = await app.inject({ url: '/api/google/status', headers: { cookie } });
  bodies.push(response.body);
  return response.json();
}

describe('GET /api/google/oauth/start', () => {
  it('asks Google for business.manage offline with consent, PKCE S256, state and nonce', async () => {
    const m = await manager();
    const start = await app.inject({
      url: '/api/google/oauth/start',
      headers: { cookie: m.cookie },
    });
    expect(start.statusCode).toBe(302);
    const url = new URL(start.headers.location as string);
    expect(url.origin).toBe(google.issuer.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      scope: 'openid email profile https://www.googleapis.com/auth/business.manage',
      access_type: 'offline',
      prompt: 'consent',
      include_granted_scopes: 'true',
      code_challenge_method: 'S256',
      redirect_uri: 'http://localhost/auth/google/callback',
    });
    for (const p of ['state', 'nonce', 'code_challenge'])
      expect(url.searchParams.get(p)).toMatch(/.{20,}/);
    const flow = start.cookies.find((c) => c.name === 'rt_google_flow')!;
    expect(flow).toMatchObject({ httpOnly: true, path: '/auth/google/callback' });
  });

  it('redirects to the settings page with google=unavailable when OAuth is not configured', async () => {
    const bare = await buildTestApp();
    try {
      const m = await signUpManager(bare);
      const start = await bare.inject({
        url: '/api/google/oauth/start',
        headers: { cookie: m.cookie },
      });
      expect(start.statusCode).toBe(302);
      expect(start.headers.location).toBe('/business-dashboard/settings?google=unavailable');
      const s = (
        await bare.inject({ url: '/api/google/status', headers: { cookie: m.cookie } })
      ).json();
      expect(s.oauthAvailable).toBe(false);
    } finally {
      await bare.close();
    }
  });

  it('answers 401 without a session', async () => {
    expect((await app.inject('/api/google/oauth/start')).statusCode).toBe(401);
  });
});

describe('the Business Profile callback', () => {
  it('connects the location whose place id is the business’s, with tokens sealed and never sent', async () => {
    const m = await manager();
    google.api.businessProfile.accounts.push(
      accountWith([undefined, m.placeId, 'ChIJSomeOtherPlace0000000']),
    );
    const { answer } = await connectThroughGoogle(app, m.cookie);
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/business-dashboard/settings?google=connected');
    const s = await status(m.cookie);
    expect(s).toMatchObject({
      status: 'connected',
      connectionType: 'business_profile',
      placeId: m.placeId,
      hasApiKey: false,
      limited: false,
      oauthAvailable: true,
      canReply: true,
      location: {
        accountId: '112233445566778899000',
        locationId: '1234567890123456790',
        title: 'Frizerski salon Lepota 2',
      },
    });
    const row = await businessRow(app, m.businessId);
    expect(row.googleOauth).toMatch(/^v1:/);
    expect(row.googleAccountId).toBe('112233445566778899000');
    const paths = google.api.requests.map((r) => r.path);
    expect(paths).toContain('/v1/accounts');
    expect(paths).toContain('/v1/accounts/112233445566778899000/locations');
    // No response ever carried a token.
    const tokens = google.api.requests.map((r) => r.headers.authorization?.split(' ')[1]);
    for (const body of [...bodies, answer.body])
      for (const token of tokens) if (token) expect(body).not.toContain(token);
    expect(JSON.stringify(s)).not.toMatch(/ya29|1\/\/0g|accessToken|refreshToken/);
  });

  it('keeps the tokens and asks the manager to choose when no location matches', async () => {
    const m = await manager();
    google.api.businessProfile.accounts.push(accountWith(['ChIJAaaa', 'ChIJBbbb']));
    const { answer } = await connectThroughGoogle(app, m.cookie);
    expect(answer.headers.location).toBe('/business-dashboard/settings?google=choose_location');
    expect(await status(m.cookie)).toMatchObject({
      status: 'error',
      connectionType: 'business_profile',
      message: 'Choose the Business Profile location of this business.',
      canReply: false,
      location: null,
    });

    const list = await app.inject({ url: '/api/google/locations', headers: { cookie: m.cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBe(2);
    expect(list.json().items[1]).toEqual({
      accountId: '112233445566778899000',
      accountName: 'Salon Lepota',
      locationId: '1234567890123456790',
      title: 'Frizerski salon Lepota 2',
      address: 'Knez Mihailova 11, Beograd',
      placeId: 'ChIJBbbb',
      matchesBusiness: false,
      linkedLocationId: null,
    });

    const unknown = await app.inject({
      method: 'PUT',
      url: '/api/google/location',
      headers: { cookie: m.cookie },
      payload: { accountId: '112233445566778899000', locationId: '999' },
    });
    expect(unknown.statusCode).toBe(400);

    const chosen = await app.inject({
      method: 'PUT',
      url: '/api/google/location',
      headers: { cookie: m.cookie },
      payload: { accountId: '112233445566778899000', locationId: '1234567890123456790' },
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({
      status: 'connected',
      canReply: true,
      message: null,
      location: { locationId: '1234567890123456790', title: 'Frizerski salon Lepota 2' },
    });
  });

  it('takes the only location, and its place id, for a business without one', async () => {
    const m = await manager();
    await app.database.db
      .update(businesses)
      .set({ googlePlaceId: null, googleReviewUrl: null })
      .where(eq(businesses.id, m.businessId));
    google.api.businessProfile.accounts.push(accountWith(['ChIJOnlyOne']));
    const { answer } = await connectThroughGoogle(app, m.cookie);
    expect(answer.headers.location).toBe('/business-dashboard/settings?google=connected');
    const row = await businessRow(app, m.businessId);
    expect(row.googlePlaceId).toBe('ChIJOnlyOne');
    expect(row.googleReviewUrl).toBe(
      'https://search.google.com/local/writereview?placeid=ChIJOnlyOne',
    );
  });

  it('lands on google=no_location when the account manages no location', async () => {
    const m = await manager();
    google.api.businessProfile.accounts.push(accountWith([]));
    const { answer } = await connectThroughGoogle(app, m.cookie);
    expect(answer.headers.location).toBe('/business-dashboard/settings?google=no_location');
    expect(await status(m.cookie)).toMatchObject({
      status: 'error',
      message: 'Your Google account manages no Business Profile location.',
    });
  });

  it('lands on google=denied when the manager cancels at Google, and changes nothing', async () => {
    const m = await manager();
    google.issuer.denyNext();
    const { answer } = await connectThroughGoogle(app, m.cookie);
    expect(answer.headers.location).toBe('/business-dashboard/settings?google=denied');
    expect(await status(m.cookie)).toMatchObject({
      status: 'disconnected',
      connectionType: 'disconnected',
    });
  });

  it('lands on google=failed when another session finishes the round trip', async () => {
    const m = await manager();
    const other = await manager();
    google.api.businessProfile.accounts.push(accountWith([m.placeId]));
    const start = await app.inject({
      url: '/api/google/oauth/start',
      headers: { cookie: m.cookie },
    });
    const flow = start.cookies.find((c) => c.name === 'rt_google_flow')!;
    const consent = await fetch(start.headers.location as string, { redirect: 'manual' });
    const callback = new URL(consent.headers.get('location')!);
    const answer = await app.inject({
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: `${other.cookie}; rt_google_flow=${flow.value}` },
    });
    expect(answer.headers.location).toBe('/business-dashboard/settings?google=failed');
    expect((await status(m.cookie)).status).toBe('disconnected');
    expect((await status(other.cookie)).status).toBe('disconnected');
  });

  it('answers 400 for locations when Business Profile is not connected', async () => {
    const m = await manager();
    const list = await app.inject({ url: '/api/google/locations', headers: { cookie: m.cookie } });
    expect(list.statusCode).toBe(400);
    expect(list.json().error.message).toBe('Google integration not properly configured');
  });
});

describe('test and disconnect', () => {
  it('tests by reading one review, and disconnect revokes the consent at Google', async () => {
    const m = await manager();
    google.api.businessProfile.accounts.push(accountWith([m.placeId]));
    await connectThroughGoogle(app, m.cookie);
    const test = await app.inject({
      method: 'POST',
      url: '/api/google/test',
      headers: { cookie: m.cookie },
      payload: {},
    });
    expect(test.statusCode).toBe(200);
    const read = google.api.requests.at(-1)!;
    expect(read.path).toMatch(/\/v4\/accounts\/\d+\/locations\/\d+\/reviews$/);
    expect(read.query).toMatchObject({ pageSize: '1' });

    google.api.failNext(403);
    const failed = await app.inject({
      method: 'POST',
      url: '/api/google/test',
      headers: { cookie: m.cookie },
      payload: {},
    });
    expect(failed.statusCode).toBe(400);
    expect(failed.json().error.message).toBe('Connection Test Failed');
    expect((await status(m.cookie)).status).toBe('error');

    const token = read.headers.authorization!.split(' ')[1]!;
    expect(google.issuer.tokenInfo(token)).not.toBeNull();
    const off = await app.inject({
      method: 'POST',
      url: '/api/google/disconnect',
      headers: { cookie: m.cookie },
      payload: {},
    });
    expect(off.json()).toMatchObject({
      status: 'disconnected',
      connectionType: 'disconnected',
      location: null,
    });
    expect(google.issuer.requests.some((r) => r.path === '/revoke')).toBe(true);
    expect(google.issuer.tokenInfo(token)).toBeNull();
    expect((await businessRow(app, m.businessId)).googleOauth).toBeNull();
  });
});
