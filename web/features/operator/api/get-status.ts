// GET /api/operator/status with the operator token as a bearer token, re-read every 30 seconds.
import { useQuery } from '@tanstack/react-query';
import type { OperatorStatus } from '@common/schemas/operator';
import { operatorApi } from '@common/api/operator';
import { ApiError, call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const OPERATOR_REFRESH_MS = 30_000;

function getOperatorStatus(token: string, signal?: AbortSignal): Promise<OperatorStatus> {
  return call(operatorApi.status, {
    signal,
    headers: { Authorization: `Bearer ${token}` },
  });
}

/** 401 (wrong token) and 404 (no token configured) will not change by asking again. */
const isRefusal = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 404);

export function useOperatorStatus(token: string | null) {
  return useQuery({
    queryKey: queryKeys.operator(token),
    queryFn: ({ signal }) => getOperatorStatus(token!, signal),
    enabled: token !== null,
    refetchInterval: (query) => (isRefusal(query.state.error) ? false : OPERATOR_REFRESH_MS),
    refetchIntervalInBackground: false,
    retry: (count, error) => !isRefusal(error) && count < 1,
    staleTime: 0,
    gcTime: 0,
  });
}
