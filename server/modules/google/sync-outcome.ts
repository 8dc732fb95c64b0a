// How a sync job ends, whichever way in it used: the business's status and the job's row move
// together, and a failure is recorded even when recording the status fails.
import type { Business } from '../../db/schema';
import type { Database } from '../../db/client';
import { insertActivity } from '../activity/activity.repository';
import { rejection, type Rejection } from '../reviews/import/rows';
import type { GoogleDeps } from './deps';
import * as repo from './google.repository';
import { integration } from './integration-state';
import { syncJobs } from '../../lib/metrics';
import { syncFailure, type SyncReason } from './sync-job-view';

export async function syncSucceeded(db: Database, businessId: string, jobId: string) {
  await repo.updateBusiness(db, businessId, {
    googleLastSyncedAt: new Date(),
    ...integration.connected(),
  });
  await repo.updateJob(db, jobId, { status: 'succeeded', finishedAt: new Date() });
  syncJobs.inc({ outcome: 'succeeded' });
}

/** `patch`: what the failure means for the integration status, if anything. */
export async function syncFailed(
  db: Database,
  businessId: string,
  jobId: string,
  reason: SyncReason,
  patch: Partial<Business> | null,
) {
  syncJobs.inc({ outcome: 'failed' });
  if (patch) await repo.updateBusiness(db, businessId, patch).catch(() => undefined);
  // Someone has to act: the bell tells the managers (docs/notifications.md). The reason stays in
  // the job; the event says only what happened, which the web app words in the reader's language.
  await insertActivity(db, {
    businessId,
    employeeId: null,
    type: patch?.googleIntegrationStatus === 'expired' ? 'google_disconnected' : 'sync_failed',
    payload: { jobId },
  }).catch(() => undefined);
  await repo
    .updateJob(db, jobId, {
      status: 'failed',
      ...syncFailure(reason),
      finishedAt: new Date(),
    })
    .catch(() => undefined);
}

/** A review Google sent that we could not read as a review at all. */
export const unreadable = (index: number): Rejection => rejection(index + 1, 'notReview');

/**
 * Rejected reviews are counted on the job (the manager sees "3 reviews could not be read") and
 * logged with their reasons, never their text: a sync that stored nothing must not look clean.
 */
export function logRejected(
  deps: Pick<GoogleDeps, 'log'>,
  businessId: string,
  jobId: string,
  rejected: readonly Rejection[],
) {
  deps.log.warn(
    { businessId, jobId, rejected: rejected.length, reasons: rejected.slice(0, 10) },
    'Sync: reviews from Google could not be read',
  );
}
