// How a sync job ends, whichever way in it used: the business's status and the job's row move
// together, and a failure is recorded even when recording the status fails.
import { MESSAGES } from '@common/messages';
import type { Business } from '../../db/schema';
import type { Database } from '../../db/client';
import { insertActivity } from '../activity/activity.repository';
import * as repo from './google.repository';

export async function syncSucceeded(db: Database, businessId: string, jobId: string) {
  await repo.updateBusiness(db, businessId, {
    googleLastSyncedAt: new Date(),
    googleIntegrationStatus: 'connected',
    googleStatusMessage: null,
  });
  await repo.updateJob(db, jobId, { status: 'succeeded', finishedAt: new Date() });
}

/** `patch`: what the failure means for the integration status, if anything. */
export async function syncFailed(
  db: Database,
  businessId: string,
  jobId: string,
  reason: string,
  patch: Partial<Business> | null,
) {
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
      error: `${MESSAGES.syncFailed}: ${reason}`,
      finishedAt: new Date(),
    })
    .catch(() => undefined);
}
