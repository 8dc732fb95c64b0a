// Display links of a business (docs/display-links.md), by id for their managers and by token
// hash for the television that opens one.
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { businesses, displayLinks, locations } from '../../db/schema';

const listed = {
  id: displayLinks.id,
  range: displayLinks.range,
  locationId: displayLinks.locationId,
  createdAt: displayLinks.createdAt,
};

export async function insertLink(db: Database, values: typeof displayLinks.$inferInsert) {
  const [row] = await db.insert(displayLinks).values(values).returning(listed);
  return row!;
}

/** The business's links that still work, newest first. */
export function liveLinks(db: Database, businessId: string) {
  return db
    .select(listed)
    .from(displayLinks)
    .where(and(eq(displayLinks.businessId, businessId), isNull(displayLinks.revokedAt)))
    .orderBy(desc(displayLinks.createdAt));
}

/** Revokes one of the business's live links; false when there is none of that id. */
export async function revokeLink(db: Database, businessId: string, id: string) {
  const rows = await db
    .update(displayLinks)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(displayLinks.id, id),
        eq(displayLinks.businessId, businessId),
        isNull(displayLinks.revokedAt),
      ),
    )
    .returning({ id: displayLinks.id });
  return rows.length > 0;
}

/** A live link by its token's hash, with what its board is drawn from. */
export async function findLiveLink(db: Database, tokenHash: string) {
  const [row] = await db
    .select({
      range: displayLinks.range,
      locationId: displayLinks.locationId,
      locationName: locations.name,
      business: {
        id: businesses.id,
        name: businesses.name,
        slug: businesses.slug,
        timezone: businesses.timezone,
      },
    })
    .from(displayLinks)
    .innerJoin(businesses, eq(businesses.id, displayLinks.businessId))
    .leftJoin(locations, eq(locations.id, displayLinks.locationId))
    .where(and(eq(displayLinks.tokenHash, tokenHash), isNull(displayLinks.revokedAt)))
    .limit(1);
  return row ?? null;
}
