// Seeding jobs live in this process's memory (a run takes seconds and leaves no state worth
// keeping): POST answers 202 with the job, the run goes on after the answer, and
// GET /api/admin/seed/{jobId} reports it. One run per business at a time; finished jobs are
// forgotten after an hour. A job is only ever shown to callers of its own business.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { SeedJob, SeedSummary } from '@common/schemas/seed';
import type { SeedProgress } from './seed.service';
import { AppError } from '../../lib/errors';

const KEEP_FINISHED_MS = 60 * 60 * 1000;

interface Entry {
  job: SeedJob;
  businessId: string;
  finishedAt?: number;
}

/** 409 with the run under way beside the error. */
export class SeedRunning extends AppError {
  constructor(readonly job: SeedJob) {
    super('CONFLICT', 'seedRunning', {}, undefined, { job });
    this.name = 'SeedRunning';
  }
}

export class SeedJobs {
  private readonly jobs = new Map<string, Entry>();
  private readonly running = new Map<string, Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  start(businessId: string, work: (progress: SeedProgress) => Promise<SeedSummary>): SeedJob {
    this.prune();
    const active = [...this.jobs.values()].find(
      (e) =>
        e.businessId === businessId && (e.job.status === 'queued' || e.job.status === 'running'),
    );
    if (active) throw new SeedRunning({ ...active.job });
    const entry: Entry = {
      businessId,
      job: { jobId: randomUUID(), status: 'queued', processed: 0, total: 0 },
    };
    this.jobs.set(entry.job.jobId, entry);
    const run = (async () => {
      await new Promise((resolve) => setImmediate(resolve)); // answer 202 first
      entry.job.status = 'running';
      try {
        const summary = await work((processed, total) => {
          entry.job.processed = processed;
          entry.job.total = total;
        });
        entry.job = { ...entry.job, status: 'succeeded', processed: entry.job.total, summary };
      } catch (error) {
        this.log.error({ err: error, businessId }, 'seeding failed');
        entry.job = { ...entry.job, status: 'failed', error: 'The demo data could not be added.' };
      } finally {
        entry.finishedAt = Date.now();
      }
    })();
    this.running.set(entry.job.jobId, run);
    void run.finally(() => this.running.delete(entry.job.jobId));
    return { ...entry.job };
  }

  /** The job if it belongs to this business (another business's job is simply not found). */
  find(businessId: string, jobId: string): SeedJob | null {
    const entry = this.jobs.get(jobId);
    return entry && entry.businessId === businessId ? { ...entry.job } : null;
  }

  /** Resolves when that job has ended (at once if it is not running). */
  async finished(jobId: string): Promise<void> {
    await this.running.get(jobId);
  }

  /** Waits for every run (app close: the database must outlive them). */
  async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running.values()]);
  }

  private prune() {
    const cutoff = Date.now() - KEEP_FINISHED_MS;
    for (const [id, entry] of this.jobs)
      if (entry.finishedAt !== undefined && entry.finishedAt < cutoff) this.jobs.delete(id);
  }
}
