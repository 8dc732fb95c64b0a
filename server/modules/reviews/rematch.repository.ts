// Reviews that re-matching may decide again: those the engine decided (unmatched, request, visit, name match,
// time window), never a manager's decision or a self confirmation. Always by business id.
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { MatchType } from '@common/schemas/reviews';
import type { Database } from '../../db/client';
import { reviews } from '../../db/schema';

const AUTOMATIC_MATCHES = ['unmatched', 'requested', 'visit', 'name_match', 'time_window'] as const;

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
        // A row comparison, so the (business, published) index is read from the cursor on
        // instead of every later review being sorted again for each page.
        after === null
          ? undefined
          : sql`(${reviews.publishedAt}, ${reviews.id}) > (${after.publishedAt.toISOString()}::timestamptz, ${after.id}::uuid)`,
      ),
    )
    .orderBy(reviews.publishedAt, reviews.id)
    .limit(size);
}

/** A new automatic decision for one review (server/modules/reviews/attribution-input.ts). */
export interface AutomaticDecision {
  id: string;
  employeeId: string | null;
  matchType: MatchType;
  matchConfidence: number | null;
  matchEvidence: unknown;
  matchedAt: Date | null;
}

/**
 * Writes a page of new automatic decisions in one statement, skipping any review someone decided
 * by hand in the meantime (the guard on match_type). Returns the ids written.
 */
export async function updateAutomatic(
  db: Database,
  businessId: string,
  decisions: readonly AutomaticDecision[],
): Promise<Set<string>> {
  if (decisions.length === 0) return new Set();
  const rows = decisions.map((d) => ({
    id: d.id,
    employee_id: d.employeeId,
    match_type: d.matchType,
    match_confidence: d.matchConfidence,
    match_evidence: d.matchEvidence,
    matched_at: d.matchedAt?.toISOString() ?? null,
  }));
  // Both drivers answer with `rows` (Drizzle types execute() per driver).
  const written = (await db.execute(sql`
    update reviews r
       set employee_id = v.employee_id, match_type = v.match_type,
           match_confidence = v.match_confidence, match_evidence = v.match_evidence,
           matched_by = null, matched_at = v.matched_at, updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(
             id uuid, employee_id uuid, match_type text, match_confidence real,
             match_evidence jsonb, matched_at timestamptz)
     where r.id = v.id and r.business_id = ${businessId}
       and r.id in (${sql.join(
         decisions.map((d) => sql`${d.id}::uuid`),
         sql`, `,
       )})
       and r.match_type in (${sql.join(
         AUTOMATIC_MATCHES.map((type) => sql`${type}`),
         sql`, `,
       )})
    returning r.id`)) as unknown as { rows: { id: string }[] };
  return new Set(written.rows.map((row) => row.id));
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
