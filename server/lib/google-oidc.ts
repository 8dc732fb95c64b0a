// "Sign in with Google" and the Business Profile connection over OpenID Connect (authorization
// code + PKCE, state and nonce) with openid-client against GOOGLE_OAUTH_ISSUER, so tests point it
// at a local fake issuer. Also the connection's token refresh and revocation.
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import { publicOrigin } from './http';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface PendingSignIn {
  verifier: string;
  state: string;
  nonce: string;
}

export interface GoogleIdentity {
  sub: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
  picture: string | undefined;
}

const discovered = new Map<string, Promise<client.Configuration>>();

function configuration(settings: OidcSettings): Promise<client.Configuration> {
  const key = `${settings.issuer}|${settings.clientId}`;
  let config = discovered.get(key);
  if (!config) {
    const insecure = settings.issuer.startsWith('http://');
    config = client.discovery(
      new URL(settings.issuer),
      settings.clientId,
      settings.clientSecret,
      undefined,
      insecure ? { execute: [client.allowInsecureRequests] } : undefined,
    );
    // A failed discovery (issuer down) must be retried on the next sign-in, not cached.
    config.catch(() => discovered.delete(key));
    discovered.set(key, config);
  }
  return config;
}

/** PKCE, state and nonce for one round trip to Google, and the URL that starts it. */
async function beginAuthorization(
  settings: OidcSettings,
  redirectUri: string,
  parameters: Record<string, string>,
) {
  const config = await configuration(settings);
  const pending: PendingSignIn = {
    verifier: client.randomPKCECodeVerifier(),
    state: client.randomState(),
    nonce: client.randomNonce(),
  };
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    code_challenge: await client.calculatePKCECodeChallenge(pending.verifier),
    code_challenge_method: 'S256',
    state: pending.state,
    nonce: pending.nonce,
    ...parameters,
  });
  return { url: url.toString(), pending };
}

export function beginSignIn(settings: OidcSettings, redirectUri: string) {
  return beginAuthorization(settings, redirectUri, { scope: 'openid email profile' });
}

export async function finishSignIn(
  settings: OidcSettings,
  callbackUrl: URL,
  pending: PendingSignIn,
): Promise<GoogleIdentity> {
  const config = await configuration(settings);
  const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
    pkceCodeVerifier: pending.verifier,
    expectedState: pending.state,
    expectedNonce: pending.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims?.sub) throw new Error('the ID token has no subject');
  const verified = claims.email_verified as unknown;
  return {
    sub: claims.sub,
    email: typeof claims.email === 'string' ? claims.email : undefined,
    // Old tokens carried the string "true" (docs/google.md §C.4).
    emailVerified: verified === true || verified === 'true',
    name: typeof claims.name === 'string' ? claims.name : undefined,
    picture: typeof claims.picture === 'string' ? claims.picture : undefined,
  };
}

/** Sign-in and the Business Profile connection share one redirect URI (one registered at Google). */
export const FLOW_COOKIE = 'rt_google_flow';
export const CALLBACK_PATH = '/auth/google/callback';

const BUSINESS_MANAGE_SCOPE = 'https://www.googleapis.com/auth/business.manage';

/** The "Connect Business Profile" round trip: offline access so a scheduled sync can refresh. */
export function beginConnect(settings: OidcSettings, redirectUri: string) {
  return beginAuthorization(settings, redirectUri, {
    scope: `openid email profile ${BUSINESS_MANAGE_SCOPE}`,
    access_type: 'offline',
    // Without consent Google returns a refresh token only on the very first grant.
    prompt: 'consent',
    include_granted_scopes: 'true',
  });
}

export interface OauthTokens {
  accessToken: string;
  /** Absent on a refresh: Google keeps the one it gave at consent. */
  refreshToken: string | undefined;
  /** Epoch milliseconds. */
  expiresAt: number;
  scope: string | undefined;
}

function toTokens(response: client.TokenEndpointResponse): OauthTokens {
  return {
    accessToken: response.access_token,
    refreshToken: response.refresh_token,
    expiresAt: Date.now() + (response.expires_in ?? 3600) * 1000,
    scope: response.scope,
  };
}

export async function finishConnect(
  settings: OidcSettings,
  callbackUrl: URL,
  pending: PendingSignIn,
): Promise<OauthTokens> {
  const config = await configuration(settings);
  const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
    pkceCodeVerifier: pending.verifier,
    expectedState: pending.state,
    expectedNonce: pending.nonce,
  });
  return toTokens(tokens);
}

/** Google answered invalid_grant: the refresh token was revoked or expired; only consent helps. */
export class RefreshTokenRevoked extends Error {
  constructor() {
    super('the refresh token was revoked or expired');
    this.name = 'RefreshTokenRevoked';
  }
}

export async function refreshAccessToken(
  settings: OidcSettings,
  refreshToken: string,
): Promise<OauthTokens> {
  const config = await configuration(settings);
  try {
    return toTokens(await client.refreshTokenGrant(config, refreshToken));
  } catch (error) {
    if (error instanceof client.ResponseBodyError && error.error === 'invalid_grant')
      throw new RefreshTokenRevoked();
    throw error;
  }
}

/** Best effort: a token Google no longer knows is as good as revoked. */
export async function revokeToken(settings: OidcSettings, token: string): Promise<void> {
  const config = await configuration(settings);
  await client.tokenRevocation(config, token);
}

/**
 * What the callback needs from the start of the round trip. `purpose` tells the shared callback
 * which flow it finishes; a connect flow names the manager and business that started it.
 */
export interface GoogleFlow extends PendingSignIn {
  returnTo: string | null;
  purpose?: 'signin' | 'connect';
  businessId?: string;
  userId?: string;
}

/** Short-lived, signed and scoped to the callback, so no server-side storage is needed. */
export function writeFlow(request: FastifyRequest, reply: FastifyReply, flow: GoogleFlow) {
  reply.setCookie(FLOW_COOKIE, JSON.stringify(flow), {
    path: CALLBACK_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: publicOrigin(request).startsWith('https://'),
    signed: true,
    maxAge: 600,
  });
}

export function readFlow(request: FastifyRequest): GoogleFlow | null {
  const raw = request.cookies[FLOW_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  try {
    return JSON.parse(unsigned.value) as GoogleFlow;
  } catch {
    return null;
  }
}
