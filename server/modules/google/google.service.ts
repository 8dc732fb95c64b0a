// The Places API way in (DESIGN §4 "Google sync"): connect with API key + Place ID, status, test,
// disconnect, and the sync job that fetches the (at most 5) reviews and ingests them.
import { MESSAGES } from '@common/messages';
import type { ConnectPlaces, GoogleStatus, SyncJobView } from '@common/schemas/google';
import type { Database } from '../../db/client';
import type { Business, SyncJob } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { decryptSecret, encryptSecret } from '../../lib/secrets';
import type { ImportRow, ParsedImport } from '../reviews/import-parsers';
import { ingestRows } from '../reviews/ingest.service';
import * as repo from './google.repository';
import {
  getPlaceDetails,
  PlacesError,
  type PlaceReview,
  type PlacesClientOptions,
} from './places-client';
import type { SyncJobRunner } from './sync-jobs';

export interface GoogleDeps {
  db: Database;
  appSecret: string;
  places: PlacesClientOptions;
  jobs: SyncJobRunner;
}

const TEST_MASK = 'id,displayName';
const SYNC_MASK = 'id,displayName,reviews';

export const writeReviewUrl = (placeId: string) =>
  `https://search.google.com/local/writereview?placeid=${encodeURIComponent(placeId)}`;

export function toStatus(business: Business): GoogleStatus {
  return {
    status: business.googleIntegrationStatus,
    connectionType: business.connectionType,
    placeId: business.googlePlaceId,
    hasApiKey: business.googleApiKey !== null,
    lastSyncedAt: business.googleLastSyncedAt?.toISOString() ?? null,
    message: business.googleStatusMessage,
    limited: business.connectionType === 'places_api',
  };
}

export function toJobView(job: SyncJob): SyncJobView {
  return {
    id: job.id,
    status: job.status,
    processed: job.processed,
    total: job.total,
    ...(job.error !== null ? { error: job.error } : {}),
  };
}

async function business(db: Database, businessId: string): Promise<Business> {
  const found = await repo.findBusiness(db, businessId);
  if (!found) throw notFound(MESSAGES.businessRequired);
  return found;
}

/** The place id and plain key of a Places connection, or null when not configured. */
function credentials(found: Business, appSecret: string) {
  if (found.connectionType !== 'places_api' || !found.googlePlaceId || !found.googleApiKey)
    return null;
  try {
    return { placeId: found.googlePlaceId, apiKey: decryptSecret(found.googleApiKey, appSecret) };
  } catch {
    return null; // sealed under another APP_SECRET: as good as no key
  }
}

/** What a failed call means for the integration status (SPEC §8 texts). */
function statusAfter(error: PlacesError): Partial<Business> | null {
  if (error.kind === 'invalid_key' || error.kind === 'forbidden')
    return {
      googleIntegrationStatus: error.httpStatus === 401 ? 'expired' : 'error',
      googleStatusMessage: error.httpStatus === 401 ? MESSAGES.googleExpired : error.userMessage,
    };
  if (error.kind === 'not_found' || (error.kind === 'other' && error.httpStatus === 400))
    return { googleIntegrationStatus: 'error', googleStatusMessage: error.userMessage };
  return null; // Google unavailable or rate limited: the connection itself is fine
}

export async function getStatus(deps: GoogleDeps, businessId: string): Promise<GoogleStatus> {
  return toStatus(await business(deps.db, businessId));
}

export async function connectPlaces(
  deps: GoogleDeps,
  businessId: string,
  input: ConnectPlaces,
): Promise<GoogleStatus> {
  const before = await business(deps.db, businessId);
  try {
    await getPlaceDetails(input.placeId, input.apiKey, TEST_MASK, deps.places);
  } catch (error) {
    if (error instanceof PlacesError) throw badRequest(MESSAGES.connectionTestFailed);
    throw error;
  }
  const after = await repo.updateBusiness(deps.db, businessId, {
    googlePlaceId: input.placeId,
    googleApiKey: encryptSecret(input.apiKey, deps.appSecret),
    googleReviewUrl: before.googleReviewUrl ?? writeReviewUrl(input.placeId),
    connectionType: 'places_api',
    googleIntegrationStatus: 'connected',
    googleStatusMessage: null,
  });
  return toStatus(after!);
}

export async function testConnection(deps: GoogleDeps, businessId: string): Promise<{ ok: true }> {
  const found = await business(deps.db, businessId);
  const creds = credentials(found, deps.appSecret);
  if (!creds) throw badRequest(MESSAGES.googleNotConfigured);
  try {
    await getPlaceDetails(creds.placeId, creds.apiKey, TEST_MASK, deps.places);
  } catch (error) {
    if (!(error instanceof PlacesError)) throw error;
    // Google refusing the key or the place marks the integration; Google being down does not.
    const patch = statusAfter(error);
    if (patch) await repo.updateBusiness(deps.db, businessId, patch);
    throw badRequest(MESSAGES.connectionTestFailed);
  }
  await repo.updateBusiness(deps.db, businessId, {
    googleIntegrationStatus: 'connected',
    googleStatusMessage: null,
  });
  return { ok: true };
}

export async function disconnect(deps: GoogleDeps, businessId: string): Promise<GoogleStatus> {
  await business(deps.db, businessId);
  const after = await repo.updateBusiness(deps.db, businessId, {
    googleApiKey: null,
    googleOauth: null,
    googleAccountId: null,
    googleLocationId: null,
    googleIntegrationStatus: 'disconnected',
    googleStatusMessage: null,
    connectionType: 'disconnected',
  });
  return toStatus(after!);
}

/** A Places review as an import row; null when it lacks what a review needs. */
export function toImportRow(review: PlaceReview, index: number): ImportRow | null {
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
  };
}

export async function startSync(
  deps: GoogleDeps,
  businessId: string,
  userId: string | null,
): Promise<SyncJobView> {
  const found = await business(deps.db, businessId);
  const creds = credentials(found, deps.appSecret);
  if (!creds) throw badRequest(MESSAGES.googleNotConfigured);
  const job = await deps.jobs.start(businessId, { kind: 'places_api', createdBy: userId }, (j) =>
    runSync(deps, businessId, creds, j),
  );
  return toJobView(job);
}

async function runSync(
  deps: GoogleDeps,
  businessId: string,
  creds: { placeId: string; apiKey: string },
  job: SyncJob,
): Promise<void> {
  const { db } = deps;
  try {
    await repo.updateJob(db, job.id, { status: 'running', startedAt: new Date() });
    const place = await getPlaceDetails(creds.placeId, creds.apiKey, SYNC_MASK, deps.places);
    const reviews = place.reviews ?? [];
    await repo.updateJob(db, job.id, { total: reviews.length });
    let processed = 0;
    for (const [index, review] of reviews.entries()) {
      const row = toImportRow(review, index);
      if (row) {
        const parsed: ParsedImport = { format: 'takeout', total: 1, rows: [row], rejected: [] };
        await ingestRows(db, businessId, parsed);
      }
      processed++;
      await repo.updateJob(db, job.id, { processed });
    }
    await repo.updateBusiness(db, businessId, {
      googleLastSyncedAt: new Date(),
      googleIntegrationStatus: 'connected',
      googleStatusMessage: null,
    });
    await repo.updateJob(db, job.id, { status: 'succeeded', finishedAt: new Date() });
  } catch (error) {
    let reason = 'unexpected error';
    if (error instanceof PlacesError) {
      reason =
        error.userMessage === MESSAGES.syncFailed ? 'Google is unavailable' : error.userMessage;
      const patch = statusAfter(error);
      if (patch) await repo.updateBusiness(db, businessId, patch).catch(() => undefined);
    }
    await repo
      .updateJob(db, job.id, {
        status: 'failed',
        error: `${MESSAGES.syncFailed}: ${reason}`,
        finishedAt: new Date(),
      })
      .catch(() => undefined);
  }
}

export async function getJob(
  deps: GoogleDeps,
  businessId: string,
  jobId: string,
): Promise<SyncJobView> {
  const job = await repo.findJob(deps.db, businessId, jobId);
  if (!job) throw notFound('Sync job not found');
  return toJobView(job);
}
