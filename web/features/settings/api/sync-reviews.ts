// POST /api/google/sync starts a job (202; 400 when not configured, 409 while one runs), and
// GET /api/google/sync/{id} reports it; the job is asked about every second until it ends.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { googleApi } from '@common/api/google';
import { call } from '../../../lib/api-client';
import { syncPollInterval, type SyncJob } from '../lib/google-integration';
import { queryKeys } from '../../../lib/query-keys';

function startSync(): Promise<SyncJob> {
  return call(googleApi.sync);
}

function getSyncJob(id: string, signal?: AbortSignal): Promise<SyncJob> {
  return call(googleApi.syncJob, { params: { jobId: id }, signal });
}

function syncJobQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.google.sync(id),
    queryFn: ({ signal }) => getSyncJob(id, signal),
    refetchInterval: (query) => syncPollInterval(query.state.data),
    // A background tab keeps polling, so the result is there when the manager comes back.
    refetchIntervalInBackground: true,
  });
}

export function useStartSync() {
  return useMutation({ mutationFn: startSync });
}

/** The job with `id`, seeded with what the start answered; idle without an id. */
export function useSyncJob(id: string | null, initial?: SyncJob) {
  return useQuery({
    ...syncJobQueryOptions(id ?? ''),
    enabled: id !== null,
    initialData: initial && initial.id === id ? initial : undefined,
  });
}
