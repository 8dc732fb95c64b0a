// POST /api/admin/seed starts adding demo data (202 with a job; 409 while a run of this business
// is under way, naming it); GET /api/admin/seed/{jobId} is asked every second until the run ends.
import { useMutation, useQuery } from '@tanstack/react-query';
import type { SeedJob } from '@common/schemas/seed';
import { seedApi } from '@common/api/seed';
import { ApiError, call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const POLL_MS = 1000;

export const isSeedActive = (job: SeedJob | undefined) =>
  job?.status === 'queued' || job?.status === 'running';

/** The job named by a 409 answer (a run already under way), to follow instead. */
export function runningSeedJobOf(error: unknown): SeedJob | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = error.body as { job?: SeedJob } | undefined;
  return body?.job ?? null;
}

export function useStartSeed() {
  return useMutation({ mutationFn: () => call(seedApi.start) });
}

export function useSeedJob(jobId: string | null, initial?: SeedJob) {
  return useQuery({
    queryKey: queryKeys.admin.seed(jobId ?? ''),
    queryFn: ({ signal }) => call(seedApi.job, { params: { jobId: jobId ?? '' }, signal }),
    enabled: jobId !== null,
    initialData: initial && initial.jobId === jobId ? initial : undefined,
    refetchInterval: (query) => (isSeedActive(query.state.data) ? POLL_MS : false),
    refetchIntervalInBackground: true,
  });
}

/** Percent done, or null before the run has said how many steps it has. */
export function seedPercent(job: SeedJob): number | null {
  if (job.total <= 0) return null;
  return Math.min(100, Math.round((job.processed / job.total) * 100));
}
