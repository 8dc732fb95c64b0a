// Reviews of the caller's business: the list (an employee sees only reviews attributed to them),
// a manager's manual attribution, owner replies (through Business Profile) and the file import. Anything outside the caller's business is
// answered "not found", never "forbidden", so existence does not leak across businesses.
import type { Review, ReviewListQuery } from '@common/schemas/reviews';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { insertActivity, settleUnmatched } from '../activity/activity.repository';
import { findEmployee } from '../employees/employees.repository';
import { requireEmployeeAllowed, rowFilter, type BusinessScope } from '../scope/scope';
import * as repo from './reviews.repository';
import { evidenceCandidates } from '@common/match-evidence';

const reviewNotFound = () => notFound('reviewNotFound');

const storedCandidates = (evidence: unknown) =>
  evidenceCandidates(evidence).map(({ employeeId, score, reason, cue, basis }) => ({
    employeeId,
    score,
    reason,
    ...(cue ? { cue } : {}),
    ...(basis ? { basis } : {}),
  }));

function presentReview(row: repo.ReviewRow, names: Map<string, string>): Review {
  const { candidates: _candidates, ...evidence } = row.matchEvidence;
  return {
    id: row.id,
    externalId: row.externalId,
    authorName: row.authorName,
    isAnonymous: row.isAnonymous,
    rating: row.rating,
    text: row.text,
    originalText: row.originalText,
    language: row.language,
    publishedAt: row.publishedAt.toISOString(),
    replyText: row.replyText,
    locationId: row.locationId,
    employeeId: row.employeeId,
    employeeName: row.employeeName,
    employeeAddressAs: row.employeeAddressAs,
    matchType: row.matchType,
    matchConfidence: row.matchConfidence,
    matchEvidence: evidence,
    candidates: storedCandidates(row.matchEvidence).map((c) => ({
      ...c,
      employeeName: names.get(c.employeeId) ?? null,
    })),
  };
}

async function present(db: Database, businessId: string, rows: repo.ReviewRow[]) {
  const ids = rows.flatMap((r) => storedCandidates(r.matchEvidence).map((c) => c.employeeId));
  const names = await repo.employeeNames(db, businessId, [...new Set(ids)]);
  return rows.map((row) => presentReview(row, names));
}

/** The business's review, at a location the caller may see; else 404. */
async function reviewOfCaller(db: Database, scope: BusinessScope, id: string) {
  const review = await repo.findReview(db, scope.businessId, id);
  const allowed = await scope.locations();
  if (!review || (allowed && !allowed.includes(review.locationId))) throw reviewNotFound();
  return review;
}

export async function listReviews(db: Database, scope: BusinessScope, query: ReviewListQuery) {
  const filter = await rowFilter(scope);
  if (!filter) return { items: [], total: 0 };
  const { items, ...counted } = await repo.listReviews(db, filter.businessId, {
    ...query,
    onlyEmployeeId: filter.employeeId,
    onlyLocationIds: filter.locationIds,
  });
  return { items: await present(db, filter.businessId, items), ...counted };
}

export async function attributeManually(
  db: Database,
  scope: BusinessScope,
  reviewId: string,
  employeeId: string | null,
): Promise<Review> {
  const { businessId } = scope;
  const review = await reviewOfCaller(db, scope, reviewId);
  if (employeeId !== null && !(await findEmployee(db, businessId, employeeId)))
    throw notFound('employeeNotFound');
  if (employeeId !== null) await requireEmployeeAllowed(db, scope, employeeId);
  await db.transaction(async (tx) => {
    await repo.updateReview(tx, review.id, {
      employeeId,
      matchType: 'manual',
      matchConfidence: 1,
      matchEvidence: {
        kind: 'manual',
        by: scope.viewer.userId,
        previous: {
          employeeId: review.employeeId,
          matchType: review.matchType,
          matchConfidence: review.matchConfidence,
        },
      },
      matchedBy: scope.viewer.userId,
      matchedAt: new Date(),
    });
    await insertActivity(tx, {
      businessId,
      employeeId,
      locationId: review.locationId,
      type: 'attribution',
      payload: {
        reviewId: review.id,
        matchType: 'manual',
        previousEmployeeId: review.employeeId,
        by: scope.viewer.userId,
      },
    });
    // Decided by hand: the review no longer waits for someone to credit it.
    await settleUnmatched(tx, businessId, [review.id]);
  });
  const updated = await repo.findReview(db, businessId, review.id);
  return (await present(db, businessId, [updated!]))[0]!;
}

/** The review a reply is about (at a location the caller may see; else 404). */
export const reviewForReply = reviewOfCaller;

/** Stores the owner's reply (null: none) once Google took it; the review as the list shows it. */
export async function storeReply(
  db: Database,
  businessId: string,
  review: repo.ReviewRow,
  comment: string | null,
): Promise<Review> {
  await repo.updateReview(db, review.id, { replyText: comment });
  return (await present(db, businessId, [{ ...review, replyText: comment }]))[0]!;
}
