// What a sync job looks like to the browser, and the reasons a sync fails that are not catalogue
// texts. Kept apart from sync-jobs.ts and sync-outcome.ts so both can use it without a cycle.
import { MESSAGES } from '@common/messages';
import type { SyncJobView } from '@common/schemas/google';
import type { SyncJob } from '../../db/schema';
import type { MessageName } from '../../lib/errors';

/** The reasons a sync fails that are not catalogue texts, and the words the web app shows. */
const SYNC_REASONS = {
  unavailable: { text: 'Google is unavailable', key: 'settings.google.sync.unavailable' },
  unexpected: { text: 'unexpected error', key: 'settings.google.sync.failedNoDetail' },
} as const;

/** Why a sync failed: a catalogue text's name, or one of the reasons above. */
export type SyncReason = MessageName | keyof typeof SYNC_REASONS;

const isOwnReason = (reason: SyncReason): reason is keyof typeof SYNC_REASONS =>
  reason in SYNC_REASONS;

/** What a failed job stores: the API's English text and the key the web app words it by. */
export function syncFailure(reason: SyncReason): { error: string; errorKey: string } {
  const own = isOwnReason(reason) ? SYNC_REASONS[reason] : null;
  return {
    error: `${MESSAGES.syncFailed}: ${own ? own.text : MESSAGES[reason as MessageName]}`,
    errorKey: own ? own.key : `messages.${reason}`,
  };
}

export function toJobView(job: SyncJob): SyncJobView {
  return {
    id: job.id,
    status: job.status,
    processed: job.processed,
    total: job.total,
    ...(job.rejected > 0 ? { rejected: job.rejected } : {}),
    ...(job.error !== null
      ? { error: job.error, errorKey: job.errorKey ?? SYNC_REASONS.unexpected.key }
      : {}),
  };
}
