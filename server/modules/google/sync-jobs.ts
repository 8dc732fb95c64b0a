// Review sync jobs (docs/http-api.md "Google sync"): POST /api/google/sync answers 202 with a queued job,
// the job then runs in this process (queued -> running -> succeeded | failed, processed/total).
//
// Never two syncs of one business at once:
// - PostgreSQL: pg_try_advisory_lock on a dedicated pool client, held for the whole job, so the
//   rule holds across several server processes sharing the database; released (and the client
//   returned) when the job ends. A session lock dies with its connection, so a crashed process
//   cannot leave a business locked.
// - PGlite: embedded, so only this process can open the database and an in-process per-business
//   mutex is already exact; a session advisory lock would add nothing on its single connection
//   (every caller shares that session, and advisory locks are re-entrant within a session).
// The in-process mutex is kept on both engines; it also gives the 409 its running job's id.
import type pg from 'pg';
import type { DatabaseHandle } from '../../db/client';
import type { SyncJob } from '../../db/schema';
import * as repo from './google.repository';
import { AppError } from '../../lib/errors';
import { toJobView } from './sync-job-view';

const LOCK_NAMESPACE = 'reviewtrace.google-sync';

export interface JobLock {
  release(): Promise<void>;
}

/** 409 with the running job beside the error, so the caller can follow it instead. */
export class SyncRunning extends AppError {
  constructor(readonly job: SyncJob | null) {
    super('CONFLICT', 'syncRunning', {}, undefined, job ? { job: toJobView(job) } : {});
    this.name = 'SyncRunning';
  }
}

export class SyncJobRunner {
  /** businessId -> the job id holding that business. */
  private readonly active = new Map<string, string | null>();
  private readonly running = new Set<Promise<void>>();
  private readonly byJob = new Map<string, Promise<void>>();

  constructor(private readonly database: DatabaseHandle) {}

  /**
   * Takes the business's lock, creates the queued job and starts `work` after the caller's answer.
   * Throws SyncRunning when a job of this business holds the lock.
   */
  async start(
    businessId: string,
    values: { kind: SyncJob['kind']; createdBy: string | null },
    work: (job: SyncJob) => Promise<void>,
  ): Promise<SyncJob> {
    const db = this.database.db;
    if (this.active.has(businessId))
      throw new SyncRunning(await this.activeJob(businessId, this.active.get(businessId)));
    this.active.set(businessId, null); // claimed before any await: no second start slips in
    let lock: JobLock;
    try {
      const taken = await this.lock(businessId);
      if (!taken) {
        this.active.delete(businessId);
        throw new SyncRunning(await repo.latestActiveJob(db, businessId));
      }
      lock = taken;
    } catch (error) {
      this.active.delete(businessId);
      throw error;
    }
    let job: SyncJob;
    try {
      job = await repo.insertJob(db, { businessId, status: 'queued', ...values });
    } catch (error) {
      this.active.delete(businessId);
      await lock.release();
      throw error;
    }
    this.active.set(businessId, job.id);
    const run = (async () => {
      await new Promise((resolve) => setImmediate(resolve)); // answer 202 first
      try {
        await work(job);
      } finally {
        this.active.delete(businessId);
        await lock.release().catch(() => undefined);
      }
    })();
    this.running.add(run);
    this.byJob.set(job.id, run);
    void run.finally(() => {
      this.running.delete(run);
      this.byJob.delete(job.id);
    });
    return job;
  }

  /** Resolves when that job of this process has ended (at once if it is not running here). */
  async finished(jobId: string): Promise<void> {
    await this.byJob.get(jobId)?.catch(() => undefined);
  }

  /** Waits for every job of this process (app close, tests). */
  async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  private async activeJob(businessId: string, jobId: string | null | undefined) {
    if (jobId) return repo.findJob(this.database.db, businessId, jobId);
    return repo.latestActiveJob(this.database.db, businessId);
  }

  private async lock(businessId: string): Promise<JobLock | null> {
    const engine = this.database.engine;
    if (engine.kind === 'pglite') return { release: async () => undefined };
    const client: pg.PoolClient = await engine.pool.connect();
    try {
      const result = await client.query<{ ok: boolean }>(
        'select pg_try_advisory_lock(hashtext($1), hashtext($2)) as ok',
        [LOCK_NAMESPACE, businessId],
      );
      if (!result.rows[0]?.ok) {
        client.release();
        return null;
      }
    } catch (error) {
      client.release(true);
      throw error;
    }
    return {
      release: async () => {
        try {
          await client.query('select pg_advisory_unlock(hashtext($1), hashtext($2))', [
            LOCK_NAMESPACE,
            businessId,
          ]);
          client.release();
        } catch {
          client.release(true); // dropping the connection drops its locks
        }
      },
    };
  }
}
