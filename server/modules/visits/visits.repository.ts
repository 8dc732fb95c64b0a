// Visits and visit keys of a business (docs/visits.md), always by business id.
import { and, count, desc, eq, gte, inArray, isNull, lt, max, min, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { employeeLocations, employees, locations, visitKeys, visits } from '../../db/schema';

export type NewVisit = typeof visits.$inferInsert;

/** The team as a booking system may name it, with each one's first location. */
export function staffOf(db: Database, businessId: string) {
  return db
    .select({
      id: employees.id,
      name: employees.name,
      aliases: employees.aliases,
      isActive: employees.isActive,
      firstLocationId: sql<string | null>`(
        select ${employeeLocations.locationId} from ${employeeLocations}
        join ${locations} on ${locations.id} = ${employeeLocations.locationId}
        where ${employeeLocations.employeeId} = ${employees.id}
        order by ${locations.number} limit 1)`,
    })
    .from(employees)
    .where(and(eq(employees.businessId, businessId), isNull(employees.deletedAt)));
}

export function locationsOf(db: Database, businessId: string) {
  return db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(eq(locations.businessId, businessId));
}

/** Stores the visits not stored before (same sender id); returns how many were new. */
export async function insertVisits(db: Database, rows: NewVisit[]): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < rows.length; i += 500) {
    const stored = await db
      .insert(visits)
      .values(rows.slice(i, i + 500))
      .onConflictDoNothing({ target: [visits.businessId, visits.source, visits.externalId] })
      .returning({ id: visits.id });
    inserted += stored.length;
  }
  return inserted;
}

/** Which of these ids a file stored before. */
export async function storedIds(db: Database, businessId: string, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ externalId: visits.externalId })
    .from(visits)
    .where(
      and(
        eq(visits.businessId, businessId),
        eq(visits.source, 'file'),
        inArray(visits.externalId, ids),
      ),
    );
  return new Set(rows.map((row) => row.externalId));
}

/** One visit a booking system sent: stored once per sender id. */
export async function upsertWebhookVisit(db: Database, row: NewVisit) {
  const [stored] = await db
    .insert(visits)
    .values(row)
    .onConflictDoNothing({ target: [visits.businessId, visits.source, visits.externalId] })
    .returning({ id: visits.id, employeeId: visits.employeeId });
  if (stored) return { ...stored, created: true };
  const [existing] = await db
    .select({ id: visits.id, employeeId: visits.employeeId })
    .from(visits)
    .where(
      and(
        eq(visits.businessId, row.businessId),
        eq(visits.source, 'webhook'),
        eq(visits.externalId, row.externalId),
      ),
    );
  return { ...existing!, created: false };
}

/** The visits in a span, for the attribution engine. */
export function visitsBetween(db: Database, businessId: string, from: Date, to: Date) {
  return db
    .select({
      id: visits.id,
      employeeId: visits.employeeId,
      customerName: visits.customerName,
      at: visits.servedAt,
    })
    .from(visits)
    .where(
      and(eq(visits.businessId, businessId), gte(visits.servedAt, from), lt(visits.servedAt, to)),
    );
}

export async function summaryOf(db: Database, businessId: string) {
  const [row] = await db
    .select({ stored: count(), oldest: min(visits.servedAt), newest: max(visits.servedAt) })
    .from(visits)
    .where(eq(visits.businessId, businessId));
  return row!;
}

export async function deleteAllVisits(db: Database, businessId: string): Promise<number> {
  const deleted = await db
    .delete(visits)
    .where(eq(visits.businessId, businessId))
    .returning({ id: visits.id });
  return deleted.length;
}

/** Deletes every business's visits older than `before` (docs/visits.md "Privacy"). */
export async function purgeVisitsBefore(db: Database, before: Date): Promise<void> {
  await db.delete(visits).where(lt(visits.servedAt, before));
}

const listedKey = {
  id: visitKeys.id,
  createdAt: visitKeys.createdAt,
  lastUsedAt: visitKeys.lastUsedAt,
};

export async function insertKey(db: Database, values: typeof visitKeys.$inferInsert) {
  const [row] = await db.insert(visitKeys).values(values).returning(listedKey);
  return row!;
}

export function liveKeys(db: Database, businessId: string) {
  return db
    .select(listedKey)
    .from(visitKeys)
    .where(and(eq(visitKeys.businessId, businessId), isNull(visitKeys.revokedAt)))
    .orderBy(desc(visitKeys.createdAt));
}

export async function revokeKey(db: Database, businessId: string, id: string) {
  const rows = await db
    .update(visitKeys)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(visitKeys.id, id), eq(visitKeys.businessId, businessId), isNull(visitKeys.revokedAt)),
    )
    .returning({ id: visitKeys.id });
  return rows.length > 0;
}

/** The business a live key belongs to (and the key is marked used), or null. */
export async function useKey(db: Database, keyHash: string, at: Date) {
  const [row] = await db
    .update(visitKeys)
    .set({ lastUsedAt: at })
    .where(and(eq(visitKeys.keyHash, keyHash), isNull(visitKeys.revokedAt)))
    .returning({ businessId: visitKeys.businessId });
  return row?.businessId ?? null;
}
