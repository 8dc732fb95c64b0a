// Which location each Business Profile location of the business's Google account syncs into
// (docs/locations.md "Business Profile"). The first location's is the business's own
// (`businesses.google_location_id`); the others are kept on their location row.
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { FIRST_LOCATION_NUMBER, locations } from '../../db/schema';

export interface BusinessProfileLink {
  /** Our location. */
  id: string;
  name: string;
  googlePlaceId: string | null;
  archived: boolean;
  accountId: string;
  locationId: string;
}

/** Every location linked to a Business Profile location, archived ones too, by number. */
export async function businessProfileLinks(
  db: Database,
  businessId: string,
): Promise<BusinessProfileLink[]> {
  const rows = await db
    .select({
      id: locations.id,
      name: locations.name,
      googlePlaceId: locations.googlePlaceId,
      archivedAt: locations.archivedAt,
      accountId: locations.googleAccountId,
      locationId: locations.googleLocationId,
    })
    .from(locations)
    .where(and(eq(locations.businessId, businessId), isNotNull(locations.googleLocationId)))
    .orderBy(asc(locations.number));
  return rows.map(({ archivedAt, accountId, locationId, ...row }) => ({
    ...row,
    archived: archivedAt !== null,
    accountId: accountId!,
    locationId: locationId!,
  }));
}

/** The open linked locations: a Business Profile sync reads each after the business's own. */
export async function openBusinessProfileLinks(db: Database, businessId: string) {
  return (await businessProfileLinks(db, businessId)).filter((link) => !link.archived);
}

/** The Business Profile location one of our locations syncs from, or null (none, or the first). */
export async function businessProfileLinkOf(db: Database, businessId: string, id: string) {
  const [row] = await db
    .select({ accountId: locations.googleAccountId, locationId: locations.googleLocationId })
    .from(locations)
    .where(
      and(
        eq(locations.businessId, businessId),
        eq(locations.id, id),
        isNotNull(locations.googleLocationId),
      ),
    );
  return row ? { accountId: row.accountId!, locationId: row.locationId! } : null;
}

/** Open locations without a Business Profile link, other than the first: candidates to link. */
export async function unlinkedLocations(db: Database, businessId: string) {
  return db
    .select({ id: locations.id, name: locations.name, googlePlaceId: locations.googlePlaceId })
    .from(locations)
    .where(
      and(
        eq(locations.businessId, businessId),
        isNull(locations.archivedAt),
        isNull(locations.googleLocationId),
        sql`${locations.number} <> ${FIRST_LOCATION_NUMBER}`,
      ),
    )
    .orderBy(asc(locations.number));
}
