// Review requests of a business (docs/review-requests.md): made by a sender, opened and tapped by
// the customer through /r/{token}, read back by the dashboard and by the attribution engine.
import { and, desc, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  businesses,
  employeeLocations,
  employees,
  locations,
  requestOptOuts,
  reviewRequests,
  reviews,
} from '../../db/schema';

export async function insertRequest(db: Database, values: typeof reviewRequests.$inferInsert) {
  const [row] = await db.insert(reviewRequests).values(values).returning();
  return row!;
}

/** The review that each request of these earned (`requested` with the request in its evidence). */
function creditedReview() {
  return sql<string | null>`(
    select ${reviews.id} from ${reviews}
    where ${reviews.businessId} = ${reviewRequests.businessId}
      and ${reviews.matchType} = 'requested'
      and ${reviews.matchEvidence}->>'requestId' = ${reviewRequests.id}::text
    limit 1)`;
}

/** A business's requests since a time, newest first; one employee's when given. */
export function listRequests(
  db: Database,
  filter: { businessId: string; employeeIds: string[] | null; since: Date; limit: number },
) {
  return db
    .select({
      id: reviewRequests.id,
      token: reviewRequests.token,
      employeeId: reviewRequests.employeeId,
      employeeName: employees.name,
      customerName: reviewRequests.customerName,
      createdAt: reviewRequests.createdAt,
      openedAt: reviewRequests.openedAt,
      tappedAt: reviewRequests.tappedAt,
      mailedAt: reviewRequests.mailedAt,
      reviewId: creditedReview(),
    })
    .from(reviewRequests)
    .innerJoin(employees, eq(employees.id, reviewRequests.employeeId))
    .where(
      and(
        eq(reviewRequests.businessId, filter.businessId),
        gte(reviewRequests.createdAt, filter.since),
        filter.employeeIds === null
          ? undefined
          : sql`${reviewRequests.employeeId} = any(${sql.param(filter.employeeIds)}::uuid[])`,
      ),
    )
    .orderBy(desc(reviewRequests.createdAt))
    .limit(filter.limit);
}

/** Where a request's link leads: its employee's page at its location. */
export async function findByToken(db: Database, token: string) {
  const [row] = await db
    .select({
      id: reviewRequests.id,
      slug: employees.slug,
      location: locations.number,
      openedAt: reviewRequests.openedAt,
    })
    .from(reviewRequests)
    .innerJoin(employees, eq(employees.id, reviewRequests.employeeId))
    .leftJoin(locations, eq(locations.id, reviewRequests.locationId))
    .where(eq(reviewRequests.token, token))
    .limit(1);
  return row ?? null;
}

/** The customer opened the link (the first time counts). */
export async function markOpened(db: Database, id: string, at: Date) {
  await db
    .update(reviewRequests)
    .set({ openedAt: at })
    .where(and(eq(reviewRequests.id, id), isNull(reviewRequests.openedAt)));
}

/** The customer went on to Google from the page the link opened (the first time counts). */
export async function markTapped(db: Database, token: string, slug: string, at: Date) {
  await db.execute(sql`
    update ${reviewRequests} set tapped_at = ${at}
    from ${employees}
    where ${reviewRequests.token} = ${token}
      and ${employees.id} = ${reviewRequests.employeeId}
      and ${employees.slug} = ${slug}
      and ${reviewRequests.tappedAt} is null`);
}

/** The requests naming a customer sent in a span, for the attribution engine. */
export function requestsBetween(db: Database, businessId: string, from: Date, to: Date) {
  return db
    .select({
      id: reviewRequests.id,
      employeeId: reviewRequests.employeeId,
      customerName: sql<string>`${reviewRequests.customerName}`,
      at: reviewRequests.createdAt,
    })
    .from(reviewRequests)
    .where(
      and(
        eq(reviewRequests.businessId, businessId),
        isNotNull(reviewRequests.customerName),
        gte(reviewRequests.createdAt, from),
        lt(reviewRequests.createdAt, to),
      ),
    );
}

/** The employee a request is from, with the locations they work at; null when not theirs. */
export async function findSender(db: Database, businessId: string, employeeId: string) {
  const [row] = await db
    .select({
      id: employees.id,
      name: employees.name,
      locationIds: sql<string[]>`coalesce(array(
        select ${employeeLocations.locationId} from ${employeeLocations}
        join ${locations} on ${locations.id} = ${employeeLocations.locationId}
        where ${employeeLocations.employeeId} = ${employees.id}
        order by ${locations.number}), '{}')`,
    })
    .from(employees)
    .where(
      and(
        eq(employees.id, employeeId),
        eq(employees.businessId, businessId),
        isNull(employees.deletedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The employees who work at any of these locations (a limited manager's people). */
export async function employeesAt(db: Database, businessId: string, locationIds: string[]) {
  const rows = await db
    .selectDistinct({ id: employeeLocations.employeeId })
    .from(employeeLocations)
    .innerJoin(employees, eq(employees.id, employeeLocations.employeeId))
    .where(
      and(
        eq(employees.businessId, businessId),
        sql`${employeeLocations.locationId} = any(${sql.param(locationIds)}::uuid[])`,
      ),
    );
  return rows.map((row) => row.id);
}

/** One of the business's requests by id. */
export async function findRequest(db: Database, businessId: string, id: string) {
  const [row] = await db
    .select({ employeeId: reviewRequests.employeeId, token: reviewRequests.token })
    .from(reviewRequests)
    .where(and(eq(reviewRequests.id, id), eq(reviewRequests.businessId, businessId)))
    .limit(1);
  return row ?? null;
}

/** A request whose mail could not be sent: as if it was never made. */
export async function deleteRequest(db: Database, id: string) {
  await db.delete(reviewRequests).where(eq(reviewRequests.id, id));
}

/** Whether this address opted out of the business's requests, or was mailed one since `since`. */
export async function mailHistory(db: Database, businessId: string, hash: string, since: Date) {
  const [optedOut, mailed] = await Promise.all([
    db
      .select({ at: requestOptOuts.createdAt })
      .from(requestOptOuts)
      .where(and(eq(requestOptOuts.businessId, businessId), eq(requestOptOuts.contactHash, hash)))
      .limit(1),
    db
      .select({ id: reviewRequests.id })
      .from(reviewRequests)
      .where(
        and(
          eq(reviewRequests.businessId, businessId),
          eq(reviewRequests.contactHash, hash),
          gte(reviewRequests.mailedAt, since),
        ),
      )
      .limit(1),
  ]);
  return { optedOut: optedOut.length > 0, mailedSince: mailed.length > 0 };
}

/** The mailed request a stop link belongs to: its business and address hash, or null. */
export async function mailedRequest(db: Database, token: string) {
  const [row] = await db
    .select({
      businessId: reviewRequests.businessId,
      contactHash: reviewRequests.contactHash,
      businessName: businesses.name,
    })
    .from(reviewRequests)
    .innerJoin(businesses, eq(businesses.id, reviewRequests.businessId))
    .where(and(eq(reviewRequests.token, token), isNotNull(reviewRequests.contactHash)))
    .limit(1);
  return row ? { ...row, contactHash: row.contactHash! } : null;
}

/** The address never gets this business's requests again (idempotent). */
export async function optOut(db: Database, businessId: string, hash: string) {
  await db.insert(requestOptOuts).values({ businessId, contactHash: hash }).onConflictDoNothing();
}
