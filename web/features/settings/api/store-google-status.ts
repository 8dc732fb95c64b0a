// The Google status query (web/lib/google-status.ts, shared with the reviews screen) and how the
// settings store a changed status.
import type { QueryClient } from '@tanstack/react-query';
import type { GoogleStatus } from '../lib/google-integration';
import { googleStatusQueryOptions } from '../../../lib/google-status';
import { authKeys } from '../../../lib/session-keys';

/** The session's key (features/auth/api/get-session.ts); features do not import each other. */
const SESSION_QUERY_KEY = authKeys.session;

/**
 * After a change: the new status when the server sent one, and the session refreshed, since the
 * overview reads the integration status from it.
 */
export function storeGoogleStatus(queryClient: QueryClient, status?: GoogleStatus) {
  if (status) queryClient.setQueryData(googleStatusQueryOptions().queryKey, status);
  else void queryClient.invalidateQueries({ queryKey: googleStatusQueryOptions().queryKey });
  void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
}
