// Queues that a lower module sends to and a higher one runs (docs/decisions/029-job-engine.md):
// declared here, below the modules, so the sender needs no import of the handler and the modules
// stay in layers (docs/ARCHITECTURE.md "Modules in layers").
import { z } from 'zod';
import type { JobQueue, Jobs } from './define';

/**
 * Re-matching (docs/attribution.md "Re-matching"), run by server/modules/reviews/rematch.job.ts:
 * queued when the team or the not-staff names change, or on request. Per business at most one
 * waiting and one running: a request while a run goes on is kept once, and the run after it sees
 * every change. A request queued before a restart runs after it.
 */
export const rematchQueue: JobQueue<{ businessId: string }> = {
  name: 'rematch',
  payload: z.object({ businessId: z.string().uuid() }),
  policy: 'stately',
  key: ({ businessId }) => businessId,
  retryLimit: 3,
  retryDelaySeconds: 30,
  expireInSeconds: 60 * 60,
};

export type RematchStatus = 'queued' | 'running';

/** 'queued' when a run will start, 'running' when one is going on (it will run once more after). */
export async function requestRematch(jobs: Jobs, businessId: string): Promise<RematchStatus> {
  const pending = await jobs.pending(rematchQueue, businessId);
  await jobs.send(rematchQueue, { businessId });
  return pending?.status === 'running' ? 'running' : 'queued';
}

/**
 * Alert mails (docs/notifications.md "Alert mails"), run by server/modules/alerts/alerts.job.ts:
 * queued when something that may need a person happened (a review, a failed sync) and by a
 * periodic look for what no request announced. Per business at most one waiting and one running;
 * each run mails what lies past the business's cursor, so a request is never needed twice.
 */
export const alertsQueue: JobQueue<{ businessId: string }> = {
  name: 'alerts',
  payload: z.object({ businessId: z.string().uuid() }),
  policy: 'stately',
  key: ({ businessId }) => businessId,
  retryLimit: 5,
  retryDelaySeconds: 60,
  expireInSeconds: 10 * 60,
};

export async function requestAlerts(jobs: Jobs, businessId: string): Promise<void> {
  await jobs.send(alertsQueue, { businessId });
}
