// "Sign in with Google" over OpenID Connect (authorization code + PKCE, state and nonce) with
// openid-client against GOOGLE_OAUTH_ISSUER, so tests point it at a local fake issuer.
import * as client from 'openid-client';

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

export async function beginSignIn(settings: OidcSettings, redirectUri: string) {
  const config = await configuration(settings);
  const pending: PendingSignIn = {
    verifier: client.randomPKCECodeVerifier(),
    state: client.randomState(),
    nonce: client.randomNonce(),
  };
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(pending.verifier),
    code_challenge_method: 'S256',
    state: pending.state,
    nonce: pending.nonce,
  });
  return { url: url.toString(), pending };
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
    // Old tokens carried the string "true" (GOOGLE.md §C.4).
    emailVerified: verified === true || verified === 'true',
    name: typeof claims.name === 'string' ? claims.name : undefined,
    picture: typeof claims.picture === 'string' ? claims.picture : undefined,
  };
}
