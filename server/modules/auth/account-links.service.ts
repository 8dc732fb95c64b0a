// The mailed links of the account flows (docs/accounts.md): confirm an address (sign-up or a
// change of address) and reset a password. One live link per purpose and account, single use,
// 24 hours to confirm and 1 hour to reset; only the token's hash is stored.
import type { FastifyBaseLogger } from 'fastify';
import type { GoogleLinks } from '../../lib/google-links';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@common/constants';
import { serverPages } from '@common/paths';
import type { Database } from '../../db/client';
import type { AuthTokenPurpose, AuthUser } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { mailedLink } from '../../lib/http';
import { hashToken, newSessionToken } from '../../lib/tokens';
import type { Mailer } from '../mail/mailer';
import type { MailKind } from '../mail/mail-texts';
import { renderMail } from '../mail/templates';
import * as tokens from './tokens.repository';

const CONFIRM_LINK_TTL_MS = 24 * 60 * 60 * 1000;
const RESET_LINK_TTL_MS = 60 * 60 * 1000;
/** A second mail of the same kind to one account within this time is not sent (mail bombing). */
const RESEND_INTERVAL_MS = 60 * 1000;
/** Whatever the addresses (alternating two dodges the rule above), an account's hourly mails. */
const MAILS_PER_HOUR = 5;

/** What the account flows need beyond the database: where links point, and how mail leaves. */
export interface AccountDeps {
  db: Database;
  mailer: Mailer;
  /** Where mailed links point: lib/http.ts mailLinkOrigin (PUBLIC_URL; never a foreign Host). */
  origin: string;
  /** ADMIN_EMAILS, lower case. */
  adminEmails: readonly string[];
  log: FastifyBaseLogger;
  /** Follows a pasted Google link at sign-up (server/lib/google-links.ts). */
  googleLinks: GoogleLinks;
}

export const languageOf = (authUser: Pick<AuthUser, 'locale'>): Language =>
  (LANGUAGES as readonly string[]).includes(authUser.locale)
    ? (authUser.locale as Language)
    : DEFAULT_LANGUAGE;

/** The mails of an account's own links (an invitation is mailed by the admin module). */
type AccountMailKind = Exclude<MailKind, 'invite'>;

const LINKS: Record<AccountMailKind, { purpose: AuthTokenPurpose; path: string; ttl: number }> = {
  confirmEmail: {
    purpose: 'confirm_email',
    path: serverPages.confirmEmail,
    ttl: CONFIRM_LINK_TTL_MS,
  },
  changeEmail: {
    purpose: 'confirm_email',
    path: serverPages.confirmEmail,
    ttl: CONFIRM_LINK_TTL_MS,
  },
  resetPassword: {
    purpose: 'reset_password',
    path: serverPages.resetPassword,
    ttl: RESET_LINK_TTL_MS,
  },
};

/**
 * Mails a fresh link of this kind to `to` (the account's address, or a new one being confirmed),
 * voiding the account's older links of the same purpose. Returns false, sending nothing, when the
 * same link went to the same address less than a minute ago, or the account was mailed five links
 * of this purpose within the hour.
 */
export async function mailLink(
  deps: AccountDeps,
  authUser: AuthUser,
  kind: AccountMailKind,
  to: string = authUser.email,
): Promise<boolean> {
  const { purpose, path, ttl } = LINKS[kind];
  const pending = await tokens.findPendingToken(deps.db, authUser.id, purpose);
  const recent = pending && Date.now() - pending.createdAt.getTime() < RESEND_INTERVAL_MS;
  if (recent && pending.email.toLowerCase() === to.toLowerCase()) return false;
  const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
  if ((await tokens.countTokensSince(deps.db, authUser.id, purpose, hourAgo)) >= MAILS_PER_HOUR)
    return false;
  await tokens.voidTokens(deps.db, authUser.id, purpose);
  const token = newSessionToken();
  await tokens.insertToken(deps.db, {
    id: hashToken(token),
    authUserId: authUser.id,
    purpose,
    email: to,
    expiresAt: new Date(Date.now() + ttl),
  });
  const link = mailedLink(deps.origin, path, token);
  await deps.mailer.send({ to, kind, link, ...renderMail(kind, languageOf(authUser), link) });
  return true;
}

/** Sends without letting a mail failure undo what the caller already saved (it is logged). */
export async function mailLinkQuietly(
  deps: AccountDeps,
  authUser: AuthUser,
  kind: AccountMailKind,
  to?: string,
) {
  try {
    await mailLink(deps, authUser, kind, to);
  } catch (error) {
    deps.log.error({ err: error, kind }, 'a mail could not be sent');
  }
}

/**
 * The token's row if it is live; LINK_INVALID for unknown or used tokens, LINK_EXPIRED after its
 * time. `consume` marks it used atomically (two clicks at once: one wins).
 */
export async function checkLink(
  db: Database,
  token: string,
  purpose: AuthTokenPurpose,
  consume: boolean,
) {
  const id = hashToken(token);
  const row = await tokens.findToken(db, id, purpose);
  if (!row || row.usedAt) throw new AppError('LINK_INVALID', 'linkInvalid');
  if (row.expiresAt.getTime() <= Date.now()) throw new AppError('LINK_EXPIRED', 'linkExpired');
  if (!consume) return row;
  const used = await tokens.useToken(db, id, purpose);
  if (!used) throw new AppError('LINK_INVALID', 'linkInvalid');
  return used;
}
