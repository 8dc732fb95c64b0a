// What a sync job looks like to the browser, and the reasons a sync fails that are not catalogue
// texts. Kept apart from sync-jobs.ts and sync-outcome.ts so both can use it without a cycle.
import { MESSAGES } from '@common/messages';
import type { SyncJobView } from '@common/schemas/google';
import type { SyncJob } from '../../db/schema';
import { messageKeyOf } from '../../lib/error-key';

/** The reasons a sync fails that are not catalogue texts, and the words the web app shows. */
export const SYNC_REASONS = {
  unavailable: { text: 'Google is unavailable', key: 'settings.google.sync.unavailable' },
  unexpected: { text: 'unexpected error', key: 'settings.google.sync.failedNoDetail' },
} as const;

const KEY_BY_REASON: ReadonlyMap<string, string> = new Map(
  Object.values(SYNC_REASONS).map((r): [string, string] => [r.text, r.key]),
);

/** The catalogue key of a failed job's reason (`Sync Failed: <reason>`), so no English is shown. */
export function syncErrorKey(error: string | null): string | undefined {
  if (error === null) return undefined;
  const prefix = `${MESSAGES.syncFailed}: `;
  const reason = error.startsWith(prefix) ? error.slice(prefix.length).trim() : error.trim();
  return KEY_BY_REASON.get(reason) ?? messageKeyOf(reason) ?? SYNC_REASONS.unexpected.key;
}

export function toJobView(job: SyncJob): SyncJobView {
  return {
    id: job.id,
    status: job.status,
    processed: job.processed,
    total: job.total,
    ...(job.rejected > 0 ? { rejected: job.rejected } : {}),
    ...(job.error !== null ? { error: job.error, errorKey: syncErrorKey(job.error) } : {}),
  };
}
