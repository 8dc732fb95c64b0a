// Reviews of the caller's business: the list (an employee sees only reviews attributed to them),
// a manager's manual attribution, owner replies (through Business Profile) and the file import. Anything outside the caller's business is
// answered "not found", never "forbidden", so existence does not leak across businesses.
import { MESSAGES } from '@common/messages';
import type { ImportReport, Review, ReviewListQuery } from '@common/schemas/reviews';
import type { Database } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { insertActivity } from '../activity/activity.repository';
import type { AuthContext } from '../auth/session.service';
import { findEmployee } from '../employees/employees.repository';
import { locationsToWorkAt } from '../locations/employee-locations.service';
import {
  allowedLocations,
  requireEmployeeAllowed,
  requireLocationAllowed,
} from '../locations/location-access';
import type { GoogleDeps } from '../google/deps';
import { postReply, removeReply } from '../google/reply.service';
import { parseImportFile } from './import-parsers';
import { ingestRows, recordImportSummary } from './ingest.service';
import * as repo from './reviews.repository';
import { can, ownScope } from '@common/policy';
import { evidenceCandidates } from '@common/match-evidence';
import { spendImportBytes } from './import-budget';

const reviewNotFound = () => notFound(MESSAGES.reviewNotFound);

const storedCandidates = (evidence: unknown) =>
  evidenceCandidates(evidence).map(({ employeeId, score, reason }) => ({
    employeeId,
    score,
    reason,
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
async function reviewOfCaller(db: Database, auth: AuthContext, businessId: string, id: string) {
  const review = await repo.findReview(db, businessId, id);
  const allowed = await allowedLocations(db, auth);
  if (!review || (allowed && !allowed.includes(review.locationId))) throw reviewNotFound();
  return review;
}

export async function listReviews(db: Database, auth: AuthContext, query: ReviewListQuery) {
  const businessId = auth.user.businessId;
  if (!businessId) return { items: [], total: 0 };
  const scope = ownScope({ role: auth.role, employeeId: auth.user.employeeId });
  if (scope.kind === 'none') return { items: [], total: 0 };
  const own = scope.kind === 'own' ? scope.employeeId : undefined;
  const { items, ...counted } = await repo.listReviews(db, businessId, {
    ...query,
    onlyEmployeeId: own,
    onlyLocationIds: await allowedLocations(db, auth),
  });
  return { items: await present(db, businessId, items), ...counted };
}

export async function attributeManually(
  db: Database,
  auth: AuthContext,
  reviewId: string,
  employeeId: string | null,
): Promise<Review> {
  const businessId = auth.user.businessId;
  if (!businessId) throw reviewNotFound();
  const review = await reviewOfCaller(db, auth, businessId, reviewId);
  if (employeeId !== null && !(await findEmployee(db, businessId, employeeId)))
    throw notFound(MESSAGES.employeeNotFound);
  if (employeeId !== null) await requireEmployeeAllowed(db, auth, employeeId);
  await db.transaction(async (tx) => {
    await repo.updateReview(tx, review.id, {
      employeeId,
      matchType: 'manual',
      matchConfidence: 1,
      matchEvidence: {
        kind: 'manual',
        by: auth.user.id,
        previous: {
          employeeId: review.employeeId,
          matchType: review.matchType,
          matchConfidence: review.matchConfidence,
        },
      },
      matchedBy: auth.user.id,
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
        by: auth.user.id,
      },
    });
  });
  const updated = await repo.findReview(db, businessId, review.id);
  return (await present(db, businessId, [updated!]))[0]!;
}

/**
 * Posts (or with null deletes) the owner's reply at Google first, then stores it: a reply Google
 * refused is never shown as sent. 409 unless Business Profile is connected; ReplyFailed (502)
 * when Google fails.
 */
export async function replyToReview(
  db: Database,
  google: GoogleDeps,
  auth: AuthContext,
  reviewId: string,
  comment: string | null,
): Promise<Review> {
  const businessId = auth.user.businessId;
  if (!businessId) throw reviewNotFound();
  const review = await reviewOfCaller(db, auth, businessId, reviewId);
  if (comment === null) await removeReply(google, businessId, review);
  else await postReply(google, businessId, review, comment);
  await repo.updateReview(db, review.id, { replyText: comment });
  return (await present(db, businessId, [{ ...review, replyText: comment }]))[0]!;
}

/** Importing a file of reviews is `reviews:import` (managers and admins), not `reviews:create`. */
export async function importReviews(
  db: Database,
  auth: AuthContext,
  content: string | null,
  locationId?: string,
): Promise<ImportReport> {
  if (!can(auth, 'reviews:import')) throw forbidden(MESSAGES.forbiddenArea);
  const businessId = auth.user.businessId;
  if (!businessId) throw forbidden(MESSAGES.forbiddenArea);
  // A file of one shop's reviews lands at that shop: one of the business's open locations (one
  // the caller may see; a limited manager names it, since the first may not be theirs).
  const allowed = await allowedLocations(db, auth);
  if (allowed && !locationId) throw badRequest(MESSAGES.chooseImportLocation);
  if (locationId) await requireLocationAllowed(db, auth, locationId);
  if (locationId) await locationsToWorkAt(db, businessId, [locationId]);
  if (content === null || content.trim() === '') throw badRequest(MESSAGES.importFileRequired);
  spendImportBytes(businessId, Buffer.byteLength(content));
  const parsed = parseImportFile(content);
  if (!parsed) throw badRequest(MESSAGES.importFileUnreadable);
  const report = await ingestRows(db, businessId, parsed, { locationId, matchWithin: allowed });
  await recordImportSummary(db, businessId, report.history, 'file');
  const { history: _history, ...answer } = report;
  return answer;
}
