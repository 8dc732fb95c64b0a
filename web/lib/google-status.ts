// GET /api/google/status: how the business is connected to Google, whether an API key is stored
// (never the key), whether replies can be posted, when reviews were last synced and the server's
// message about the state. Shared: settings manages the connection, reviews asks about replies.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GoogleStatus } from '@common/schemas/google';
import { api } from './api-client';
import { queryKeys } from './query-keys';

const GOOGLE_STATUS_PATH = '/api/google/status';

function getGoogleStatus(signal?: AbortSignal): Promise<GoogleStatus> {
  return api.get<GoogleStatus>(GOOGLE_STATUS_PATH, { signal });
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
