// Seeding runs as a job of the job engine (docs/decisions/029-job-engine.md): POST answers 202 with
// the job, GET /api/admin/seed/{jobId} reports it from the engine's record (progress while it runs,
// the summary once done). One run per business at a time; never retried (a second run would add
// more demo data). A job is only ever shown to callers of its own business.
import { z } from 'zod';
import type { SeedJob, SeedSummary } from '@common/schemas/seed';
import { defineJob, type Jobs } from '../../lib/jobs/define';
import { AppError } from '../../lib/errors';
import { seedBusiness } from './seed.service';

/** 409 with the run under way beside the error. */
class SeedRunning extends AppError {
  constructor(readonly job: SeedJob) {
    super('CONFLICT', 'seedRunning', {}, undefined, { job });
    this.name = 'SeedRunning';
  }
}

interface SeedOutput {
  processed?: number;
  total?: number;
  summary?: SeedSummary;
}

export const seedJob = defineJob({
  name: 'seed-demo',
  payload: z.object({ businessId: z.string().uuid() }),
  policy: 'stately',
  key: ({ businessId }) => businessId,
  retryLimit: 0,
  retryDelaySeconds: 0,
  expireInSeconds: 15 * 60,
  run: async ({ businessId }, { database, progress }): Promise<SeedOutput> => {
    let written: Promise<void> = Promise.resolve();
    let total = 0;
    const summary = await seedBusiness(database.db, businessId, (processed, of) => {
      total = of;
      // In order, and all stored before the result replaces them.
      written = written.then(() => progress({ processed, total: of })).catch(() => undefined);
    });
    await written;
    return { processed: total, total, summary };
  },
});

/** The job as GET /api/admin/seed/{jobId} shows it; null for another business's job. */
export async function seedJobView(
  jobs: Jobs,
  businessId: string,
  jobId: string,
): Promise<SeedJob | null> {
  const job = await jobs.find(seedJob, jobId);
  if (!job || job.payload.businessId !== businessId) return null;
  if (job.status === 'failed')
    return { jobId, status: 'failed', processed: 0, total: 0, error: SEED_FAILED };
  const output = (job.status === 'queued' ? {} : (job.output ?? {})) as SeedOutput;
  return {
    jobId,
    status: job.status,
    processed: output.processed ?? 0,
    total: output.total ?? 0,
    ...(job.status === 'succeeded' && output.summary ? { summary: output.summary } : {}),
  };
}

/** What a failed run says: never the internal reason (that goes to the log). */
const SEED_FAILED = 'The demo data could not be added.';

/** Queues a run; SeedRunning while one of this business waits or runs. */
export async function startSeed(jobs: Jobs, businessId: string): Promise<SeedJob> {
  const job = await jobs.sendAlone(seedJob, { businessId });
  if (job.created) return { jobId: job.id, status: 'queued', processed: 0, total: 0 };
  const view = await seedJobView(jobs, businessId, job.id);
  throw new SeedRunning(view ?? { jobId: job.id, status: job.status, processed: 0, total: 0 });
}
