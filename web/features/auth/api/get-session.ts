// GET /api/auth/session: who is signed in. A 401 is the signed-out state (null), not an error.
// Employee sessions are re-checked every 5 minutes (docs/product-rules.md §4, §9) so an ended one is noticed.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { EMPLOYEE_SESSION_CHECK_INTERVAL_MS } from '@common/constants';
import type { SessionResponse } from '@common/schemas/auth';
import { authApi } from '@common/api/auth';
import { ApiError, call } from '../../../lib/api-client';
import { authKeys } from '../../../lib/session-keys';

export const SESSION_QUERY_KEY = authKeys.session;

async function getSession(signal?: AbortSignal): Promise<SessionResponse | null> {
  try {
    return await call(authApi.session, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => getSession(signal),
    refetchInterval: (query) =>
      query.state.data?.kind === 'employee' ? EMPLOYEE_SESSION_CHECK_INTERVAL_MS : false,
  });
}

export function useSession() {
  return useQuery(sessionQueryOptions());
}
