// The rows a caller's scope is read from (scope.ts): a manager's limitation to some locations.
import { and, asc, eq } from 'drizzle-orm';
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
