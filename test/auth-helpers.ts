// Signing in through the real endpoints, for tests that need a caller of a given role.
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../server/app';
import { hashPassword } from '../server/lib/passwords';
import { eq } from 'drizzle-orm';
import { authUsers, employeeCredentials, users } from '../server/db/schema';
import { createEmployee } from './factories';

export const MAPS_URL =
  'https://www.google.com/maps/place/Frizerski+salon+Lepota/@44.8176,20.4569,17z/data=!3m1!4b1!4m6!3m5!1s0x6b12ae37b47f5b37:0x8eaddfcd1b32ca52!8m2!3d44.8176!4d20.4569';

let counter = 0;
export const uniqueEmail = (prefix = 'owner') => `${prefix}-${Date.now()}-${++counter}@example.com`;

/** The `name=value` of the session cookie a response set, for the next request's Cookie header. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'rt_session');
  if (!cookie)
    throw new Error(`no session cookie in the response (${response.statusCode} ${response.body})`);
  return `rt_session=${cookie.value}`;
}

/**
 * A business's owner (its admin, docs/decisions/032-creator-is-admin.md) signed up through the real
 * endpoint, with the address confirmed directly in the database (the mailed link's own journey:
 * server/modules/auth/confirmation.test.ts), then signed in through the real endpoint.
 */
export function signUpOwner(app: App, overrides: { email?: string; password?: string } = {}) {
  return signUp(app, overrides, false);
}

/**
 * A manager of a business of his own: signed up as its owner, then given the manager role in the
 * database before signing in, as an owner would have invited him (server/modules/admin/invites).
 */
export function signUpManager(app: App, overrides: { email?: string; password?: string } = {}) {
  return signUp(app, overrides, true);
}

async function signUp(
  app: App,
  overrides: { email?: string; password?: string },
  asManager: boolean,
) {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? 'lozinka123';
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email, password, googleBusinessUrl: MAPS_URL },
  });
  if (response.statusCode !== 201)
    throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  await app.database.db
    .update(authUsers)
    .set({ emailConfirmedAt: new Date() })
    .where(eq(authUsers.email, email));
  if (asManager)
    await app.database.db.update(users).set({ role: 'manager' }).where(eq(users.email, email));
  const signedIn = await app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email, password },
  });
  if (signedIn.statusCode !== 200)
    throw new Error(`sign-in after sign-up failed: ${signedIn.statusCode} ${signedIn.body}`);
  const session = signedIn.json();
  return {
    email,
    password,
    cookie: sessionCookie(signedIn),
    session,
    businessId: session.business.id as string,
  };
}

/** Makes the signed-up manager an admin. */
export async function promoteToAdmin(app: App, userId: string) {
  await app.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, userId));
}

/** An employee of the business with credentials set directly (bypassing the manager's route). */
export async function employeeWithCredentials(
  app: App,
  businessId: string,
  options: { username?: string; password?: string; passwordHash?: string; name?: string } = {},
) {
  const db = app.database.db;
  const employee = await createEmployee(
    db,
    { id: businessId },
    options.name ? { name: options.name } : {},
  );
  const username = options.username ?? `emp${++counter}${Date.now() % 100000}`;
  const password = options.password ?? 'zaposleni1';
  await db.insert(employeeCredentials).values({
    employeeId: employee.id,
    username,
    passwordHash: options.passwordHash ?? (await hashPassword(password)),
  });
  return { employee, username, password };
}

export async function signInEmployee(app: App, username: string, password: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/employee/signin',
    payload: { username, password },
  });
  return { response, cookie: response.statusCode === 200 ? sessionCookie(response) : '' };
}
