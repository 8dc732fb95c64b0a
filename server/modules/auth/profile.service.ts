// The signed-in person's own account (docs/accounts.md): name, language,
// address (re-confirmed by mail), password (the current one required), and signing out
// everywhere. Employees change their own password; their name and username stay the manager's.
import type {
  ChangeEmailRequest,
  ChangePasswordRequest,
  Profile,
  ProfileUpdate,
} from '@common/schemas/account';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../db/schema';
import { AppError, forbidden } from '../../lib/errors';
import { checkPassword, hashPassword } from '../../lib/passwords';
import { languageOf, mailLink, type AccountDeps } from './account-links.service';
import * as repo from './auth.repository';
import { revokeOtherSessions, revokeSessionsOfUser, type AuthContext } from './session.service';
import { forgetSubject } from './throttle.service';
import { findPendingToken } from './tokens.repository';

const wrongPassword = () => new AppError('CURRENT_PASSWORD_WRONG', 'currentPasswordWrong');

/** How recent a Google sign-in must be to stand in for the current password. */
const REAUTH_WINDOW_MS = 10 * 60 * 1000;

/**
 * Proof that the person at the keyboard owns the account before its password or address changes:
 * the current password, or, for an account without one (made with Google, which is the only way
 * to sign in to it), a session that Google signed in within the last 10 minutes. A borrowed or
 * stolen session alone cannot set a password that would outlive every sign-out.
 */
async function requireOwner(auth: AuthContext, authUser: AuthUser, currentPassword: string) {
  if (authUser.passwordHash === null) {
    if (Date.now() - auth.session.createdAt.getTime() > REAUTH_WINDOW_MS)
      throw new AppError('REAUTH_REQUIRED', 'reauthRequired');
    return;
  }
  if (!(await checkPassword(currentPassword, authUser.passwordHash)).ok) throw wrongPassword();
}

export async function getProfile(db: Database, auth: AuthContext): Promise<Profile> {
  const { authUser, session } = auth;
  if (!authUser) {
    return {
      kind: session.kind,
      email: null,
      pendingEmail: null,
      fullName: auth.employee?.name ?? null,
      username: auth.username,
      locale: 'en',
      hasPassword: true,
      googleLinked: false,
    };
  }
  const pending = await findPendingToken(db, authUser.id, 'confirm_email');
  const fullName = authUser.userMetadata.full_name;
  return {
    kind: session.kind,
    email: authUser.email,
    pendingEmail:
      pending && pending.email.toLowerCase() !== authUser.email.toLowerCase()
        ? pending.email
        : null,
    fullName: typeof fullName === 'string' ? fullName : null,
    username: null,
    locale: languageOf(authUser),
    hasPassword: authUser.passwordHash !== null,
    googleLinked: authUser.googleSub !== null,
  };
}

export async function updateProfile(db: Database, auth: AuthContext, input: ProfileUpdate) {
  const { authUser } = auth;
  if (!authUser) throw forbidden();
  const fullName = input.fullName === undefined ? undefined : input.fullName || null;
  const changes = {
    ...(fullName !== undefined
      ? { userMetadata: { ...authUser.userMetadata, full_name: fullName } }
      : {}),
    ...(input.locale ? { locale: input.locale } : {}),
  };
  if (Object.keys(changes).length > 0) await repo.updateAuthUser(db, authUser.id, changes);
  const fresh = await repo.findAuthUserById(db, authUser.id);
  return getProfile(db, { ...auth, authUser: fresh ?? authUser });
}

/**
 * A new password for the signed-in person. The current one is required when there is one (an
 * account made with Google has none yet). Every other session ends and every lock lifts. The new
 * password is the owner's when the old one was, or when the account has none and belongs to a
 * Google identity (whose address Google proved); a password set after sign-up stays as unproven
 * as the one it replaces.
 */
export async function changePassword(
  db: Database,
  auth: AuthContext,
  input: ChangePasswordRequest,
) {
  const passwordHash = await hashPassword(input.newPassword);
  if (auth.session.kind === 'employee') {
    const credential = auth.user.employeeId
      ? await repo.findCredentialByEmployeeId(db, auth.user.employeeId)
      : null;
    if (!credential) throw forbidden();
    if (!(await checkPassword(input.currentPassword, credential.passwordHash)).ok)
      throw wrongPassword();
    await repo.updateCredentialHash(db, credential.id, passwordHash);
    await revokeOtherSessions(db, auth);
    await forgetSubject(db, 'employee', credential.username);
    return;
  }
  const { authUser } = auth;
  if (!authUser) throw forbidden();
  await requireOwner(auth, authUser, input.currentPassword);
  const passwordByOwner =
    authUser.passwordHash === null ? authUser.googleSub !== null : authUser.passwordByOwner;
  await repo.updateAuthUser(db, authUser.id, { passwordHash, passwordByOwner });
  await revokeOtherSessions(db, auth);
  await forgetSubject(db, 'account', authUser.email);
}

/**
 * Mails a confirmation link to the new address; the account keeps the old one until it is
 * followed. The answer is the same when the address belongs to another account (nothing is
 * mailed): only that mailbox's owner may learn it has an account.
 */
export async function changeEmail(deps: AccountDeps, auth: AuthContext, input: ChangeEmailRequest) {
  const { authUser } = auth;
  if (!authUser || auth.session.kind !== 'user') throw forbidden();
  await requireOwner(auth, authUser, input.currentPassword);
  const owner = await repo.findAuthUserByEmail(deps.db, input.email);
  if (owner) return;
  await mailLink(deps, authUser, 'changeEmail', input.email);
}

export async function signOutEverywhere(db: Database, auth: AuthContext) {
  await revokeSessionsOfUser(db, auth.user.id);
}
