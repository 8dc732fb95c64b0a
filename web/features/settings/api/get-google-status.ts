// GET /api/google/status: how the business is connected to Google, whether an API key is stored
// (never the key), when reviews were last synced and the server's message about the state.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { GoogleStatus } from '../lib/google-integration';
import { GOOGLE_STATUS_PATH } from './google-paths';

/** The session's key (features/auth/api/get-session.ts); features do not import each other. */
const SESSION_QUERY_KEY = ['auth', 'session'] as const;

export function getGoogleStatus(signal?: AbortSignal): Promise<GoogleStatus> {
  return api.get<GoogleStatus>(GOOGLE_STATUS_PATH, { signal });
}

export function googleStatusQueryOptions() {
  return queryOptions({
    queryKey: ['google', 'status'] as const,
    queryFn: ({ signal }) => getGoogleStatus(signal),
  });
}

export function useGoogleStatus() {
  return useQuery(googleStatusQueryOptions());
}

/**
 * After a change: the new status when the server sent one, and the session refreshed, since the
 * overview reads the integration status from it.
 */
export function storeGoogleStatus(queryClient: QueryClient, status?: GoogleStatus) {
  if (status) queryClient.setQueryData(googleStatusQueryOptions().queryKey, status);
  else void queryClient.invalidateQueries({ queryKey: googleStatusQueryOptions().queryKey });
  void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
}
