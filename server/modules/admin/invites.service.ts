// Invitations: an admin invites an address to a role (admin or manager); we mail it a link, in the
// inviter's language, and whoever opens it chooses a password and joins the business with that
// role. The link is never shown to the inviter: opening it proves the mailbox, so accepting
// confirms the address (the identity model, docs/SECURITY.md). The link holds 256 random bits, the
// database only their SHA-256; links last 7 days and work once. Whether the address already has an
// account is told only to the mailbox, on the invitation page, never to the inviter.
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@common/constants';
import { inLanguage, serverPages } from '@common/paths';
import type {
  AcceptInviteRequest,
  CreateInviteRequest,
  CreatedInvite,
  Invite,
  InviteList,
  InvitePreview,
} from '@common/schemas/admin';
import type { Database } from '../../db/client';
import type { BusinessScope } from '../scope/scope';
import type { Invite as InviteRow } from '../../db/schema';
import {
  AppError,
  badRequest,
  conflict,
  notFound,
  serviceUnavailable,
  type MessageName,
} from '../../lib/errors';
import { mailedLink } from '../../lib/http';
import { hashPassword } from '../../lib/passwords';
import { isUniqueViolation } from '../../lib/pg-errors';
import { hashToken, newSessionToken } from '../../lib/tokens';
import { startSession, type ClientInfo, type SignedIn } from '../auth/auth.service';
import { countOwnLocations, setLimit } from '../locations/location-access.repository';
import type { Mailer } from '../mail/mailer';
import { MAIL_TEXTS } from '../mail/mail-texts';
import { renderMail } from '../mail/templates';
import * as repo from './invites.repository';
import { limitableToLocations } from '@common/policy';

const INVITE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** A second invitation to the same address within this time is not mailed again. */
const RESEND_INTERVAL_MS = 60 * 1000;

export interface InviteDeps {
  db: Database;
  mailer: Mailer;
  /** Where the mailed link points: lib/http.ts mailLinkOrigin (PUBLIC_URL). */
  origin: string;
  log: FastifyBaseLogger;
}

export interface Inviter {
  userId: string;
  businessId: string;
  businessName: string;
  /** The inviter's address, named in the mail. */
  email: string;
  /** The inviter's language: the mail is written in it. */
  language: Language;
}

/** An invitation that existed but can no longer be used (expired or already accepted). */
class InviteGoneError extends AppError {
  constructor(words: MessageName) {
    super('GONE', words);
  }
}

function present(row: InviteRow): Invite {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    locationIds: row.locationIds,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The locations the invitation limits a manager to (docs/locations.md): this business's only. */
async function invitedLocations(db: Database, businessId: string, input: CreateInviteRequest) {
  const ids = [...new Set(input.locationIds ?? [])];
  if (ids.length === 0) return ids;
  if (!limitableToLocations(input.role)) throw badRequest('onlyManagersLimited');
  if ((await countOwnLocations(db, businessId, ids)) !== ids.length)
    throw badRequest('locationNotFound');
  return ids;
}

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/**
 * Mails an invitation for this address and role, replacing the address's earlier pending one.
 * The answer is the same whether or not the address has an account.
 */
export async function createInvite(
  deps: InviteDeps,
  inviter: Inviter,
  input: CreateInviteRequest,
): Promise<CreatedInvite> {
  const { businessId } = inviter;
  if (deps.mailer.mode === 'off') throw serviceUnavailable('mailUnavailable');
  const locationIds = await invitedLocations(deps.db, businessId, input);
  const earlier = await repo.findPendingInviteFor(deps.db, businessId, input.email);
  if (
    earlier &&
    earlier.role === input.role &&
    sameIds(earlier.locationIds, locationIds) &&
    Date.now() - earlier.createdAt.getTime() < RESEND_INTERVAL_MS
  )
    return summary(earlier);
  const token = newSessionToken();
  const row = await deps.db.transaction(async (tx) => {
    await repo.deletePendingInvitesFor(tx, businessId, input.email);
    return repo.insertInvite(tx, {
      businessId,
      email: input.email,
      role: input.role,
      locationIds,
      tokenHash: hashToken(token),
      createdBy: inviter.userId,
      expiresAt: new Date(Date.now() + INVITE_LIFETIME_MS),
    });
  });
  // In the inviter's language, as the mail is: the invited person has no stored choice yet.
  const link = mailedLink(deps.origin, inLanguage(inviter.language, serverPages.invite), token);
  const mail = renderMail('invite', inviter.language, link, {
    business: inviter.businessName,
    inviter: inviter.email,
    role: MAIL_TEXTS[inviter.language].roles[input.role],
  });
  try {
    await deps.mailer.send({ to: input.email, kind: 'invite', link, ...mail });
  } catch (error) {
    // An invitation nobody received cannot be accepted: it is withdrawn, and the admin told.
    await repo.deletePendingInvite(deps.db, businessId, row.id);
    deps.log.error({ err: error, kind: 'invite' }, 'an invitation could not be mailed');
    throw serviceUnavailable('mailUnavailable');
  }
  return summary(row);
}

function summary(row: InviteRow): CreatedInvite {
  const { createdAt: _createdAt, ...invite } = present(row);
  return invite;
}

export async function listInvites(db: Database, scope: BusinessScope): Promise<InviteList> {
  const rows = await repo.listPendingInvites(db, scope.businessId);
  return { items: rows.map(present), total: rows.length };
}

export async function revokeInvite(db: Database, scope: BusinessScope, id: string) {
  if (!(await repo.deletePendingInvite(db, scope.businessId, id))) throw notFound('inviteNotFound');
}

/** The invitation behind a token, if it can still be used: 404 unknown, 410 used or expired. */
async function usableInvite(db: Database, token: string) {
  const found = await repo.findInviteByTokenHash(db, hashToken(token));
  if (!found) throw notFound('inviteNotFound');
  if (found.invite.acceptedAt) throw new InviteGoneError('inviteUsed');
  if (found.invite.expiresAt.getTime() <= Date.now()) throw new InviteGoneError('inviteExpired');
  return found;
}

export async function previewInvite(db: Database, token: string): Promise<InvitePreview> {
  const { invite, businessName } = await usableInvite(db, token);
  const locationNames = (await repo.locationsOf(db, invite.businessId, invite.locationIds)).map(
    (location) => location.name,
  );
  return { email: invite.email, businessName, role: invite.role, locationNames };
}

/**
 * The locations a manager's invitation still limits him to. One of them may have gone since: the
 * rest stay; when none is left the invitation is gone rather than opening every location.
 */
async function remainingLocations(db: Database, invite: InviteRow) {
  if (invite.locationIds.length === 0) return [];
  const left = await repo.locationsOf(db, invite.businessId, invite.locationIds);
  if (left.length === 0) throw new InviteGoneError('inviteLocationsGone');
  return left.map((location) => location.id);
}

/** Creates the account with the invitation's role and business, and signs it in. */
export async function acceptInvite(
  db: Database,
  input: AcceptInviteRequest,
  client: ClientInfo,
): Promise<SignedIn> {
  const { invite, businessName } = await usableInvite(db, input.token);
  if (await repo.authUserExists(db, invite.email)) throw conflict('emailTaken', 'EMAIL_TAKEN');
  const passwordHash = await hashPassword(input.password);
  const locationIds = await remainingLocations(db, invite);
  try {
    const user = await db.transaction(async (tx) => {
      if (!(await repo.markAccepted(tx, invite.id))) throw new InviteGoneError('inviteUsed');
      const created = await repo.insertAccount(
        tx,
        {
          email: invite.email,
          passwordHash,
          // The link came by mail: whoever chose this password holds the mailbox.
          passwordByOwner: true,
          lastSignInAt: new Date(),
          emailConfirmedAt: new Date(),
          ...(input.locale ? { locale: input.locale } : {}),
        },
        {
          email: invite.email,
          role: invite.role,
          businessId: invite.businessId,
          businessName,
          isEmployee: false,
        },
      );
      if (locationIds.length > 0) await setLimit(tx, created.id, locationIds);
      return created;
    });
    const signedIn = await startSession(db, user, client);
    // As GET /api/auth/session says it: the header names his locations from the first screen.
    return { ...signedIn, session: { ...signedIn.session, locationIds } };
  } catch (error) {
    // The same email signing up at the same instant: the unique index decides.
    if (isUniqueViolation(error)) throw conflict('emailTaken', 'EMAIL_TAKEN');
    throw error;
  }
}
