// Business information of the settings screen. Always by the caller's business id.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { businesses, users, type NewBusiness } from '../../db/schema';

export type SettingsPatch = Partial<
  Pick<
    NewBusiness,
    'name' | 'timezone' | 'privacyText' | 'attributionWindowMinutes' | 'otherNames' | 'googleTitle'
  >
>;

export async function findSettings(db: Database, businessId: string) {
  const [row] = await db.select().from(businesses).where(eq(businesses.id, businessId)).limit(1);
  return row ?? null;
}

/**
 * Writes the patch; a new name is copied to users.business_name (a denormalised copy shown before
 * the business row is joined) in the same transaction, so no user keeps the old name.
 */
export async function updateSettings(db: Database, businessId: string, patch: SettingsPatch) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(businesses)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(businesses.id, businessId))
      .returning();
    if (row && patch.name !== undefined)
      await tx
        .update(users)
        .set({ businessName: row.name, updatedAt: new Date() })
        .where(eq(users.businessId, businessId));
    return row ?? null;
  });
}
