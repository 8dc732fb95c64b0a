// Locations of one business and who works where (docs/locations.md). Every query takes the
// business id first, so another business's location is simply not found.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  businesses,
  employeeLocations,
  employees,
  FIRST_LOCATION_NUMBER,
  locations,
  type NewLocation,
} from '../../db/schema';

/** The business's locations that are not archived. */
const openOf = (businessId: string) =>
  and(eq(locations.businessId, businessId), isNull(locations.archivedAt));

/** The location every business is created with (and the migration gave every older one). */
export async function insertFirstLocation(db: Database, business: { id: string; name: string }) {
  const [row] = await db
    .insert(locations)
    .values({ businessId: business.id, number: FIRST_LOCATION_NUMBER, name: business.name })
    .returning();
  return row!;
}

export async function firstLocationId(db: Database, businessId: string): Promise<string> {
  const [row] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.businessId, businessId), eq(locations.number, FIRST_LOCATION_NUMBER)))
    .limit(1);
  if (!row) throw new Error(`business ${businessId} has no first location`);
  return row.id;
}

const working = sql<number>`(select count(*)::int from ${employeeLocations} el
  join ${employees} e on e.id = el.employee_id
  where el.location_id = ${locations.id} and e.deleted_at is null)`;

/** The business's locations, by number, with the business's place beside the first one's. */
export async function listLocations(db: Database, businessId: string, ids?: string[]) {
  return db
    .select({
      location: locations,
      employeeCount: working,
      businessPlaceId: businesses.googlePlaceId,
      businessReviewUrl: businesses.googleReviewUrl,
    })
    .from(locations)
    .innerJoin(businesses, eq(businesses.id, locations.businessId))
    .where(and(eq(locations.businessId, businessId), ids ? inArray(locations.id, ids) : undefined))
    .orderBy(asc(locations.number));
}
export type LocationRow = Awaited<ReturnType<typeof listLocations>>[number];

export async function findLocation(db: Database, businessId: string, id: string) {
  const [row] = await listLocations(db, businessId, [id]);
  return row ?? null;
}

/**
 * The zone of one of the business's locations (archived too), falling back to the business's;
 * null when the location is not the business's. One indexed lookup.
 */
export async function locationTimeZone(
  db: Database,
  businessId: string,
  id: string,
): Promise<string | null> {
  const [row] = await db
    .select({ timeZone: sql<string>`coalesce(${locations.timeZone}, ${businesses.timezone})` })
    .from(locations)
    .innerJoin(businesses, eq(businesses.id, locations.businessId))
    .where(and(eq(locations.id, id), eq(locations.businessId, businessId)));
  return row?.timeZone ?? null;
}

export async function countLocations(db: Database, businessId: string) {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(locations)
    .where(eq(locations.businessId, businessId));
  return row?.value ?? 0;
}

/**
 * The next number, under a lock on the business's row, so two locations added at the same
 * instant are numbered one after the other. Numbers are never reused: a card of an archived
 * location stays its own.
 */
export async function insertLocation(
  db: Database,
  businessId: string,
  values: Omit<NewLocation, 'businessId' | 'number'>,
) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${businesses} where id = ${businessId} for update`);
    const [row] = await tx
      .insert(locations)
      .values({
        ...values,
        businessId,
        number: sql`(select coalesce(max(number), 0) + 1 from ${locations} where business_id = ${businessId})`,
      })
      .returning();
    return row!;
  });
}

export async function updateLocation(
  db: Database,
  businessId: string,
  id: string,
  values: Partial<Omit<NewLocation, 'businessId' | 'number' | 'id'>>,
) {
  await db
    .update(locations)
    .set(values)
    .where(and(eq(locations.businessId, businessId), eq(locations.id, id)));
}

/** Same rule as the partial unique index: case-insensitive, among the locations not archived. */
export async function isNameTaken(
  db: Database,
  businessId: string,
  name: string,
  exceptId?: string,
) {
  const [row] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(
      and(
        openOf(businessId),
        sql`lower(${locations.name}) = lower(${name})`,
        exceptId ? sql`${locations.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The locations of these employees (of this business), by employee id. */
export async function locationsOfEmployees(
  db: Database,
  businessId: string,
  employeeIds: string[],
) {
  const byEmployee = new Map<string, string[]>();
  if (employeeIds.length === 0) return byEmployee;
  const rows = await db
    .select({ employeeId: employeeLocations.employeeId, locationId: employeeLocations.locationId })
    .from(employeeLocations)
    .innerJoin(locations, eq(locations.id, employeeLocations.locationId))
    .where(
      and(eq(locations.businessId, businessId), inArray(employeeLocations.employeeId, employeeIds)),
    )
    .orderBy(asc(locations.number));
  for (const row of rows) {
    const list = byEmployee.get(row.employeeId) ?? [];
    list.push(row.locationId);
    byEmployee.set(row.employeeId, list);
  }
  return byEmployee;
}

/** The business's open locations by number: all of them, or those among `ids`. */
export async function openLocationIds(db: Database, businessId: string, ids?: string[]) {
  const rows = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(openOf(businessId), ids ? inArray(locations.id, ids) : undefined))
    .orderBy(asc(locations.number));
  return rows.map((r) => r.id);
}

/**
 * The employee works exactly at these locations. Archived locations they worked at are kept:
 * they are history, and no form offers them.
 */
export async function setEmployeeLocations(
  db: Database,
  businessId: string,
  employeeId: string,
  locationIds: string[],
) {
  await db.execute(sql`delete from ${employeeLocations} el using ${locations} l
    where el.location_id = l.id and l.business_id = ${businessId} and l.archived_at is null
      and el.employee_id = ${employeeId}`);
  if (locationIds.length === 0) return;
  await db
    .insert(employeeLocations)
    .values(locationIds.map((locationId) => ({ employeeId, locationId })))
    .onConflictDoNothing();
}

/**
 * The open locations other than the first that have a Google place of their own: a sync reads
 * each of them after the business's place (which is location 1's).
 */
export async function placesOfOtherLocations(db: Database, businessId: string) {
  const rows = await db
    .select({ locationId: locations.id, placeId: locations.googlePlaceId })
    .from(locations)
    .where(
      and(
        openOf(businessId),
        sql`${locations.number} <> ${FIRST_LOCATION_NUMBER}`,
        sql`${locations.googlePlaceId} is not null`,
      ),
    )
    .orderBy(asc(locations.number));
  return rows.map((r) => ({ locationId: r.locationId, placeId: r.placeId! }));
}
