// The Business Profile way in (docs/http-api.md): every review of the location, page by page, newest
// update first (docs/google.md §B.1). Each page is ingested in one batch right away, so a long sync
// shows progress and a failure keeps what was already stored; a re-run is idempotent.
import { MESSAGES } from '@common/messages';
import type { Business, SyncJob } from '../../db/schema';
import { RefreshTokenRevoked } from '../../lib/google-oidc';
import { parseReviewObjects } from '../reviews/import/takeout';
import {
  addHistory,
  ingestRows,
  recordImportSummary,
  type HistoryCount,
} from '../reviews/ingest.service';
import { GbpError } from './business-profile-client';
import type { GoogleDeps } from './deps';
import * as repo from './google.repository';
import type { SyncReason } from './sync-job-view';
import { logRejected, syncFailed, syncSucceeded, unreadable } from './sync-outcome';
import { GbpSession, GoogleExpired, readOauth, type StoredOauth } from './oauth-session';
import { integration } from './integration-state';
import { openBusinessProfileLinks } from '../locations/business-profile-links.repository';

export interface BusinessProfileTarget {
  accountId: string;
  locationId: string;
  oauth: StoredOauth;
}

/** The chosen location and its tokens, or null when the connection is not usable. */
export function businessProfileTarget(
  found: Business,
  deps: Pick<GoogleDeps, 'appSecret' | 'oauth'>,
): BusinessProfileTarget | null {
  if (found.connectionType !== 'business_profile' || !deps.oauth) return null;
  if (!found.googleAccountId || !found.googleLocationId) return null;
  const oauth = readOauth(found, deps.appSecret);
  return oauth
    ? { accountId: found.googleAccountId, locationId: found.googleLocationId, oauth }
    : null;
}

/**
 * What a failure means for the integration (docs/product-rules.md §8) and the job's reason. GoogleExpired has
 * already marked the business expired; Google being down or rate limited leaves it connected.
 */
export function failureOf(error: unknown): { patch: Partial<Business> | null; reason: SyncReason } {
  if (error instanceof GoogleExpired || error instanceof RefreshTokenRevoked)
    return { patch: null, reason: 'googleExpired' };
  if (error instanceof GbpError) {
    if (error.kind === 'forbidden' || error.kind === 'unauthorized')
      return {
        patch: integration.failed(MESSAGES.googleNotConfigured),
        reason: 'googleNotConfigured',
      };
    if (error.kind === 'not_found')
      return {
        patch: integration.failed(MESSAGES.businessRequired),
        reason: 'businessRequired',
      };
    return { patch: null, reason: 'unavailable' };
  }
  return { patch: null, reason: 'unexpected' };
}

export async function testBusinessProfile(
  deps: GoogleDeps,
  businessId: string,
  target: BusinessProfileTarget,
): Promise<void> {
  const session = new GbpSession(deps, businessId, target.oauth);
  await session.run((client) =>
    client.reviewsPage(target.accountId, target.locationId, undefined, 1),
  );
}

interface Progress {
  total: number;
  processed: number;
  rejected: number;
  history: HistoryCount;
}

/** Every review of one Business Profile location, page by page, into one of our locations. */
async function syncLocation(
  deps: GoogleDeps,
  session: GbpSession,
  job: SyncJob,
  from: { accountId: string; locationId: string },
  into: string | undefined,
  progress: Progress,
) {
  const { db } = deps;
  let pageToken: string | undefined;
  let first = true;
  do {
    const token = pageToken;
    const page = await session.run((client) =>
      client.reviewsPage(from.accountId, from.locationId, token),
    );
    const reviews = page.reviews ?? [];
    if (first) {
      progress.total += page.totalReviewCount ?? reviews.length;
      await repo.updateJob(db, job.id, { total: progress.total });
      first = false;
    }
    const parsed = parseReviewObjects({ reviews });
    if (parsed && parsed.total > 0) {
      const ingested = await ingestRows(
        db,
        job.businessId,
        parsed,
        into ? { locationId: into } : {},
      );
      progress.history = addHistory(progress.history, ingested.history);
    }
    const unread = parsed ? parsed.rejected : reviews.map((_, index) => unreadable(index));
    if (unread.length > 0) logRejected(deps, job.businessId, job.id, unread);
    // Rejected rows count as processed (the progress is Google's count) and as rejected.
    progress.processed += reviews.length;
    progress.rejected += unread.length;
    // Google may omit totalReviewCount: the total then grows with what was read, never below it.
    progress.total = Math.max(progress.total, progress.processed);
    await repo.updateJob(db, job.id, {
      processed: progress.processed,
      rejected: progress.rejected,
      total: progress.total,
    });
    pageToken = page.nextPageToken || undefined;
  } while (pageToken);
}

/**
 * The business's own Business Profile location into the first location, then every open location
 * linked to another one of the account's (docs/locations.md). A linked location Google no longer
 * knows or lets us read is skipped and logged, so it never stops the others.
 */
export async function runBusinessProfileSync(
  deps: GoogleDeps,
  businessId: string,
  target: BusinessProfileTarget,
  job: SyncJob,
): Promise<void> {
  const { db } = deps;
  const session = new GbpSession(deps, businessId, target.oauth);
  try {
    await repo.updateJob(db, job.id, { status: 'running', startedAt: new Date() });
    const progress: Progress = {
      total: 0,
      processed: 0,
      rejected: 0,
      history: { imported: 0, credited: 0 },
    };
    await syncLocation(deps, session, job, target, undefined, progress);
    for (const link of await openBusinessProfileLinks(db, businessId)) {
      try {
        await syncLocation(deps, session, job, link, link.id, progress);
      } catch (error) {
        if (!(error instanceof GbpError) || !SKIPPABLE.has(error.kind)) throw error;
        deps.log.warn(
          { err: error, locationId: link.id },
          'Business Profile sync skipped a location',
        );
      }
    }
    await recordImportSummary(db, businessId, progress.history, 'business_profile');
    await syncSucceeded(db, businessId, job.id);
  } catch (error) {
    const { patch, reason } = failureOf(error);
    deps.log.warn({ err: error, businessId, jobId: job.id }, 'Business Profile sync failed');
    await syncFailed(db, businessId, job.id, reason, patch ?? null);
  }
}

/** Failures of one linked location that say nothing about the connection itself. */
const SKIPPABLE = new Set<GbpError['kind']>(['not_found', 'forbidden']);
