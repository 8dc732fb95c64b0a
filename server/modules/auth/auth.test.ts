import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authUsers, businesses, sessions, users } from '../../db/schema';
import { buildTestApp, useTestApp } from '../../../test/build-test-app';
import { MAPS_URL, sessionCookie, signUpManager, uniqueEmail } from '../../../test/auth-helpers';

const app = useTestApp();

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('POST /api/auth/signup', () => {
  it('creates the account, the business from the Google URL and its admin (the owner), and signs in once confirmed', async () => {
    const email = uniqueEmail();
    const res = await post('/api/auth/signup', {
      email,
      password: 'lozinka123',
      googleBusinessUrl: MAPS_URL,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ confirmationRequired: true, email });
    // The mailed link's journey is confirmation.test.ts; here the address is confirmed directly.
    await app.database.db
      .update(authUsers)
      .set({ emailConfirmedAt: new Date() })
      .where(eq(authUsers.email, email));
    const signedIn = await post('/api/auth/signin', { email, password: 'lozinka123' });
    expect(signedIn.statusCode).toBe(200);
    const session = signedIn.json();
    expect(session).toMatchObject({
      kind: 'user',
      user: { email, role: 'admin', isEmployee: false, isActive: true },
      business: {
        name: 'Frizerski salon Lepota',
        googleIntegrationStatus: 'disconnected',
        connectionType: 'disconnected',
      },
    });
    expect(session.permissions).toContain('employees:create');
    const [business] = await app.database.db
      .select()
      .from(businesses)
      .where(eq(businesses.id, session.business.id));
    expect(business).toMatchObject({
      googlePlaceId: 'ChIJN1t_tDeuEmsRUsoyG83frY4',
      googleCid: '10281119596374313554',
      email,
    });

    const cookie = signedIn.cookies.find((c) => c.name === 'rt_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const [stored] = await app.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, session.user.id));
    expect(stored!.id).not.toBe(cookie.value); // only the token's hash is stored
    expect(stored!.id).toMatch(/^[0-9a-f]{64}$/);
  });

  it('names the business as typed when the pasted link carries no name (a short link)', async () => {
    const email = uniqueEmail();
    const res = await post('/api/auth/signup', {
      email,
      password: 'lozinka123',
      googleBusinessUrl: 'https://maps.app.goo.gl/AbCdEf123',
      businessName: '  Salon Ivana  ',
    });
    expect(res.statusCode).toBe(201);
    const [user] = await app.database.db.select().from(users).where(eq(users.email, email));
    const [business] = await app.database.db
      .select()
      .from(businesses)
      .where(eq(businesses.id, user!.businessId!));
    expect(business!.name).toBe('Salon Ivana');
  });

  it('stores the password as an argon2id hash', async () => {
    const { email } = await signUpManager(app);
    const [row] = await app.database.db.select().from(authUsers).where(eq(authUsers.email, email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('answers 409 for an email that is already registered, in any case', async () => {
    const { email } = await signUpManager(app);
    const res = await post('/api/auth/signup', {
      email: email.toUpperCase(),
      password: 'lozinka123',
      googleBusinessUrl: MAPS_URL,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: {
        key: expect.any(String),
        code: 'EMAIL_TAKEN',
        message: 'This email is already registered. Please sign in instead.',
      },
    });
  });

  it.each([
    [
      { email: 'not-an-email', password: 'lozinka123', googleBusinessUrl: MAPS_URL },
      'Please enter a valid email address.',
    ],
    [
      { email: uniqueEmail(), password: '12345', googleBusinessUrl: MAPS_URL },
      'Password must be at least 6 characters long.',
    ],
    [
      { email: uniqueEmail(), password: 'lozinka123', googleBusinessUrl: '' },
      'Please provide your Google Business URL',
    ],
    [{ email: uniqueEmail(), password: 'lozinka123' }, 'Please provide your Google Business URL'],
    [
      {
        email: uniqueEmail(),
        password: 'lozinka123',
        googleBusinessUrl: 'https://example.com/salon',
      },
      'Please enter a valid Google Business URL',
    ],
  ])('answers 400 with the documented message for %j', async (payload, message) => {
    const res = await post('/api/auth/signup', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { key: expect.any(String), code: 'VALIDATION_FAILED', message },
    });
  });
});

describe('POST /api/auth/signin', () => {
  it('signs in with the right password, whatever the email case', async () => {
    const { email, password } = await signUpManager(app);
    const res = await post('/api/auth/signin', { email: email.toUpperCase(), password });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(email);
    const session = await app.inject({
      url: '/api/auth/session',
      headers: { cookie: sessionCookie(res) },
    });
    expect(session.json().user.email).toBe(email);
  });

  it('gives one answer for a wrong password and an unknown email (no enumeration)', async () => {
    const { email } = await signUpManager(app);
    const wrong = await post('/api/auth/signin', { email, password: 'pogresna-lozinka' });
    const unknown = await post('/api/auth/signin', {
      email: uniqueEmail('nobody'),
      password: 'pogresna-lozinka',
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: {
          key: expect.any(String),
          code: 'INVALID_CREDENTIALS',
          message: 'Invalid email or password. Please try again.',
        },
      });
    }
  });

  it('creates a business and its admin on the first sign-in of an account without a user record (docs/product-rules.md §4)', async () => {
    const { email, password } = await signUpManager(app);
    await app.database.db.delete(users).where(sql`lower(${users.email}) = lower(${email})`);
    const res = await post('/api/auth/signin', { email, password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user: { role: 'admin' },
      business: { name: 'My Business', connectionType: 'disconnected' },
    });
  });

  it('refuses a deactivated user with 403', async () => {
    const { email, password, session } = await signUpManager(app);
    await app.database.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.id, session.user.id));
    const res = await post('/api/auth/signin', { email, password });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('ACCOUNT_DISABLED');
  });
});

describe('sessions', () => {
  it('tells a public page whether the browser is signed in, with 200 either way', async () => {
    const signedOut = await app.inject('/api/auth/status');
    expect(signedOut.statusCode).toBe(200);
    expect(signedOut.json()).toEqual({ signedIn: false, dashboardPath: null });
    const { cookie } = await signUpManager(app);
    const signedIn = await app.inject({ url: '/api/auth/status', headers: { cookie } });
    expect(signedIn.json()).toEqual({ signedIn: true, dashboardPath: '/business-dashboard' });
    expect(signedIn.headers['cache-control']).toBe('no-store');
  });

  it('answers 401 without a session, and after sign-out', async () => {
    expect((await app.inject('/api/auth/session')).json()).toEqual({
      error: { key: expect.any(String), code: 'UNAUTHENTICATED', message: 'No authenticated user' },
    });
    const { cookie } = await signUpManager(app);
    const out = await post('/api/auth/signout', {}, { cookie });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === 'rt_session')?.value).toBe('');
    expect((await app.inject({ url: '/api/auth/session', headers: { cookie } })).statusCode).toBe(
      401,
    );
    expect((await post('/api/auth/signout', {}, { cookie })).statusCode).toBe(204); // idempotent
  });

  it("ends a deactivated user's session on the next request", async () => {
    const { cookie, session } = await signUpManager(app);
    await app.database.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.id, session.user.id));
    expect((await app.inject({ url: '/api/auth/session', headers: { cookie } })).statusCode).toBe(
      401,
    );
  });

  it('treats an expired session as signed out', async () => {
    const { cookie, session } = await signUpManager(app);
    await app.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, session.user.id));
    expect((await app.inject({ url: '/api/auth/session', headers: { cookie } })).statusCode).toBe(
      401,
    );
  });

  it('marks the cookie Secure when the public URL is HTTPS', async () => {
    const secureApp = await buildTestApp({ env: { PUBLIC_URL: 'https://reviews.example.com' } });
    try {
      const { email, password } = await signUpManager(secureApp);
      const res = await secureApp.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email, password },
      });
      expect(res.cookies.find((c) => c.name === 'rt_session')?.secure).toBe(true);
    } finally {
      await secureApp.close();
    }
  });
});

describe('cross-site request forgery', () => {
  it('refuses a state-changing request from another origin', async () => {
    const res = await post(
      '/api/auth/signin',
      { email: uniqueEmail(), password: 'x' },
      { origin: 'https://evil.example' },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('CSRF_REJECTED');
  });

  it('refuses a form post without Origin or Referer, and accepts our own origin', async () => {
    const form = await app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect(form.statusCode).toBe(403);
    const own = await app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      headers: { origin: 'http://localhost:80' },
    });
    expect(own.statusCode).toBe(204);
  });
});
