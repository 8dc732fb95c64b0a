// GET /api/google/status: how the business is connected to Google, whether an API key is stored
// (never the key), whether replies can be posted, when reviews were last synced and the server's
// message about the state. Shared: settings manages the connection, reviews asks about replies.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GoogleStatus } from '@common/schemas/google';
import { googleApi } from '@common/api/google';
import { call } from './api-client';
import { queryKeys } from './query-keys';

function getGoogleStatus(signal?: AbortSignal): Promise<GoogleStatus> {
  return call(googleApi.status, { signal });
}

export function googleStatusQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.google.status,
    queryFn: ({ signal }) => getGoogleStatus(signal),
  });
}

export function useGoogleStatus(enabled = true) {
  return useQuery({ ...googleStatusQueryOptions(), enabled });
}
