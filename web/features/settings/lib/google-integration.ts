// Pure rules of the Google integration section (docs/product-rules.md §4, docs/http-api.md): which
// actions make sense for a connection, how far a sync job is and whether to keep asking about it.
import { syncJobSchema, type GoogleStatus, type SyncJobView } from '@common/schemas/google';
import { ApiError } from '../../../lib/api-client';

export type { GoogleStatus } from '@common/schemas/google';
/** A sync job (docs/http-api.md); the total is null until the server knows it. */
export type SyncJob = SyncJobView;

/** Which buttons apply: nothing to test, sync or disconnect before a connection exists. */
export function availableActions(status: Pick<GoogleStatus, 'connectionType'>): {
  test: boolean;
  sync: boolean;
  disconnect: boolean;
} {
  const remote =
    status.connectionType === 'places_api' || status.connectionType === 'business_profile';
  return { test: remote, sync: remote, disconnect: status.connectionType !== 'disconnected' };
}

/** A job that has not finished yet. */
export function isJobActive(job: Pick<SyncJob, 'status'> | undefined): boolean {
  return job?.status === 'queued' || job?.status === 'running';
}

const SYNC_POLL_MS = 1000;

/** The refetch interval of a job: every second while queued or running, then stop. */
export function syncPollInterval(job: Pick<SyncJob, 'status'> | undefined): number | false {
  return isJobActive(job) ? SYNC_POLL_MS : false;
}

/**
 * How far a job is, 0 to 100, or null while the total is unknown (an indeterminate bar). A
 * finished job is complete whatever its counts say.
 */
export function jobPercent(job: Pick<SyncJob, 'status' | 'processed' | 'total'>): number | null {
  if (job.status === 'succeeded') return 100;
  if (job.total === null || !Number.isFinite(job.total) || job.total <= 0) return null;
  const ratio = Math.max(0, Math.min(job.processed, job.total)) / job.total;
  return Math.floor(ratio * 100);
}

/** The words of a job's counts: "3 of 5 reviews processed", or only the count while the total is unknown. */
export function jobCounts(
  job: Pick<SyncJob, 'processed' | 'total'>,
):
  | { key: 'settings.google.sync.counts'; processed: number; total: number }
  | { key: 'settings.google.sync.countsUnknown'; processed: number } {
  return job.total === null
    ? { key: 'settings.google.sync.countsUnknown', processed: job.processed }
    : { key: 'settings.google.sync.counts', processed: job.processed, total: job.total };
}

/** A start refused because a sync already runs (409); the body may name that job to follow. */
export function isSyncRunning(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409;
}

/** The running job a 409 names, checked against its schema; null when absent or malformed. */
export function runningJobOf(error: unknown): SyncJob | null {
  if (!isSyncRunning(error)) return null;
  const body = error.body;
  if (typeof body !== 'object' || body === null || !('job' in body)) return null;
  const parsed = syncJobSchema.safeParse(body.job);
  return parsed.success ? parsed.data : null;
}
