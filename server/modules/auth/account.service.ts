// The account flows behind the mailed links (docs/accounts.md): confirming an address (after
// sign-up or a change of address), forgetting a password and choosing a new one. Every answer
// that could tell whether an address has an account is the same either way.
import type { ResetPasswordRequest } from '@common/schemas/account';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../db/schema';
import { AppError, conflict, serviceUnavailable } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { isUniqueViolation } from '../../lib/pg-errors';
import type { Language } from '@common/constants';
import { hashToken } from '../../lib/tokens';
import { checkLink, languageOf, mailLink, type AccountDeps } from './account-links.service';
import * as repo from './auth.repository';
import { completeSignIn, isBootstrapAdmin, type ClientInfo } from './auth.service';
import { announceUserChanged, revokeSessionsOfUser } from './session.service';
import { forgetSubject } from './throttle.service';
import * as tokens from './tokens.repository';
import { mayBecomeBootstrapAdmin } from '@common/policy';

function assertCanMail(deps: AccountDeps) {
  if (deps.mailer.mode === 'off') throw serviceUnavailable('mailUnavailable');
}

/** "Resend the link": only an unconfirmed password account gets one; the answer never differs. */
export async function resendConfirmation(deps: AccountDeps, email: string): Promise<void> {
  assertCanMail(deps);
  const authUser = await repo.findAuthUserByEmail(deps.db, email);
  if (!authUser || authUser.emailConfirmedAt || !authUser.passwordHash) return;
  await mailLink(deps, authUser, 'confirmEmail');
}

/** "Forgot password?": any account with this address gets a reset link (Google-only ones too). */
export async function forgotPassword(deps: AccountDeps, email: string): Promise<void> {
  assertCanMail(deps);
  const authUser = await repo.findAuthUserByEmail(deps.db, email);
  if (!authUser) return;
  const user = await repo.findUserByAuthUserId(deps.db, authUser.id);
  if (user && !user.isActive) return;
  await mailLink(deps, authUser, 'resetPassword');
}

/**
 * Follows a confirmation link: the address it was sent to is now the account's, confirmed. On an
 * address in ADMIN_EMAILS the account's manager becomes an admin.
 */
export async function confirmEmail(
  deps: AccountDeps,
  token: string,
): Promise<{ email: string; changed: boolean }> {
  const { db } = deps;
  const link = await checkLink(db, token, 'confirm_email', false);
  const authUser = await repo.findAuthUserById(db, link.authUserId);
  if (!authUser) throw new AppError('LINK_INVALID', 'linkInvalid');
  const changing = link.email.toLowerCase() !== authUser.email.toLowerCase();
  if (changing) {
    const owner = await repo.findAuthUserByEmail(db, link.email);
    if (owner && owner.id !== authUser.id) throw conflict('emailTaken', 'EMAIL_TAKEN');
  }
  const confirmed: AuthUser = { ...authUser, email: link.email, emailConfirmedAt: new Date() };
  try {
    await db.transaction(async (tx) => {
      await checkLink(tx, token, 'confirm_email', true);
      await repo.updateAuthUser(tx, authUser.id, {
        email: confirmed.email,
        emailConfirmedAt: authUser.emailConfirmedAt ?? confirmed.emailConfirmedAt,
      });
      const user = await repo.findUserByAuthUserId(tx, authUser.id);
      if (!user) return;
      const promote =
        mayBecomeBootstrapAdmin(user.role) && isBootstrapAdmin(confirmed, deps.adminEmails);
      await repo.updateUser(tx, user.id, {
        email: confirmed.email,
        ...(promote ? { role: 'admin' as const } : {}),
      });
      if (promote || changing) await announceUserChanged(tx, user.id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('emailTaken', 'EMAIL_TAKEN');
    throw error;
  }
  return { email: confirmed.email, changed: changing };
}

/** The language of the account a link belongs to (its pages speak it), or null. */
export async function languageOfLink(db: Database, token: string): Promise<Language | null> {
  const id = hashToken(token);
  const row =
    (await tokens.findToken(db, id, 'confirm_email')) ??
    (await tokens.findToken(db, id, 'reset_password'));
  const account = row ? await repo.findAuthUserById(db, row.authUserId) : null;
  return account ? languageOf(account) : null;
}

/** Whether a confirmation link is live (the page shows its button, or says why not). */
export async function checkConfirmLink(db: Database, token: string) {
  await checkLink(db, token, 'confirm_email', false);
}

/** Whether a reset link is live (the page shows its form, or says why not). */
export async function checkResetLink(db: Database, token: string) {
  await checkLink(db, token, 'reset_password', false);
}

/**
 * Follows a reset link with the new password: every session of the account ends, every lock on it
 * lifts, and the browser that chose the password is signed in. The link also proves the mailbox,
 * so an unconfirmed address counts as confirmed.
 */
export async function resetPassword(
  deps: AccountDeps,
  input: ResetPasswordRequest,
  client: ClientInfo,
) {
  const { db } = deps;
  await checkLink(db, input.token, 'reset_password', false);
  const passwordHash = await hashPassword(input.password);
  const authUser = await db.transaction(async (tx) => {
    const link = await checkLink(tx, input.token, 'reset_password', true);
    const account = await repo.findAuthUserById(tx, link.authUserId);
    if (!account) throw new AppError('LINK_INVALID', 'linkInvalid');
    const emailConfirmedAt = account.emailConfirmedAt ?? new Date();
    await repo.updateAuthUser(tx, account.id, {
      passwordHash,
      passwordByOwner: true,
      emailConfirmedAt,
    });
    await tokens.voidTokens(tx, account.id, 'reset_password');
    const user = await repo.findUserByAuthUserId(tx, account.id);
    if (user) await revokeSessionsOfUser(tx, user.id);
    return { ...account, passwordHash, passwordByOwner: true, emailConfirmedAt };
  });
  await forgetSubject(db, 'account', authUser.email);
  return completeSignIn(db, authUser, client, deps.adminEmails);
}
