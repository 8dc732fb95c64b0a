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
