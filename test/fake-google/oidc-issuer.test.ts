// Drives the fake with openid-client itself, the library the server signs in with, so a change
// that would break the real flow against the fake shows up here first.
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOidcIssuer, type FakeGoogleUser, type FakeOidcIssuer } from './oidc-issuer';

const REDIRECT_URI = 'http://127.0.0.1:5173/api/auth/google/callback';
const JELENA_SUB = '110248495921238986420';
const JELENA: FakeGoogleUser = {
  sub: JELENA_SUB,
  email: 'jelena@example.com',
  name: 'Jelena Petrović',
  givenName: 'Jelena',
  familyName: 'Petrović',
  picture: 'https://lh3.googleusercontent.com/a/EXAMPLE',
};

let fake: FakeOidcIssuer;
let config: client.Configuration;

beforeAll(async () => {
  fake = await startFakeOidcIssuer();
  config = await client.discovery(
    new URL(fake.issuer),
    fake.clientId,
    fake.clientSecret,
    undefined,
    {
      execute: [client.allowInsecureRequests],
    },
  );
});

afterAll(async () => {
  await fake.close();
});

interface Started {
  callback: URL;
  verifier: string;
  state: string;
  nonce: string;
}

/** What the browser does: open the authorize URL and come back with its redirect. */
async function authorize(extra: Record<string, string> = {}): Promise<Started> {
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: REDIRECT_URI,
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...extra,
  });
  const response = await fetch(url, { redirect: 'manual' });
  expect(response.status).toBe(302);
  return { callback: new URL(response.headers.get('location') ?? ''), verifier, state, nonce };
}

function exchange(started: Started, verifier = started.verifier) {
  return client.authorizationCodeGrant(config, started.callback, {
    pkceCodeVerifier: verifier,
    expectedState: started.state,
    expectedNonce: started.nonce,
  });
}

async function oauthErrorOf(promise: Promise<unknown>): Promise<unknown> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(client.ResponseBodyError);
  return (error as client.ResponseBodyError).cause;
}

describe('fake Google OIDC issuer', () => {
  it('signs Jelena in through the code flow with PKCE, state and nonce', async () => {
    const started = await authorize();
    expect(started.callback.origin + started.callback.pathname).toBe(REDIRECT_URI);
    expect(started.callback.searchParams.get('state')).toBe(started.state);
    expect(started.callback.searchParams.get('authuser')).toBe('0');

    const tokens = await exchange(started);
    expect(tokens.expires_in).toBe(3599);
    expect(tokens.refresh_token).toBeUndefined();
    expect(tokens.scope).toContain('https://www.googleapis.com/auth/userinfo.email');
    expect(tokens.claims()).toMatchObject({
      iss: fake.issuer,
      aud: fake.clientId,
      azp: fake.clientId,
      sub: JELENA_SUB,
      email: 'jelena@example.com',
      email_verified: true,
      name: 'Jelena Petrović',
      given_name: 'Jelena',
      family_name: 'Petrović',
      nonce: started.nonce,
    });
  });

  it('signs the ID token with RS256 under a key its JWKS publishes', async () => {
    const { createRemoteJWKSet, jwtVerify } = await import('jose');
    const tokens = await exchange(await authorize());
    const jwks = createRemoteJWKSet(new URL(`${fake.issuer}/oauth2/v3/certs`));
    const { protectedHeader } = await jwtVerify(tokens.id_token ?? '', jwks, {
      issuer: fake.issuer,
      audience: fake.clientId,
    });
    expect(protectedHeader).toMatchObject({ alg: 'RS256', kid: expect.any(String) });
  });

  it('approves whoever setUser names and answers userinfo for their access token', async () => {
    fake.setUser({
      sub: '42',
      email: 'marko@example.com',
      givenName: 'Marko',
      familyName: 'Jović',
    });
    try {
      const tokens = await exchange(await authorize());
      expect(tokens.claims()).toMatchObject({ sub: '42', name: 'Marko Jović' });
      expect(tokens.claims()).not.toHaveProperty('picture');
      const info = await client.fetchUserInfo(config, tokens.access_token, '42');
      expect(info).toMatchObject({ sub: '42', email: 'marko@example.com', email_verified: true });
    } finally {
      fake.setUser(JELENA);
    }
  });

  it('refuses a code that was already exchanged with invalid_grant', async () => {
    const started = await authorize();
    await exchange(started);
    expect(await oauthErrorOf(exchange(started))).toEqual({
      error: 'invalid_grant',
      error_description: 'Bad Request',
    });
  });

  it('refuses a code presented with the wrong PKCE verifier with invalid_grant', async () => {
    const started = await authorize();
    const cause = await oauthErrorOf(exchange(started, client.randomPKCECodeVerifier()));
    expect(cause).toMatchObject({ error: 'invalid_grant' });
  });

  it('answers access_denied with the state when the user cancels', async () => {
    fake.denyNext();
    const started = await authorize();
    expect(started.callback.searchParams.get('error')).toBe('access_denied');
    expect(started.callback.searchParams.get('state')).toBe(started.state);
    expect(started.callback.searchParams.has('code')).toBe(false);
    await expect(exchange(started)).rejects.toMatchObject({ error: 'access_denied' });
    expect((await authorize()).callback.searchParams.has('code')).toBe(true);
  });

  it('hands out a refresh token only for access_type=offline, and it refreshes', async () => {
    const tokens = await exchange(await authorize({ access_type: 'offline', prompt: 'consent' }));
    expect(tokens.refresh_token).toMatch(/^1\/\//);
    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token ?? '');
    expect(refreshed.access_token).not.toBe(tokens.access_token);
    expect(refreshed.refresh_token).toBeUndefined();
    await client.tokenRevocation(config, tokens.refresh_token ?? '');
    const cause = await oauthErrorOf(client.refreshTokenGrant(config, tokens.refresh_token ?? ''));
    expect(cause).toMatchObject({ error: 'invalid_grant' });
  });

  it('accepts HTTP Basic client authentication and rejects a wrong secret with 401', async () => {
    const basic = await client.discovery(
      new URL(fake.issuer),
      fake.clientId,
      undefined,
      client.ClientSecretBasic(fake.clientSecret),
      { execute: [client.allowInsecureRequests] },
    );
    const started = await authorize();
    const tokens = await client.authorizationCodeGrant(basic, started.callback, {
      pkceCodeVerifier: started.verifier,
      expectedState: started.state,
      expectedNonce: started.nonce,
    });
    expect(tokens.claims()?.sub).toBe(JELENA_SUB);

    const response = await fetch(`${fake.issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: 'x',
        client_id: fake.clientId,
        client_secret: 'wrong',
      }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: 'invalid_client',
      error_description: 'Unauthorized',
    });
  });

  it.each([
    ['an unknown client', { client_id: 'someone-else' }],
    ['a relative redirect_uri', { redirect_uri: '/callback' }],
    ['no PKCE challenge', { code_challenge: '' }],
    ['plain PKCE', { code_challenge_method: 'plain' }],
    ['no openid scope', { scope: 'email' }],
  ])('shows a 400 error page instead of redirecting for %s', async (_label, override) => {
    const good = {
      client_id: fake.clientId,
      response_type: 'code',
      redirect_uri: REDIRECT_URI,
      scope: 'openid email',
      code_challenge: await client.calculatePKCECodeChallenge(client.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
    };
    const url = `${fake.issuer}/o/oauth2/v2/auth?${new URLSearchParams({ ...good, ...override })}`;
    const response = await fetch(url, { redirect: 'manual' });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toMatch(/^Error 400: /);
  });

  it('records the requests it received, token parameters included', async () => {
    const before = fake.requests.length;
    await exchange(await authorize());
    const mine = fake.requests.slice(before);
    expect(mine.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /o/oauth2/v2/auth',
      'POST /token',
    ]);
    expect(mine[1]?.params).toMatchObject({
      grant_type: 'authorization_code',
      redirect_uri: REDIRECT_URI,
      client_id: fake.clientId,
    });
  });
});
