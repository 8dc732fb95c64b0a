// Re-matching runs as a job of the job engine (docs/attribution.md "Re-matching"): queued when the
// team or the not-staff names change, or on request. Per business at most one waiting and one
// running: a request while a run goes on is kept once, and the run after it sees every change. A
// request queued before a restart runs after it.
import { z } from 'zod';
import { defineJob, type Jobs } from '../../lib/jobs/define';
import { rematchBusiness, rematchPageSize } from './rematch.service';

export const rematchJob = defineJob({
  name: 'rematch',
  payload: z.object({ businessId: z.string().uuid() }),
  policy: 'stately',
  key: ({ businessId }) => businessId,
  retryLimit: 3,
  retryDelaySeconds: 30,
  expireInSeconds: 60 * 60,
  run: ({ businessId }, { database }) =>
    rematchBusiness(database.db, businessId, rematchPageSize(database.driver)),
});

export type RematchStatus = 'queued' | 'running';

/** 'queued' when a run will start, 'running' when one is going on (it will run once more after). */
export async function requestRematch(jobs: Jobs, businessId: string): Promise<RematchStatus> {
  const pending = await jobs.pending(rematchJob, businessId);
  await jobs.send(rematchJob, { businessId });
  return pending?.status === 'running' ? 'running' : 'queued';
}
