// The rows behind a manager's limitation to some locations (docs/locations.md).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { employees, locations, userLocations } from '../../db/schema';
import { worksAtOneOf } from '../../db/id-list';

/** The locations (of this business) a user is limited to, by number; empty: not limited. */
export async function limitedTo(db: Database, businessId: string, userId: string) {
  const rows = await db
    .select({ id: userLocations.locationId })
    .from(userLocations)
    .innerJoin(locations, eq(locations.id, userLocations.locationId))
    .where(and(eq(userLocations.userId, userId), eq(locations.businessId, businessId)))
    .orderBy(asc(locations.number));
  return rows.map((row) => row.id);
}

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

/** Whether the employee (of this business) works at one of these locations. */
export async function worksAtAny(
  db: Database,
  businessId: string,
  employeeId: string,
  locationIds: string[],
) {
  const [row] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(
        eq(employees.id, employeeId),
        eq(employees.businessId, businessId),
        worksAtOneOf(employees.id, locationIds),
      ),
    );
  return row !== undefined;
}

/** How many of these ids are locations of this business. */
export async function countOwnLocations(db: Database, businessId: string, ids: string[]) {
  const rows = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.businessId, businessId), inArray(locations.id, ids)));
  return rows.length;
}
