// Reviews that re-matching may decide again: those the engine decided (unmatched, name match,
// time window), never a manager's decision or a self confirmation. Always by business id.
import { and, count, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reviews, type NewReview } from '../../db/schema';

const AUTOMATIC_MATCHES = ['unmatched', 'name_match', 'time_window'] as const;

const automatic = (businessId: string) =>
  and(eq(reviews.businessId, businessId), inArray(reviews.matchType, [...AUTOMATIC_MATCHES]));

export async function countAutomatic(db: Database, businessId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reviews).where(automatic(businessId));
  return row?.n ?? 0;
}

export interface PageCursor {
  publishedAt: Date;
  id: string;
}

/** The next page in (published_at, id) order, so a page's clickouts span a short time. */
export async function automaticPage(
  db: Database,
  businessId: string,
  after: PageCursor | null,
  size: number,
) {
  return db
    .select({
      id: reviews.id,
      authorName: reviews.authorName,
      text: reviews.text,
      originalText: reviews.originalText,
      publishedAt: reviews.publishedAt,
      locationId: reviews.locationId,
      employeeId: reviews.employeeId,
      matchType: reviews.matchType,
      matchEvidence: reviews.matchEvidence,
    })
    .from(reviews)
    .where(
      and(
        automatic(businessId),
        after === null
          ? undefined
          : or(
              gt(reviews.publishedAt, after.publishedAt),
              and(eq(reviews.publishedAt, after.publishedAt), gt(reviews.id, after.id)),
            ),
      ),
    )
    .orderBy(reviews.publishedAt, reviews.id)
    .limit(size);
}

/**
 * Writes a new automatic decision unless someone decided the review by hand in the meantime
 * (the guard on match_type). Returns whether the row was written.
 */
export async function updateAutomatic(
  db: Database,
  businessId: string,
  id: string,
  values: Partial<NewReview>,
): Promise<boolean> {
  const written = await db
    .update(reviews)
    .set(values)
    .where(and(eq(reviews.id, id), automatic(businessId)))
    .returning({ id: reviews.id });
  return written.length > 0;
}

/**
 * Serialises re-matching of one business across processes for the rest of the transaction
 * (PostgreSQL; on the embedded database there is only this process, and the lock is harmless).
 */
export async function lockBusinessForRematch(db: Database, businessId: string) {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext('reviewtrace.rematch'), hashtext(${businessId}))`,
  );
}
