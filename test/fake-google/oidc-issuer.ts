// A local stand-in for Google's OpenID Connect provider (docs/google.md §C, §F): the production
// openid-client code signs in against it with only the issuer URL changed. It makes the checks
// Google makes (single-use codes, PKCE S256, client auth), so no test passes with a flow Google
// would refuse. Not served: the v1 PEM certificate map; an X.509 certificate needs a dependency
// or a hand-written DER encoder, and only google-auth-library (not used here) reads it.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';

export interface FakeGoogleUser {
  sub: string;
  email: string;
  emailVerified?: boolean;
  name?: string;
  givenName?: string;
  familyName?: string;
  picture?: string;
}

export interface FakeOidcIssuer {
  /** e.g. http://127.0.0.1:54321; the discovery `issuer` and every ID token `iss` equal it. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The identity that the following authorizations approve; default a fixed Jelena Petrović. */
  setUser(user: FakeGoogleUser): void;
  /** Make the next authorization answer ?error=access_denied (the user clicked Cancel). */
  denyNext(): void;
  /** Every request the fake received (query and form parameters merged), for assertions. */
  requests: Array<{ method: string; path: string; params: Record<string, string> }>;
  /** Who an access token was issued to and for what; null when unknown, revoked or expired. */
  tokenInfo(accessToken: string): { sub: string; scopes: string[] } | null;
  /** Every access token issued so far expires now; refresh tokens keep working. */
  expireAccessTokens(): void;
  /** Every refresh token issued so far is revoked: refresh grants answer invalid_grant. */
  revokeRefreshTokens(): void;
  close(): Promise<void>;
}

const DEFAULT_USER: FakeGoogleUser = {
  sub: '110248495921238986420',
  email: 'jelena@example.com',
  emailVerified: true,
  name: 'Jelena Petrović',
  givenName: 'Jelena',
  familyName: 'Petrović',
  picture: 'https://lh3.googleusercontent.com/a/EXAMPLE',
};
const JSON_TYPE = 'application/json; charset=utf-8';
const CODE_TTL_MS = 10 * 60_000;
const ACCESS_TOKEN_TTL_S = 3599;
const EMAIL_SCOPE = 'https://www.googleapis.com/auth/userinfo.email';
const PROFILE_SCOPE = 'https://www.googleapis.com/auth/userinfo.profile';
const BUSINESS_SCOPE = 'https://www.googleapis.com/auth/business.manage';
// Google answers with the long form of the short sign-in scopes (docs/google.md §C.3).
const SCOPE_ALIASES: Record<string, string> = { email: EMAIL_SCOPE, profile: PROFILE_SCOPE };

const CLAIMS_SUPPORTED =
  'aud email email_verified exp family_name given_name iat iss name picture sub'.split(' ');

type Params = Record<string, string>;
/** One consent; revoking any token of it revokes them all, as Google does. */
type Grant = { user: FakeGoogleUser; scopes: string[]; nonce?: string; offline: boolean };
type PendingCode = { grant: Grant; redirectUri: string; challenge: string; expiresAt: number };

const random = (bytes: number) => randomBytes(bytes).toString('base64url');
const s256 = (value: string) => createHash('sha256').update(value).digest();

export async function startFakeOidcIssuer(
  options: { clientId?: string; clientSecret?: string; port?: number } = {},
): Promise<FakeOidcIssuer> {
  const clientId = options.clientId ?? '123-fake.apps.googleusercontent.com';
  const clientSecret = options.clientSecret ?? 'GOCSPX-fake-client-secret';
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomBytes(20).toString('hex');
  const header = { alg: 'RS256', kid, typ: 'JWT' };
  const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }] };
  const codes = new Map<string, PendingCode>();
  const accessTokens = new Map<string, { grant: Grant; expiresAt: number }>();
  const refreshTokens = new Map<string, Grant>();
  const requests: FakeOidcIssuer['requests'] = [];
  let user = DEFAULT_USER;
  let denyNext = false;
  let issuer = '';

  function authorize(q: Params, res: ServerResponse) {
    const problem = authorizationProblem(q, clientId);
    if (problem) return sendText(res, 400, `Error 400: ${problem}`);
    const callback = new URL(q.redirect_uri ?? '');
    const state: Params = q.state === undefined ? {} : { state: q.state };
    let answer: Params;
    if (denyNext) {
      denyNext = false;
      answer = { error: 'access_denied', ...state };
    } else {
      const code = `4/0A${random(48)}`;
      const scopes = expandScopes(q.scope ?? '');
      const grant = { user, scopes, nonce: q.nonce, offline: q.access_type === 'offline' };
      const { redirect_uri: redirectUri = '', code_challenge: challenge = '' } = q;
      codes.set(code, { grant, redirectUri, challenge, expiresAt: Date.now() + CODE_TTL_MS });
      const scope = scopes.join(' ');
      answer = { code, ...state, scope, authuser: '0', prompt: 'consent' };
    }
    answer.iss = issuer; // RFC 9207, advertised in the discovery document
    for (const [key, value] of Object.entries(answer)) callback.searchParams.set(key, value);
    res.writeHead(302, { location: callback.href, 'cache-control': 'no-store' }).end();
  }

  async function token(req: IncomingMessage, form: Params, res: ServerResponse) {
    if (!isForm(req)) return sendJson(res, 400, oauthError('invalid_request', 'Bad Request'));
    if (!clientAuthenticated(req, form, clientId, clientSecret)) {
      return sendJson(res, 401, oauthError('invalid_client', 'Unauthorized'));
    }
    if (form.grant_type === 'authorization_code') {
      const pending = codes.get(form.code ?? '');
      codes.delete(form.code ?? ''); // single use, even when this attempt fails
      const verifier = form.code_verifier ?? '';
      const valid =
        pending !== undefined &&
        pending.expiresAt > Date.now() &&
        pending.redirectUri === form.redirect_uri &&
        /^[A-Za-z0-9._~-]{43,128}$/.test(verifier) &&
        s256(verifier).toString('base64url') === pending.challenge;
      if (!valid) return sendJson(res, 400, oauthError('invalid_grant', 'Bad Request'));
      return sendJson(res, 200, await issueTokens(pending.grant, true));
    }
    if (form.grant_type === 'refresh_token') {
      const grant = refreshTokens.get(form.refresh_token ?? '');
      if (grant) return sendJson(res, 200, await issueTokens(grant, false));
      return sendJson(res, 400, oauthError('invalid_grant', 'Token has been expired or revoked.'));
    }
    const description = `Invalid grant_type: ${form.grant_type ?? ''}`;
    return sendJson(res, 400, oauthError('unsupported_grant_type', description));
  }

  // The nonce belongs in the ID token of the code exchange only, never in a refreshed one.
  async function issueTokens(grant: Grant, fromCode: boolean) {
    const accessToken = `ya29.a0${random(96)}`;
    accessTokens.set(accessToken, { grant, expiresAt: Date.now() + ACCESS_TOKEN_TTL_S * 1000 });
    const iat = Math.floor(Date.now() / 1000);
    const atHash = s256(accessToken).subarray(0, 16).toString('base64url');
    const nonce = fromCode && grant.nonce !== undefined ? { nonce: grant.nonce } : {};
    const claims = { iss: issuer, azp: clientId, aud: clientId, ...userClaims(grant) };
    const payload = { ...claims, at_hash: atHash, ...nonce, iat, exp: iat + 3600 };
    const idToken = await new SignJWT(payload).setProtectedHeader(header).sign(privateKey);
    const refreshToken = fromCode && grant.offline ? `1//0g${random(64)}` : undefined;
    if (refreshToken) refreshTokens.set(refreshToken, grant);
    const scope = grant.scopes.join(' ');
    const body = { access_token: accessToken, expires_in: ACCESS_TOKEN_TTL_S, scope };
    return { ...body, token_type: 'Bearer', id_token: idToken, refresh_token: refreshToken };
  }

  function userinfo(req: IncomingMessage, res: ServerResponse) {
    const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const entry = accessTokens.get(bearer);
    if (!entry || entry.expiresAt <= Date.now()) {
      res.setHeader('www-authenticate', 'Bearer error="invalid_token"');
      return sendJson(res, 401, oauthError('invalid_request', 'Invalid Credentials'));
    }
    return sendJson(res, 200, userClaims(entry.grant));
  }

  // Google revokes the whole consent, whichever of its tokens is presented.
  function revoke(params: Params, res: ServerResponse) {
    const presented = params.token ?? '';
    const grant = refreshTokens.get(presented) ?? accessTokens.get(presented)?.grant;
    if (!grant) return sendJson(res, 400, oauthError('invalid_token', 'Token expired or revoked'));
    for (const [key, g] of refreshTokens) if (g === grant) refreshTokens.delete(key);
    for (const [key, e] of accessTokens) if (e.grant === grant) accessTokens.delete(key);
    res.writeHead(200, { 'content-type': JSON_TYPE }).end();
  }

  async function route(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', issuer);
    const body = req.method === 'POST' ? await text(req) : '';
    const form = isForm(req) ? Object.fromEntries(new URLSearchParams(body)) : {};
    const params: Params = { ...Object.fromEntries(url.searchParams), ...form };
    requests.push({ method: req.method ?? '', path: url.pathname, params });
    switch (`${req.method} ${url.pathname}`) {
      case 'GET /.well-known/openid-configuration':
        return sendJson(res, 200, discoveryDocument(issuer));
      case 'GET /o/oauth2/v2/auth':
        return authorize(params, res);
      case 'POST /token':
        return token(req, form, res);
      case 'GET /v1/userinfo':
        return userinfo(req, res);
      case 'GET /oauth2/v3/certs':
        return sendJson(res, 200, jwks);
      case 'POST /revoke':
        return revoke(params, res);
      default:
        return sendText(res, 404, 'Error 404 (Not Found)');
    }
  }

  const server = createServer((req, res) => {
    route(req, res).catch((error: unknown) => sendText(res, 500, `fake issuer: ${String(error)}`));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    clientId,
    clientSecret,
    requests,
    setUser: (next) => void (user = next),
    denyNext: () => void (denyNext = true),
    tokenInfo(accessToken) {
      const entry = accessTokens.get(accessToken);
      if (!entry || entry.expiresAt <= Date.now()) return null;
      return { sub: entry.grant.user.sub, scopes: [...entry.grant.scopes] };
    },
    expireAccessTokens() {
      for (const entry of accessTokens.values()) entry.expiresAt = 0;
    },
    revokeRefreshTokens: () => refreshTokens.clear(),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections(); // keep-alive sockets from fetch would hold close() open
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function discoveryDocument(issuer: string) {
  return {
    issuer,
    authorization_endpoint: `${issuer}/o/oauth2/v2/auth`,
    token_endpoint: `${issuer}/token`,
    userinfo_endpoint: `${issuer}/v1/userinfo`,
    revocation_endpoint: `${issuer}/revoke`,
    jwks_uri: `${issuer}/oauth2/v3/certs`,
    response_types_supported: ['code'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    scopes_supported: ['openid', 'email', 'profile', BUSINESS_SCOPE],
    token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
    claims_supported: CLAIMS_SUPPORTED,
    code_challenge_methods_supported: ['plain', 'S256'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    authorization_response_iss_parameter_supported: true,
  };
}

/** Google shows these on its own error page instead of redirecting to an unverified client. */
function authorizationProblem(q: Params, clientId: string): string | null {
  if (q.client_id !== clientId) return 'invalid_client\nThe OAuth client was not found.';
  if (!isAbsoluteHttpUrl(q.redirect_uri)) return 'redirect_uri_mismatch\nInvalid redirect_uri.';
  if (q.response_type !== 'code') return 'unsupported_response_type\nOnly `code` is supported.';
  if (!(q.scope ?? '').split(' ').includes('openid')) return 'invalid_scope\nScope needs openid.';
  if (q.code_challenge_method !== 'S256') return 'invalid_request\ncode_challenge_method S256.';
  if (!/^[A-Za-z0-9_-]{43}$/.test(q.code_challenge ?? '')) {
    return 'invalid_request\nMissing or malformed code_challenge.';
  }
  return null;
}

function isAbsoluteHttpUrl(value = ''): boolean {
  return /^https?:\/\/[^#]+$/i.test(value) && URL.canParse(value);
}

function expandScopes(scope: string): string[] {
  const scopes = scope.split(' ').filter(Boolean);
  return [...new Set(scopes.map((s) => SCOPE_ALIASES[s] ?? s))];
}

function userClaims({ user, scopes }: Grant) {
  const claims: Record<string, unknown> = { sub: user.sub };
  if (scopes.includes(EMAIL_SCOPE)) {
    Object.assign(claims, { email: user.email, email_verified: user.emailVerified ?? true });
  }
  if (scopes.includes(PROFILE_SCOPE)) {
    const name = user.name ?? [user.givenName, user.familyName].filter(Boolean).join(' ');
    Object.assign(claims, { name: name || undefined, picture: user.picture });
    Object.assign(claims, { given_name: user.givenName, family_name: user.familyName });
  }
  return claims;
}

// Client credentials may come as client_secret_post or HTTP Basic (form-encoded, RFC 6749 §2.3.1).
function clientAuthenticated(req: IncomingMessage, form: Params, id: string, secret: string) {
  const basic = /^Basic\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  if (basic === undefined) return form.client_id === id && form.client_secret === secret;
  const [rawId = '', rawSecret = ''] = Buffer.from(basic, 'base64').toString('utf8').split(':');
  const decode = (v: string) => new URLSearchParams(`v=${v}`).get('v');
  const basicId = decode(rawId);
  if (form.client_id !== undefined && form.client_id !== basicId) return false;
  return basicId === id && decode(rawSecret) === secret;
}

function isForm(req: IncomingMessage): boolean {
  return (req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
}

function oauthError(error: string, errorDescription: string) {
  return { error, error_description: errorDescription };
}

// JSON.stringify drops undefined members, so absent claims and fields are simply left out.
function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': JSON_TYPE, 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

function sendText(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(body);
}
