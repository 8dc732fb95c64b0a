import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { businesses, users, type Business, type NewBusiness } from '../../db/schema';
import { insertFirstLocation } from '../locations/locations.repository';

/** The business row by id (every module that needs the whole row asks here). */
export async function findBusiness(db: Database, businessId: string): Promise<Business | null> {
  const [found] = await db.select().from(businesses).where(eq(businesses.id, businessId)).limit(1);
  return found ?? null;
}

/** A business and its first location (docs/locations.md); give a transaction. */
export async function insertBusiness(db: Database, values: NewBusiness) {
  const [row] = await db.insert(businesses).values(values).returning();
  await insertFirstLocation(db, row!);
  return row!;
}

/** A business whose owner email is this one (case-insensitive): the only kind one may rejoin. */
export async function findOwnedBusiness(db: Database, id: string, ownerUserId: string) {
  const [row] = await db
    .select()
    .from(businesses)
    .where(and(eq(businesses.id, id), eq(businesses.ownerUserId, ownerUserId)))
    .limit(1);
  return row ?? null;
}

export async function setUserBusiness(
  db: Database,
  userId: string,
  business: { id: string; name: string } | null,
) {
  await db
    .update(users)
    .set({ businessId: business?.id ?? null, businessName: business?.name ?? null })
    .where(eq(users.id, userId));
}

/**
 * Locks the business's active admins (FOR UPDATE) and returns their ids, so two admins demoting
 * each other at the same moment cannot both pass the last-admin check.
 */
export async function lockActiveAdmins(db: Database, businessId: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.businessId, businessId), eq(users.role, 'admin'), eq(users.isActive, true)))
    .for('update');
  return rows.map((r) => r.id);
}

/**
 * Reviews were stored (a sync, or a file of a business never connected): the last sync is now, and
 * a disconnected business counts as connected by file import.
 */
export async function markImported(db: Database, business: Business) {
  await db
    .update(businesses)
    .set({
      googleLastSyncedAt: new Date(),
      googleConnectedAt: business.googleConnectedAt ?? new Date(),
      ...(business.connectionType === 'disconnected' ? { connectionType: 'import' as const } : {}),
    })
    .where(eq(businesses.id, business.id));
}

/**
 * Review ingestion marks a disconnected business as connected by file import; demo reviews are
 * not an import, so the connection and last sync go back to what they were.
 */
export async function restoreConnection(
  db: Database,
  before: Pick<Business, 'id' | 'connectionType' | 'googleLastSyncedAt'>,
) {
  await db
    .update(businesses)
    .set({ connectionType: before.connectionType, googleLastSyncedAt: before.googleLastSyncedAt })
    .where(eq(businesses.id, before.id));
}
