// What the setup guide reads: one row of facts about the caller's business, and whether another
// business connected the same Google location. Always by the caller's business id.
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  businesses,
  employeeLocations,
  employees,
  FIRST_LOCATION_NUMBER,
  locations,
  reviews,
  touches,
  users,
} from '../../db/schema';

export interface SetupFacts {
  connectionType: string;
  googlePlaceId: string | null;
  cardsPrinted: boolean;
  dismissed: boolean;
  /** Reviews came in: a sync finished (with or without reviews) or some were imported. */
  reviewsIn: boolean;
  activeEmployees: number;
  scanned: boolean;
}

export async function setupFacts(db: Database, businessId: string): Promise<SetupFacts | null> {
  const [row] = await db
    .select({
      connectionType: businesses.connectionType,
      googlePlaceId: businesses.googlePlaceId,
      cardsPrinted: sql<boolean>`${businesses.cardsPrintedAt} is not null`,
      dismissed: sql<boolean>`${businesses.setupDismissedAt} is not null`,
      reviewsIn: sql<boolean>`${businesses.googleLastSyncedAt} is not null
        or exists (select 1 from ${reviews} r where r.business_id = businesses.id)`,
      // Qualified by hand: inside a select list drizzle writes a column without its table.
      activeEmployees: sql<number>`(select count(*) from ${employees} e
        where e.business_id = businesses.id and e.is_active and e.deleted_at is null)::int`,
      scanned: sql<boolean>`exists (select 1 from ${touches} t where t.business_id = businesses.id)`,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row ? { ...row, activeEmployees: Number(row.activeEmployees) } : null;
}

/** Each open location's steps (docs/locations.md), by number. */
export async function locationFacts(db: Database, businessId: string) {
  const rows = await db
    .select({
      id: locations.id,
      number: locations.number,
      name: locations.name,
      // The first location's link is the business's, which the Google integration sets.
      reviewLink: sql<boolean>`coalesce(${locations.googleReviewUrl}, case when
        ${locations.number} = ${FIRST_LOCATION_NUMBER} then (select b.google_review_url
        from ${businesses} b where b.id = ${locations.businessId}) end) is not null`,
      staff: sql<number>`(select count(*) from ${employeeLocations} el
        join ${employees} e on e.id = el.employee_id
        where el.location_id = locations.id and e.is_active and e.deleted_at is null)::int`,
      scanned: sql<boolean>`exists (select 1 from ${touches} t
        where t.business_id = locations.business_id and t.location_id = locations.id)`,
    })
    .from(locations)
    .where(and(eq(locations.businessId, businessId), isNull(locations.archivedAt)))
    .orderBy(asc(locations.number));
  return rows.map((row) => ({ ...row, staff: Number(row.staff) }));
}

/** Another connected business with this Place ID, with its first manager's address. */
export async function otherBusinessWithPlace(db: Database, businessId: string, placeId: string) {
  const [other] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(
      and(
        eq(businesses.googlePlaceId, placeId),
        ne(businesses.id, businessId),
        ne(businesses.connectionType, 'disconnected'),
      ),
    )
    .orderBy(asc(businesses.createdAt))
    .limit(1);
  if (!other) return null;
  const [manager] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.businessId, other.id), inArray(users.role, ['admin', 'manager'])))
    .orderBy(asc(users.createdAt))
    .limit(1);
  return { email: manager?.email ?? null };
}

export async function markSetup(
  db: Database,
  businessId: string,
  column: 'cardsPrintedAt' | 'setupDismissedAt',
) {
  await db
    .update(businesses)
    .set({ [column]: sql`coalesce(${businesses[column]}, now())` })
    .where(eq(businesses.id, businessId));
}
