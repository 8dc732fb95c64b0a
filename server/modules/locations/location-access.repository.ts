// The rows behind a manager's limitation to some locations (docs/locations.md).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { locations, userLocations } from '../../db/schema';

/** The users of these ids with their limitation, by user id (only users who have one). */
export async function limitsOfUsers(db: Database, businessId: string, userIds: string[]) {
  const byUser = new Map<string, string[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ userId: userLocations.userId, locationId: userLocations.locationId })
    .from(userLocations)
    .innerJoin(locations, eq(locations.id, userLocations.locationId))
    .where(and(eq(locations.businessId, businessId), inArray(userLocations.userId, userIds)))
    .orderBy(asc(locations.number));
  for (const row of rows)
    byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row.locationId]);
  return byUser;
}

/** The user is limited to exactly these locations (none: not limited). */
export async function setLimit(db: Database, userId: string, locationIds: string[]) {
  await db.delete(userLocations).where(eq(userLocations.userId, userId));
  if (locationIds.length === 0) return;
  await db.insert(userLocations).values(locationIds.map((locationId) => ({ userId, locationId })));
}

/** How many of these ids are locations of this business. */
export async function countOwnLocations(db: Database, businessId: string, ids: string[]) {
  const rows = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.businessId, businessId), inArray(locations.id, ids)));
  return rows.length;
}
