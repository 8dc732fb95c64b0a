// The Places API way in: one Place Details call gives at most 5 reviews (docs/google.md §A), ingested
// in one batch. What a failed call means for the integration status follows docs/product-rules.md §8.
import type { Business, SyncJob } from '../../db/schema';
import { decryptSecret } from '../../lib/secrets';
import type { ImportRow } from '../reviews/import/rows';
import { ingestRows, recordImportSummary } from '../reviews/ingest.service';
import type { GoogleDeps } from './deps';
import * as repo from './google.repository';
import { logRejected, syncFailed, syncSucceeded, unreadable } from './sync-outcome';
import { getPlaceDetails, PlacesError, type PlaceReview } from '../../lib/google/places-client';
import { integration } from './integration-state';
import { placesOfOtherLocations } from '../locations/locations.repository';

export const TEST_MASK = 'id,displayName';
const SYNC_MASK = 'id,displayName,reviews';

export interface PlacesCredentials {
  placeId: string;
  apiKey: string;
}

/** The place id and plain key of a Places connection, or null when not configured. */
export function placesCredentials(found: Business, appSecret: string): PlacesCredentials | null {
  if (found.connectionType !== 'places_api' || !found.googlePlaceId || !found.googleApiKey)
    return null;
  try {
    return { placeId: found.googlePlaceId, apiKey: decryptSecret(found.googleApiKey, appSecret) };
  } catch {
    return null; // sealed under another APP_SECRET: as good as no key
  }
}

/** What a failed call means for the integration status (docs/product-rules.md §8 texts). */
export function statusAfter(error: PlacesError): Partial<Business> | null {
  if (error.kind === 'invalid_key' || error.kind === 'forbidden')
    return error.httpStatus === 401 ? integration.expired() : integration.failed(error.userMessage);
  if (isUnknownPlace(error)) return integration.failed(error.userMessage);
  return null; // Google unavailable or rate limited: the connection itself is fine
}

/** A Places review as an import row; null when it lacks what a review needs. */
function toImportRow(review: PlaceReview, index: number): ImportRow | null {
  const externalId = review.name?.split('/').pop();
  const rating = review.rating;
  const publishedAt = review.publishTime ? new Date(review.publishTime) : null;
  if (!externalId || rating === undefined || !Number.isInteger(rating) || rating < 1 || rating > 5)
    return null;
  if (!publishedAt || Number.isNaN(publishedAt.getTime())) return null;
  const original = review.originalText ?? review.text;
  const authorName = review.authorAttribution?.displayName?.trim() || null;
  return {
    row: index + 1,
    externalId,
    authorName,
    authorPhotoUrl: review.authorAttribution?.photoUri ?? null,
    isAnonymous: authorName === null,
    rating,
    text: original?.text ?? null,
    originalText: review.originalText?.text ?? null,
    language: original?.languageCode ?? null,
    publishedAt,
    sourceUpdatedAt: null,
    replyText: null,
    // Places carries no replies and no edit time: what another way in stored stays.
    absent: ['replyText', 'sourceUpdatedAt'],
  };
}

/**
 * Place Details of one place. A location's own place that Google does not know (deleted, or a
 * mistyped link) is skipped and logged, so one bad location never stops the others; the
 * business's own place fails the sync as before.
 */
async function placeDetailsOrSkip(
  deps: GoogleDeps,
  placeId: string,
  apiKey: string,
  skippable: boolean,
) {
  try {
    return await getPlaceDetails(placeId, apiKey, SYNC_MASK, deps.places);
  } catch (error) {
    if (!skippable || !(error instanceof PlacesError) || !isUnknownPlace(error)) throw error;
    deps.log.warn({ err: error, placeId }, "Places sync skipped a location's unknown place");
    return null;
  }
}

const isUnknownPlace = (error: PlacesError) =>
  error.kind === 'not_found' || (error.kind === 'other' && error.httpStatus === 400);

export async function runPlacesSync(
  deps: GoogleDeps,
  businessId: string,
  creds: PlacesCredentials,
  job: SyncJob,
): Promise<void> {
  const { db } = deps;
  try {
    await repo.updateJob(db, job.id, { status: 'running', startedAt: new Date() });
    // The business's place is the first location's; then every other location's own place
    // (docs/locations.md), each review landing at the location it came from.
    const places = [
      { placeId: creds.placeId, locationId: undefined },
      ...(await placesOfOtherLocations(db, businessId)),
    ];
    let total = 0;
    let rejected = 0;
    for (const [index, target] of places.entries()) {
      const place = await placeDetailsOrSkip(deps, target.placeId, creds.apiKey, index > 0);
      if (!place) continue;
      const reviews = place.reviews ?? [];
      total += reviews.length;
      await repo.updateJob(db, job.id, { total });
      const rows = reviews.flatMap((review, i) => toImportRow(review, i) ?? []);
      const read = new Set(rows.map((row) => row.row));
      const unread = reviews.flatMap((_, i) => (read.has(i + 1) ? [] : [unreadable(i)]));
      if (unread.length > 0) logRejected(deps, businessId, job.id, unread);
      rejected += unread.length;
      const { history } = await ingestRows(
        db,
        businessId,
        { format: 'takeout', total: reviews.length, rows, rejected: unread },
        target.locationId ? { locationId: target.locationId } : {},
      );
      await recordImportSummary(db, businessId, history, 'places');
    }
    await repo.updateJob(db, job.id, { processed: total, rejected });
    await syncSucceeded(db, businessId, job.id);
  } catch (error) {
    deps.log.warn({ err: error, businessId, jobId: job.id }, 'Places sync failed');
    if (!(error instanceof PlacesError)) {
      await syncFailed(db, businessId, job.id, 'unexpected', null);
      return;
    }
    const reason = error.words === 'syncFailed' ? 'unavailable' : error.words;
    await syncFailed(db, businessId, job.id, reason, statusAfter(error));
  }
}
