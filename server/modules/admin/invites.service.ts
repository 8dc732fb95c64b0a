// Invitations: an admin creates a link for an email and a role (admin or manager); whoever opens
// it chooses a password and joins the business with that role. The link holds 256 random bits;
// the database only their SHA-256. Links last 7 days and work once. There is no mail server: the
// admin copies the link or sends it from their own mail program.
import { MESSAGES } from '@common/messages';
import type {
  AcceptInviteRequest,
  CreateInviteRequest,
  CreatedInvite,
  Invite,
  InviteList,
  InvitePreview,
} from '@common/schemas/admin';
import type { Database } from '../../db/client';
import type { Invite as InviteRow } from '../../db/schema';
import { AppError, conflict, notFound } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { isUniqueViolation } from '../../lib/pg-errors';
import { hashToken, newSessionToken } from '../../lib/tokens';
import { startSession, type ClientInfo, type SignedIn } from '../auth/auth.service';
import * as repo from './invites.repository';

const INVITE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
const INVITE_PATH = '/auth/invite';

/** An invitation that existed but can no longer be used (expired or already accepted). */
class InviteGoneError extends AppError {
  constructor(message: string) {
    super('GONE', message);
  }
}

function present(row: InviteRow): Invite {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

function inviteUrl(origin: string, token: string): string {
  return `${origin}${INVITE_PATH}?token=${encodeURIComponent(token)}`;
}

export async function createInvite(
  db: Database,
  caller: { userId: string; businessId: string | null },
  input: CreateInviteRequest,
  origin: string,
): Promise<CreatedInvite> {
  const { businessId } = caller;
  if (!businessId) throw notFound(MESSAGES.businessRequired);
  if (await repo.authUserExists(db, input.email))
    throw conflict(MESSAGES.emailTaken, 'EMAIL_TAKEN');
  const token = newSessionToken();
  const row = await db.transaction(async (tx) => {
    await repo.deletePendingInvitesFor(tx, businessId, input.email);
    return repo.insertInvite(tx, {
      businessId,
      email: input.email,
      role: input.role,
      tokenHash: hashToken(token),
      createdBy: caller.userId,
      expiresAt: new Date(Date.now() + INVITE_LIFETIME_MS),
    });
  });
  const { createdAt: _createdAt, ...invite } = present(row);
  return { ...invite, inviteUrl: inviteUrl(origin, token) };
}

export async function listInvites(db: Database, businessId: string | null): Promise<InviteList> {
  const rows = businessId ? await repo.listPendingInvites(db, businessId) : [];
  return { items: rows.map(present), total: rows.length };
}

export async function revokeInvite(db: Database, businessId: string | null, id: string) {
  if (!businessId || !(await repo.deletePendingInvite(db, businessId, id)))
    throw notFound(MESSAGES.inviteNotFound);
}

/** The invitation behind a token, if it can still be used: 404 unknown, 410 used or expired. */
async function usableInvite(db: Database, token: string) {
  const found = await repo.findInviteByTokenHash(db, hashToken(token));
  if (!found) throw notFound(MESSAGES.inviteNotFound);
  if (found.invite.acceptedAt) throw new InviteGoneError(MESSAGES.inviteUsed);
  if (found.invite.expiresAt.getTime() <= Date.now())
    throw new InviteGoneError(MESSAGES.inviteExpired);
  return found;
}

export async function previewInvite(db: Database, token: string): Promise<InvitePreview> {
  const { invite, businessName } = await usableInvite(db, token);
  return { email: invite.email, businessName, role: invite.role };
}

/** Creates the account with the invitation's role and business, and signs it in. */
export async function acceptInvite(
  db: Database,
  input: AcceptInviteRequest,
  client: ClientInfo,
): Promise<SignedIn> {
  const { invite, businessName } = await usableInvite(db, input.token);
  if (await repo.authUserExists(db, invite.email))
    throw conflict(MESSAGES.emailTaken, 'EMAIL_TAKEN');
  const passwordHash = await hashPassword(input.password);
  try {
    const user = await db.transaction(async (tx) => {
      if (!(await repo.markAccepted(tx, invite.id))) throw new InviteGoneError(MESSAGES.inviteUsed);
      return repo.insertAccount(
        tx,
        {
          email: invite.email,
          passwordHash,
          lastSignInAt: new Date(),
          emailConfirmedAt: new Date(),
        },
        {
          email: invite.email,
          role: invite.role,
          businessId: invite.businessId,
          businessName,
          isEmployee: false,
        },
      );
    });
    return await startSession(db, user, client);
  } catch (error) {
    // The same email signing up at the same instant: the unique index decides.
    if (isUniqueViolation(error)) throw conflict(MESSAGES.emailTaken, 'EMAIL_TAKEN');
    throw error;
  }
}
