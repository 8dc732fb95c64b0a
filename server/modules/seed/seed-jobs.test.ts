import { describe, expect, it } from 'vitest';
import type { SeedSummary } from '@common/schemas/seed';
import { SeedJobs, SeedRunning } from './seed-jobs';

const quietLog = { error: () => undefined } as never;
const summary: SeedSummary = {
  employeesAdded: 1,
  touches: 2,
  clickouts: 1,
  selfConfirmations: 0,
  reviews: 3,
};

describe('SeedJobs', () => {
  it('reports progress and ends with the summary', async () => {
    const jobs = new SeedJobs(quietLog);
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const job = jobs.start('b1', async (progress) => {
      progress(1, 4);
      await gate;
      return summary;
    });
    expect(job).toMatchObject({ status: 'queued', processed: 0 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(jobs.find('b1', job.jobId)).toMatchObject({ status: 'running', processed: 1, total: 4 });
    release();
    await jobs.finished(job.jobId);
    expect(jobs.find('b1', job.jobId)).toEqual({
      jobId: job.jobId,
      status: 'succeeded',
      processed: 4,
      total: 4,
      summary,
    });
  });

  it('refuses a second run of a business while one runs, not of another business', async () => {
    const jobs = new SeedJobs(quietLog);
    const first = jobs.start('b1', async () => summary);
    expect(() => jobs.start('b1', async () => summary)).toThrow(SeedRunning);
    const other = jobs.start('b2', async () => summary);
    await jobs.drain();
    expect(jobs.find('b1', first.jobId)?.status).toBe('succeeded');
    expect(jobs.find('b2', other.jobId)?.status).toBe('succeeded');
    expect(() => jobs.start('b1', async () => summary)).not.toThrow();
    await jobs.drain();
  });

  it('fails without internals and hides a job from another business', async () => {
    const jobs = new SeedJobs(quietLog);
    const job = jobs.start('b1', async () => {
      throw new Error('relation "secret" does not exist');
    });
    await jobs.finished(job.jobId);
    expect(jobs.find('b1', job.jobId)).toMatchObject({
      status: 'failed',
      error: 'The demo data could not be added.',
    });
    expect(jobs.find('b2', job.jobId)).toBeNull();
  });
});
