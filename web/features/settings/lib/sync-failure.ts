// What a failed sync job says, for a job without `errorKey` (one recorded by an older server):
// the job's error is "Sync Failed: <reason>" (server/modules/google/sync-outcome.ts), and the two
// plain reasons are recognised so no English reaches a Serbian screen.
import { MESSAGES } from '@common/messages';

export type SyncFailure =
  { kind: 'message'; text: string } | { kind: 'unavailable' } | { kind: 'unknown' };

const PREFIX = `${MESSAGES.syncFailed}: `;

export function syncFailureOf(error: string | undefined): SyncFailure {
  if (!error) return { kind: 'unknown' };
  const reason = error.startsWith(PREFIX) ? error.slice(PREFIX.length).trim() : error.trim();
  if (reason === 'Google is unavailable') return { kind: 'unavailable' };
  if (reason === 'unexpected error' || reason === '') return { kind: 'unknown' };
  return { kind: 'message', text: reason };
}
