// What a failed sync job says, in the reader's language. The job's error is the server's
// "Sync Failed: <reason>" (server/modules/google/sync-outcome.ts); the reason is a text of
// common/messages.ts, "Google is unavailable" or "unexpected error". Until errors carry codes
// everywhere (issue 19), the two plain reasons are recognised here, so no English reaches a
// Serbian screen.
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
