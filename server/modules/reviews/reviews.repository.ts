// Reviews of one business. Every query takes the business id first: another business's review is
// simply not found (docs/SECURITY.md). Employee names are joined without the deleted filter, so a review
// attributed to a since-deleted employee still shows who it was.
import { and, count, desc, eq, gte, inArray, isNotNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { ReviewListQuery } from '@common/schemas/reviews';
import type { Database } from '../../db/client';
import {
  activityEvents,
  clickouts,
  employees,
  reviews,
  selfConfirmations,
  type NewReview,
} from '../../db/schema';
import { activityValues, notifyActivity, type NewActivity } from '../activity/activity.repository';
import { isHistory } from '../activity/notify-kinds';
import { foldedPattern } from '../../lib/search-fold';

import type { AddressAs } from '@common/address-as';

const DAY_MS = 24 * 60 * 60 * 1000;
const row = {
  review: reviews,
  employeeName: employees.name,
  employeeAddressAs: employees.addressAs,
};
type Credited = { employeeName: string | null; employeeAddressAs: AddressAs | null };
export type ReviewRow = typeof reviews.$inferSelect & Credited;
type Joined = { review: typeof reviews.$inferSelect } & Credited;
const flatten = (r: Joined): ReviewRow => ({
  ...r.review,
  employeeName: r.employeeName,
  employeeAddressAs: r.employeeAddressAs,
});

export interface ReviewFilter extends ReviewListQuery {
  /** An employee caller sees only the reviews attributed to them. */
  onlyEmployeeId?: string | undefined;
  /** A manager limited to some locations sees only theirs. */
  onlyLocationIds?: string[] | null | undefined;
}

export async function listReviews(db: Database, businessId: string, filter: ReviewFilter) {
  const conditions: (SQL | undefined)[] = [eq(reviews.businessId, businessId)];
  if (filter.onlyEmployeeId) conditions.push(eq(reviews.employeeId, filter.onlyEmployeeId));
  if (filter.id) conditions.push(eq(reviews.id, filter.id));
  if (filter.employeeId) conditions.push(eq(reviews.employeeId, filter.employeeId));
  if (filter.locationId) conditions.push(eq(reviews.locationId, filter.locationId));
  if (filter.onlyLocationIds) conditions.push(inArray(reviews.locationId, filter.onlyLocationIds));
  if (filter.rating) conditions.push(eq(reviews.rating, filter.rating));
  if (filter.matchType) conditions.push(eq(reviews.matchType, filter.matchType));
  // UTC calendar dates, both inclusive.
  if (filter.from) conditions.push(gte(reviews.publishedAt, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to) {
    const end = new Date(new Date(`${filter.to}T00:00:00Z`).getTime() + DAY_MS);
    conditions.push(lt(reviews.publishedAt, end));
  }
  if (filter.q) {
    // Folded on both sides (docs/search.md): "sisanju" finds "šišanju", Latin finds Cyrillic.
    const pattern = foldedPattern(filter.q);
    conditions.push(
      // The stored fold of text, original and author: one trigram-indexed column.
      sql`${reviews.searchFolded} like ${pattern} escape '\\'`,
    );
  }
  const where = and(...conditions);
  const [items, [total]] = await Promise.all([
    db
      .select(row)
      .from(reviews)
      .leftJoin(employees, eq(employees.id, reviews.employeeId))
      .where(where)
      .orderBy(desc(reviews.publishedAt), desc(reviews.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    filter.q ? cappedCount(db, where) : db.select({ value: count() }).from(reviews).where(where),
  ]);
  const value = total?.value ?? 0;
  return filter.q && SEARCH_COUNT_CAP < value
    ? { items: items.map(flatten), total: SEARCH_COUNT_CAP, totalCapped: true }
    : { items: items.map(flatten), total: value };
}

/**
 * A search's matches are counted up to the cap, and the list says "at least": a word in a third of
 * 100,000 reviews would otherwise be counted in full on every page (docs/search.md).
 */
const SEARCH_COUNT_CAP = 1000;

function cappedCount(db: Database, where: SQL | undefined) {
  const matches = db
    .select({ one: sql`1` })
    .from(reviews)
    .where(where)
    .limit(SEARCH_COUNT_CAP + 1)
    .as('matches');
  return db.select({ value: count() }).from(matches);
}

export async function findReview(db: Database, businessId: string, id: string) {
  const [found] = await db
    .select(row)
    .from(reviews)
    .leftJoin(employees, eq(employees.id, reviews.employeeId))
    .where(and(eq(reviews.businessId, businessId), eq(reviews.id, id)))
    .limit(1);
  return found ? flatten(found) : null;
}

/** Names of the given employees of the business (deleted ones too), for review candidates. */
export async function employeeNames(db: Database, businessId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: employees.id, name: employees.name })
    .from(employees)
    .where(and(eq(employees.businessId, businessId), inArray(employees.id, ids)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function updateReview(db: Database, id: string, values: Partial<NewReview>) {
  await db.update(reviews).set(values).where(eq(reviews.id, id));
}

// Well under PostgreSQL's 65,535 bind parameters per statement at ~20 columns a row.
const INSERT_CHUNK = 500;

export async function insertReviews(db: Database, values: NewReview[]) {
  for (let i = 0; i < values.length; i += INSERT_CHUNK)
    await db.insert(reviews).values(values.slice(i, i + INSERT_CHUNK));
}

/** Many activity events in one statement per chunk, each still announced (activity.repository). */
export async function insertActivities(db: Database, events: NewActivity[]) {
  for (let i = 0; i < events.length; i += INSERT_CHUNK) {
    const rows = await db
      .insert(activityEvents)
      .values(events.slice(i, i + INSERT_CHUNK).map(activityValues))
      .returning({
        id: activityEvents.id,
        businessId: activityEvents.businessId,
        employeeId: activityEvents.employeeId,
        type: activityEvents.type,
        payload: activityEvents.payload,
      });
    // History is not news: browsers hear of the import's summary instead of each old review.
    for (const { payload, ...row } of rows)
      if (!isHistory({ ...row, payload })) await notifyActivity(db, row);
  }
}

export async function reviewsByExternalId(db: Database, businessId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(reviews)
    .where(and(eq(reviews.businessId, businessId), inArray(reviews.externalId, ids)));
}

/** The business's reviews published in [from, to] (the same review under another id). */
export async function reviewsPublishedBetween(
  db: Database,
  businessId: string,
  from: Date,
  to: Date,
) {
  return db
    .select()
    .from(reviews)
    .where(
      and(
        eq(reviews.businessId, businessId),
        gte(reviews.publishedAt, from),
        lte(reviews.publishedAt, to),
      ),
    );
}

/** Every employee of the business, inactive and deleted ones too: history must still attribute. */
export async function attributionEmployees(db: Database, businessId: string) {
  return db
    .select({
      id: employees.id,
      name: employees.name,
      aliases: employees.aliases,
      isActive: employees.isActive,
    })
    .from(employees)
    .where(eq(employees.businessId, businessId));
}

export async function funnelBetween(db: Database, businessId: string, from: Date, to: Date) {
  const [clicks, confirmations] = await Promise.all([
    db
      .select({
        id: clickouts.id,
        employeeId: clickouts.employeeId,
        locationId: clickouts.locationId,
        at: clickouts.createdAt,
        visitorKey: clickouts.visitorKey,
      })
      .from(clickouts)
      .where(
        and(
          eq(clickouts.businessId, businessId),
          gte(clickouts.createdAt, from),
          lt(clickouts.createdAt, to),
        ),
      ),
    db
      .select({
        id: selfConfirmations.id,
        employeeId: selfConfirmations.employeeId,
        reviewerName: selfConfirmations.reviewerName,
        at: selfConfirmations.createdAt,
        verified: selfConfirmations.verified,
      })
      .from(selfConfirmations)
      .where(
        and(
          eq(selfConfirmations.businessId, businessId),
          gte(selfConfirmations.createdAt, from),
          lt(selfConfirmations.createdAt, to),
        ),
      ),
  ]);
  return { clickouts: clicks, confirmations };
}

export async function linkConfirmation(db: Database, confirmationId: number, reviewId: string) {
  await db
    .update(selfConfirmations)
    .set({ reviewId })
    .where(eq(selfConfirmations.id, confirmationId));
}

/**
 * The clickouts between these times that a review already accounts for, with that review: the
 * visit of a customer who confirmed their review (the confirmation's clickout), and the clickout a
 * time-window credit rests on. One tap through to Google explains one review (docs/attribution.md).
 */
export async function explainedClickouts(db: Database, businessId: string, from: Date, to: Date) {
  const [confirmed, windowed] = await Promise.all([
    db
      .select({ clickoutId: selfConfirmations.clickoutId, reviewId: selfConfirmations.reviewId })
      .from(selfConfirmations)
      .where(
        and(
          eq(selfConfirmations.businessId, businessId),
          isNotNull(selfConfirmations.reviewId),
          isNotNull(selfConfirmations.clickoutId),
          gte(selfConfirmations.createdAt, from),
          lt(selfConfirmations.createdAt, to),
        ),
      ),
    db
      .select({
        clickoutId: sql<string>`${reviews.matchEvidence}->>'clickoutId'`,
        reviewId: reviews.id,
      })
      .from(reviews)
      .where(
        and(
          eq(reviews.businessId, businessId),
          eq(reviews.matchType, 'time_window'),
          gte(reviews.publishedAt, from),
          lt(reviews.publishedAt, to),
        ),
      ),
  ]);
  const explained = new Map<number, string>();
  for (const row of [...confirmed, ...windowed])
    if (row.clickoutId !== null && row.reviewId !== null)
      explained.set(Number(row.clickoutId), row.reviewId);
  return explained;
}

/**
 * The signals (requests, visits) already credited with a review: the id in the evidence of each
 * review of that match type -> the review's id.
 */
export async function creditedSignals(
  db: Database,
  businessId: string,
  matches: { matchType: 'requested' | 'visit'; field: 'requestId' | 'visitId' }[],
  from: Date,
  to: Date,
) {
  const credited = new Map<string, string>();
  for (const { matchType, field } of matches) {
    const rows = await db
      .select({ signalId: sql<string>`${reviews.matchEvidence}->>${field}`, reviewId: reviews.id })
      .from(reviews)
      .where(
        and(
          eq(reviews.businessId, businessId),
          eq(reviews.matchType, matchType),
          gte(reviews.publishedAt, from),
          lt(reviews.publishedAt, to),
        ),
      );
    for (const row of rows) credited.set(row.signalId, row.reviewId);
  }
  return credited;
}
