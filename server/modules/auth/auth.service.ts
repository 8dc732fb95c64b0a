// Sign-up and sign-in for managers (email + password) and employees (username + password). One
// generic answer for an unknown account and a wrong password (no enumeration), the same time
// spent on both, and brute-force limits checked before any password.
import { randomUUID } from 'node:crypto';
import { EMPLOYEE_EMAIL_DOMAIN } from '@common/constants';
import type {
  EmployeeSignInRequest,
  SessionResponse,
  SignInRequest,
  SignUpRequest,
} from '@common/schemas/auth';
import type { SignUpResponse } from '@common/schemas/account';
import type { Database } from '../../db/client';
import type { AuthUser, User } from '../../db/schema';
import { AppError, conflict } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import { checkPassword, hashPassword } from '../../lib/passwords';
import { createBusiness } from '../business/business.service';
import { placeFromLink, type PlaceFromLink } from '../../lib/google/place-from-link';
import { insertActivity } from '../activity/activity.repository';
import { mailLinkQuietly, type AccountDeps } from './account-links.service';
import * as repo from './auth.repository';
import { createSession, presentSession, resolveSession } from './session.service';
import * as throttle from './throttle.service';
import { CREATOR_ROLE, mayBecomeBootstrapAdmin } from '@common/policy';
import { browserSubject } from './known-browser';

export interface ClientInfo {
  ip: string;
  userAgent?: string | undefined;
  /** Who signed in on this browser before (known-browser.ts). */
  knownSubjects?: readonly string[];
}

const knownOn = (client: ClientInfo, kind: throttle.ThrottleKind, subject: string) =>
  client.knownSubjects?.includes(browserSubject(kind, subject)) ?? false;

export interface SignedIn {
  token: string;
  expiresAt: Date;
  session: SessionResponse;
}

export const employeeEmail = (username: string) =>
  `${username.toLowerCase()}@${EMPLOYEE_EMAIL_DOMAIN}`;

export async function startSession(
  db: Database,
  user: User,
  client: ClientInfo,
): Promise<SignedIn> {
  const { token, expiresAt } = await createSession(db, user, client.userAgent);
  const auth = await resolveSession(db, token);
  if (!auth) throw new Error('a session created a moment ago could not be read back');
  return { token, expiresAt, session: presentSession(auth) };
}

/** ADMIN_EMAILS: a confirmed address on the list makes its account an admin (first admin). */
export const isBootstrapAdmin = (
  authUser: Pick<AuthUser, 'email' | 'emailConfirmedAt'>,
  adminEmails: readonly string[],
) => authUser.emailConfirmedAt !== null && adminEmails.includes(authUser.email.toLowerCase());

/** docs/product-rules.md §4: a first sign-in without a user record creates a business and its admin. */
async function userOf(
  db: Database,
  authUser: AuthUser,
  adminEmails: readonly string[],
  place?: PlaceFromLink,
  businessName?: string,
): Promise<User> {
  const existing = await repo.findUserByAuthUserId(db, authUser.id);
  if (existing) {
    if (!mayBecomeBootstrapAdmin(existing.role) || !isBootstrapAdmin(authUser, adminEmails))
      return existing;
    await repo.updateUser(db, existing.id, { role: 'admin' });
    return { ...existing, role: 'admin' };
  }
  return db.transaction(async (tx) => {
    const userId = randomUUID();
    const business = await createBusiness(
      tx,
      { email: authUser.email, userId },
      place,
      businessName,
    );
    return repo.insertUser(tx, {
      id: userId,
      authUserId: authUser.id,
      email: authUser.email,
      role: CREATOR_ROLE,
      businessId: business.id,
      businessName: business.name,
      isEmployee: false,
    });
  });
}

/**
 * Creates the account, its business and its admin (its owner), and mails the confirmation link. Nobody is
 * signed in: the address must be confirmed first, so nobody can hold an account (and later a
 * Google sign-in's business) under someone else's address.
 */
export async function signUp(deps: AccountDeps, input: SignUpRequest): Promise<SignUpResponse> {
  const { db } = deps;
  if (await repo.findAuthUserByEmail(db, input.email)) throw conflict('emailTaken', 'EMAIL_TAKEN');
  const passwordHash = await hashPassword(input.password);
  // Followed before the transaction: a short link is up to five requests to Google.
  const place = await placeFromLink(deps.googleLinks, input.googleBusinessUrl);
  let authUser: AuthUser;
  try {
    // One transaction: an account whose business could not be made does not linger.
    authUser = await db.transaction(async (tx) => {
      const created = await repo.insertAuthUser(tx, {
        email: input.email,
        passwordHash,
        locale: input.locale ?? 'en',
      });
      await userOf(tx, created, deps.adminEmails, place, input.businessName);
      return created;
    });
  } catch (error) {
    // Two sign-ups with one email at the same instant: the unique index decides.
    if (isUniqueViolation(error)) throw conflict('emailTaken', 'EMAIL_TAKEN');
    deps.log.error({ err: error }, 'a new account and its business could not be created');
    throw new AppError('INTERNAL', 'createAccountFailed');
  }
  // A mail that fails is logged; "Resend the link" on the next screen tries again.
  await mailLinkQuietly(deps, authUser, 'confirmEmail');
  return { confirmationRequired: true, email: authUser.email };
}

/** After the identity is proven (password or Google): the user, checked active, and a session. */
export async function completeSignIn(
  db: Database,
  authUser: AuthUser,
  client: ClientInfo,
  adminEmails: readonly string[] = [],
) {
  const user = await userOf(db, authUser, adminEmails);
  if (!user.isActive) throw new AppError('ACCOUNT_DISABLED', 'accountDisabled');
  await repo.updateAuthUser(db, authUser.id, { lastSignInAt: new Date() });
  return startSession(db, user, client);
}

/**
 * Checks a password under the sign-in limits: a locked key answers 429 before any check; a wrong
 * password, or an unknown account (`stored` null), counts a failure and throws `failure()`.
 */
async function provePassword(
  db: Database,
  keys: throttle.AttemptKeys,
  password: string,
  stored: string | null | undefined,
  failure: () => AppError,
  onLocked?: () => Promise<unknown>,
) {
  await throttle.assertNotLocked(db, keys);
  const check = await checkPassword(password, stored ?? null);
  if (!check.ok) {
    if ((await throttle.recordFailedAttempt(db, keys)) && onLocked) await onLocked();
    throw failure();
  }
  await throttle.recordSuccess(db, keys);
  return check;
}

/** docs/accounts.md: a failed credentials query is said as such (503), not as a wrong password. */
function databaseFailed(error: unknown): never {
  throw Object.assign(new AppError('SERVICE_UNAVAILABLE', 'authDatabaseError'), {
    cause: error,
  });
}

const invalidEmailOrPassword = () => new AppError('INVALID_CREDENTIALS', 'invalidEmailOrPassword');
const invalidUsernameOrPassword = () =>
  new AppError('INVALID_CREDENTIALS', 'invalidUsernameOrPassword');

export async function signIn(
  db: Database,
  input: SignInRequest,
  client: ClientInfo,
  adminEmails: readonly string[] = [],
): Promise<SignedIn> {
  const authUser = await repo.findAuthUserByEmail(db, input.email).catch(databaseFailed);
  const keys = throttle.attemptKeys(
    'account',
    input.email,
    client.ip,
    knownOn(client, 'account', input.email),
  );
  const check = await provePassword(
    db,
    keys,
    input.password,
    authUser?.passwordHash,
    invalidEmailOrPassword,
  );
  // A proven password implies a stored hash, so the account exists.
  if (!authUser) throw invalidEmailOrPassword();
  if (check.needsRehash)
    await repo.updateAuthUser(db, authUser.id, {
      passwordHash: await hashPassword(input.password),
    });
  // Only after the password: whether an address is confirmed is nobody else's business.
  if (!authUser.emailConfirmedAt) throw new AppError('EMAIL_NOT_CONFIRMED', 'emailNotConfirmed');
  return completeSignIn(db, authUser, client, adminEmails);
}

export async function employeeSignIn(
  db: Database,
  input: EmployeeSignInRequest,
  client: ClientInfo,
): Promise<SignedIn> {
  const found = await repo.findCredentialByUsername(db, input.username).catch(databaseFailed);
  const stored = found?.credential.isActive ? found.credential.passwordHash : null;
  const keys = throttle.attemptKeys(
    'employee',
    input.username,
    client.ip,
    knownOn(client, 'employee', input.username),
  );
  // The employee's managers hear of the lock (the bell's "lockout"), so they can lift it.
  const employeeOf = found?.employee;
  const tellManagers = employeeOf
    ? () =>
        insertActivity(db, {
          businessId: employeeOf.businessId,
          employeeId: employeeOf.id,
          type: 'employee_locked',
        })
    : undefined;
  const check = await provePassword(
    db,
    keys,
    input.password,
    stored,
    invalidUsernameOrPassword,
    tellManagers,
  );
  if (!found) throw invalidUsernameOrPassword();
  const { credential, employee } = found;
  if (!employee || employee.deletedAt)
    throw new AppError('EMPLOYEE_NOT_FOUND', 'employeeDataNotFound');
  // Only an active employee's credentials match (docs/product-rules.md §5): the same answer as a wrong password.
  if (!employee.isActive) throw invalidUsernameOrPassword();
  if (check.needsRehash)
    await repo.updateCredentialHash(db, credential.id, await hashPassword(input.password));

  const user =
    (await repo.findUserByEmployeeId(db, employee.id)) ??
    (await repo.insertUser(db, {
      email: employeeEmail(credential.username),
      role: 'employee',
      businessId: employee.businessId,
      employeeId: employee.id,
      employeeName: employee.name,
      isEmployee: true,
    }));
  if (!user.isActive) throw new AppError('ACCOUNT_DISABLED', 'accountDisabled');
  return startSession(db, user, client);
}
