// "Sign in with Google" end to end against a local fake issuer that follows Google's wire
// formats (docs/google.md §C, §F): start -> authorize -> callback -> /dashboard with a session.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { authUsers, sessions, users } from '../../db/schema';
import { hashToken, newSessionToken } from '../../lib/tokens';
import { buildTestApp } from '../../../test/build-test-app';
import { startFakeOidcIssuer, type FakeOidcIssuer } from '../../../test/fake-google/oidc-issuer';
import {
  MAPS_URL,
  promoteToAdmin,
  sessionCookie,
  signUpManager,
  uniqueEmail,
} from '../../../test/auth-helpers';

let issuer: FakeOidcIssuer;
let app: App;

beforeAll(async () => {
  issuer = await startFakeOidcIssuer();
  app = await buildTestApp({
    env: {
      GOOGLE_CLIENT_ID: issuer.clientId,
      GOOGLE_CLIENT_SECRET: issuer.clientSecret,
      GOOGLE_OAUTH_ISSUER: issuer.issuer,
    },
  });
});
afterAll(async () => {
  await app.close();
  await issuer.close();
});

/** Follows start -> fake Google -> callback like a browser would; returns the callback answer. */
async function signInWithGoogle(returnTo?: string) {
  const start = await app.inject({
    url: `/api/auth/google/start${returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : ''}`,
  });
  expect(start.statusCode).toBe(302);
  const authorizeUrl = new URL(start.headers.location as string);
  const flowCookie = start.cookies.find((c) => c.name === 'rt_google_flow')!;
  const consent = await fetch(authorizeUrl, { redirect: 'manual' });
  const callback = new URL(consent.headers.get('location')!);
  return app.inject({
    url: `${callback.pathname}${callback.search}`,
    headers: { cookie: `rt_google_flow=${flowCookie.value}` },
  });
}

describe('Sign in with Google', () => {
  it('asks Google for openid email profile with PKCE (S256), state and nonce', async () => {
    const start = await app.inject('/api/auth/google/start');
    const url = new URL(start.headers.location as string);
    expect(url.origin + url.pathname).toBe(`${issuer.issuer}/o/oauth2/v2/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: issuer.clientId,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      redirect_uri: 'http://localhost/auth/google/callback',
    });
    for (const p of ['state', 'nonce', 'code_challenge'])
      expect(url.searchParams.get(p)).toMatch(/.{20,}/);
    const flow = start.cookies.find((c) => c.name === 'rt_google_flow')!;
    expect(flow).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/auth/google/callback' });
  });

  it('creates the account keyed by sub, a business and its admin (the owner), and lands on /dashboard', async () => {
    issuer.setUser({
      sub: '110248495921238986420',
      email: 'jelena@example.com',
      emailVerified: true,
      name: 'Jelena Petrović',
    });
    const res = await signInWithGoogle();
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/dashboard');
    const session = await app.inject({
      url: '/api/auth/session',
      headers: { cookie: sessionCookie(res) },
    });
    expect(session.json()).toMatchObject({
      user: { email: 'jelena@example.com', role: 'admin', fullName: 'Jelena Petrović' },
      business: { name: 'My Business' },
    });

    // The same sub signs in to the same account, even after the email changed at Google.
    issuer.setUser({
      sub: '110248495921238986420',
      email: 'jelena.new@example.com',
      emailVerified: true,
    });
    const again = await signInWithGoogle();
    const second = await app.inject({
      url: '/api/auth/session',
      headers: { cookie: sessionCookie(again) },
    });
    expect(second.json().user.id).toBe(session.json().user.id);
  });

  it('links to an existing password account only when Google verified the email', async () => {
    const manager = await signUpManager(app);
    issuer.setUser({ sub: 'sub-linked-1', email: manager.email, emailVerified: true });
    const res = await signInWithGoogle('/dashboard/employees');
    expect(res.headers.location).toBe('/dashboard/employees');
    const [row] = await app.database.db
      .select()
      .from(authUsers)
      .where(eq(authUsers.email, manager.email));
    expect(row!.googleSub).toBe('sub-linked-1');

    const other = await signUpManager(app);
    issuer.setUser({ sub: 'sub-unverified', email: other.email, emailVerified: false });
    expect((await signInWithGoogle()).headers.location).toBe('/auth?error=google');
  });

  it("takes over an unconfirmed password account made with the owner's address", async () => {
    // Someone signs up with the owner's address and, somehow, holds a session (one from before
    // confirmation was required): the owner's Google sign-in must leave them nothing.
    const email = uniqueEmail('victim');
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email, password: 'napadac123', googleBusinessUrl: MAPS_URL },
    });
    expect(signUp.statusCode).toBe(201);
    const [account] = await app.database.db
      .select()
      .from(authUsers)
      .where(eq(authUsers.email, email));
    const [user] = await app.database.db
      .select()
      .from(users)
      .where(eq(users.authUserId, account!.id));
    const attackerToken = newSessionToken();
    await app.database.db.insert(sessions).values({
      id: hashToken(attackerToken),
      userId: user!.id,
      kind: 'user',
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const attacker = { cookie: `rt_session=${attackerToken}` };
    expect((await app.inject({ url: '/api/auth/session', headers: attacker })).statusCode).toBe(
      200,
    );

    issuer.setUser({ sub: 'sub-owner-takeover', email, emailVerified: true });
    const owner = await signInWithGoogle();
    expect(owner.headers.location).toBe('/dashboard');

    expect((await app.inject({ url: '/api/auth/session', headers: attacker })).statusCode).toBe(
      401,
    );
    const withPassword = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email, password: 'napadac123' },
    });
    expect(withPassword.statusCode).toBe(401);
    const [after] = await app.database.db
      .select()
      .from(authUsers)
      .where(eq(authUsers.email, email));
    expect(after).toMatchObject({ passwordHash: null, googleSub: 'sub-owner-takeover' });
    expect(after!.emailConfirmedAt).not.toBeNull();
    const session = await app.inject({
      url: '/api/auth/session',
      headers: { cookie: sessionCookie(owner) },
    });
    expect(session.json().user.email).toBe(email);
  });

  it('links an account whose password its proved owner set (a reset link) and keeps the password', async () => {
    const manager = await signUpManager(app);
    const forgot = await app.inject({
      method: 'POST',
      url: '/api/auth/password/forgot',
      payload: { email: manager.email },
    });
    expect(forgot.statusCode).toBe(202);
    const mail = (await app.mailer.list(50)).find((m) => m.to === manager.email)!;
    const token = new URL(mail.link).searchParams.get('token')!;
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { token, password: 'vlasnik-lozinka' },
    });
    expect(reset.statusCode).toBe(200);
    issuer.setUser({ sub: 'sub-confirmed-link', email: manager.email, emailVerified: true });
    await signInWithGoogle();
    const withPassword = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: manager.email, password: 'vlasnik-lozinka' },
    });
    expect(withPassword.statusCode).toBe(200);
    expect(
      (await app.inject({ url: '/api/auth/session', headers: { cookie: sessionCookie(reset) } }))
        .statusCode,
    ).toBe(200);
  });

  it('takes over a confirmed account whose password only whoever signed up set', async () => {
    // Someone signed up in the owner's name; the owner confirmed the address from the mail.
    const squatter = await signUpManager(app);
    issuer.setUser({ sub: 'sub-confirmed-squat', email: squatter.email, emailVerified: true });
    const owner = await signInWithGoogle();
    expect(owner.statusCode).toBe(302);
    const withPassword = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: squatter.email, password: squatter.password },
    });
    expect(withPassword.statusCode).toBe(401);
    expect(
      (await app.inject({ url: '/api/auth/session', headers: { cookie: squatter.cookie } }))
        .statusCode,
    ).toBe(401);
    const session = await app.inject({
      url: '/api/auth/session',
      headers: { cookie: sessionCookie(owner) },
    });
    expect(session.json().user.email).toBe(squatter.email);
  });

  it('gives an admin who invites someone else’s address nothing to accept it with: the owner’s Google sign-in makes their own account', async () => {
    const attacker = await signUpManager(app);
    await promoteToAdmin(app, attacker.session.user.id);
    const email = uniqueEmail('victim');
    const invited = await app.inject({
      method: 'POST',
      url: '/api/admin/invites',
      headers: { cookie: attacker.cookie },
      payload: { email, role: 'manager' },
    });
    expect(invited.statusCode).toBe(201);
    // The answer carries no link; the only one went to the victim's mailbox.
    expect(invited.body).not.toMatch(/token|https?:/);
    issuer.setUser({ sub: 'sub-invited-victim', email, emailVerified: true });
    const session = await app.inject({
      url: '/api/auth/session',
      headers: { cookie: sessionCookie(await signInWithGoogle()) },
    });
    expect(session.json().user.email).toBe(email);
    expect(session.json().business.id).not.toBe(attacker.businessId);
    const [account] = await app.database.db
      .select()
      .from(authUsers)
      .where(eq(authUsers.email, email));
    expect(account!.passwordHash).toBeNull();
  });

  it('asks a Google account for a fresh Google sign-in before it sets a password or an address', async () => {
    issuer.setUser({ sub: 'sub-reauth', email: uniqueEmail('reauth'), emailVerified: true });
    const cookie = sessionCookie(await signInWithGoogle());
    // The session is 11 minutes old: borrowed, perhaps, from a laptop left open.
    await app.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 11 * 60 * 1000) })
      .where(eq(sessions.id, hashToken(cookie.slice('rt_session='.length))));
    const setPassword = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/password',
        headers: { cookie },
        payload: { currentPassword: '-', newPassword: 'nova-lozinka' },
      });
    const stale = await setPassword();
    expect(stale.statusCode).toBe(403);
    expect(stale.json().error.code).toBe('REAUTH_REQUIRED');
    const address = await app.inject({
      method: 'POST',
      url: '/api/auth/email',
      headers: { cookie },
      payload: { email: uniqueEmail('moved'), currentPassword: '-' },
    });
    expect(address.json().error.code).toBe('REAUTH_REQUIRED');
    // Continuing with Google again gives a fresh session, which may set it.
    const fresh = sessionCookie(await signInWithGoogle('/profile'));
    const set = await app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: { cookie: fresh },
      payload: { currentPassword: '-', newPassword: 'nova-lozinka' },
    });
    expect(set.statusCode).toBe(204);
  });

  it('sends the user back to /auth with the error when they cancel at Google or the flow is tampered with', async () => {
    issuer.denyNext();
    expect((await signInWithGoogle()).headers.location).toBe('/auth?error=google');
    const forged = await app.inject({
      url: '/auth/google/callback?code=abc&state=xyz',
      headers: { cookie: 'rt_google_flow=forged' },
    });
    expect(forged.headers.location).toBe('/auth?error=google');
  });

  it('ignores a return path that would leave the site', async () => {
    issuer.setUser({ sub: 'sub-redirect', email: 'r@example.com', emailVerified: true });
    expect((await signInWithGoogle('//evil.example/x')).headers.location).toBe('/dashboard');
  });

  it('answers with the error page when Google sign-in is not configured', async () => {
    const bare = await buildTestApp();
    try {
      expect((await bare.inject('/api/auth/google/start')).headers.location).toBe(
        '/auth?error=google',
      );
    } finally {
      await bare.close();
    }
  });
});
