// Invitations to join a business. Only the SHA-256 of a link's token is stored.
import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  authUsers,
  businesses,
  invites,
  locations,
  users,
  type NewAuthUser,
  type NewInvite,
  type NewUser,
} from '../../db/schema';

export async function insertInvite(db: Database, values: NewInvite) {
  const [row] = await db.insert(invites).values(values).returning();
  return row!;
}

/** This business's not yet accepted invitations of this address (any case). */
const pendingFor = (businessId: string, email: string) =>
  and(
    eq(invites.businessId, businessId),
    sql`lower(${invites.email}) = lower(${email})`,
    isNull(invites.acceptedAt),
  );

/** Earlier pending invitations of the same address: a new link replaces them. */
export async function deletePendingInvitesFor(db: Database, businessId: string, email: string) {
  await db.delete(invites).where(pendingFor(businessId, email));
}

/** The newest pending invitation of this address in this business, if any. */
export async function findPendingInviteFor(db: Database, businessId: string, email: string) {
  const [row] = await db
    .select()
    .from(invites)
    .where(pendingFor(businessId, email))
    .orderBy(desc(invites.createdAt))
    .limit(1);
  return row ?? null;
}

export async function listPendingInvites(db: Database, businessId: string) {
  return db
    .select()
    .from(invites)
    .where(
      and(
        eq(invites.businessId, businessId),
        isNull(invites.acceptedAt),
        // Expiry by the app's clock, which wrote it and checks it on acceptance.
        gt(invites.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(invites.createdAt));
}

/** Deletes a not yet accepted invitation of this business; false when there is none. */
export async function deletePendingInvite(db: Database, businessId: string, id: string) {
  const rows = await db
    .delete(invites)
    .where(and(eq(invites.id, id), eq(invites.businessId, businessId), isNull(invites.acceptedAt)))
    .returning({ id: invites.id });
  return rows.length > 0;
}

export async function findInviteByTokenHash(db: Database, tokenHash: string) {
  const [row] = await db
    .select({ invite: invites, businessName: businesses.name })
    .from(invites)
    .innerJoin(businesses, eq(businesses.id, invites.businessId))
    .where(eq(invites.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

/** Marks the invitation used, once: false when another request accepted it first. */
export async function markAccepted(db: Database, id: string) {
  const rows = await db
    .update(invites)
    .set({ acceptedAt: new Date() })
    .where(and(eq(invites.id, id), isNull(invites.acceptedAt)))
    .returning({ id: invites.id });
  return rows.length > 0;
}

export async function authUserExists(db: Database, email: string) {
  const [row] = await db
    .select({ id: authUsers.id })
    .from(authUsers)
    .where(sql`lower(${authUsers.email}) = lower(${email})`)
    .limit(1);
  return row !== undefined;
}

export async function insertAccount(
  db: Database,
  identity: NewAuthUser,
  profile: Omit<NewUser, 'authUserId'>,
) {
  const [authUser] = await db.insert(authUsers).values(identity).returning();
  const [user] = await db
    .insert(users)
    .values({ ...profile, authUserId: authUser!.id })
    .returning();
  return user!;
}

/** Those of these locations that are still the business's, in the business's order. */
export async function locationsOf(db: Database, businessId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(and(eq(locations.businessId, businessId), inArray(locations.id, ids)))
    .orderBy(asc(locations.number));
}
