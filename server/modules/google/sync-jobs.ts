// Review sync jobs (docs/http-api.md "Google sync"): POST /api/google/sync answers 202 with a queued
// job, which then runs as a job of the job engine (sync.job.ts, docs/decisions/029-job-engine.md)
// in whichever process fetches it: queued -> running -> succeeded | failed, processed/total.
//
// Never two syncs of one business at once: the row is created under a transaction-scoped advisory
// lock per business, after checking that no row of the business is queued or running, so the rule
// holds across processes; the engine's `singleton` policy runs at most one per business besides.
// A row left queued or running by a process that died is taken as lost once it is older than the
// engine's expiry, and the next start fails it and goes on.
import type { SyncJob } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { GoogleDeps } from './deps';
import * as repo from './google.repository';
import { syncFailure, toJobView } from './sync-job-view';

/** How long a sync may run before the engine takes it as lost (its process died). */
export const SYNC_EXPIRY_SECONDS = 30 * 60;

/** 409 with the running job beside the error, so the caller can follow it instead. */
export class SyncRunning extends AppError {
  constructor(readonly job: SyncJob | null) {
    super('CONFLICT', 'syncRunning', {}, undefined, job ? { job: toJobView(job) } : {});
    this.name = 'SyncRunning';
  }
}

const isLost = (job: SyncJob, now: Date) =>
  now.getTime() - job.createdAt.getTime() > SYNC_EXPIRY_SECONDS * 1000;

/** Creates the business's queued sync row; SyncRunning while one is queued or running. */
export async function createSyncRow(
  deps: GoogleDeps,
  businessId: string,
  values: { kind: SyncJob['kind']; createdBy: string | null },
): Promise<SyncJob> {
  return deps.db.transaction(async (tx) => {
    await repo.lockBusinessForSync(tx, businessId);
    const now = new Date();
    const active = await repo.latestActiveJob(tx, businessId);
    if (active && !isLost(active, now)) throw new SyncRunning(active);
    if (active)
      await repo.updateJob(tx, active.id, {
        status: 'failed',
        ...syncFailure('unexpected'),
        finishedAt: now,
      });
    return repo.insertJob(tx, { businessId, status: 'queued', ...values });
  });
}
