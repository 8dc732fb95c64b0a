// The one background job engine (docs/decisions/029-job-engine.md): pg-boss over our own
// database handle, on PostgreSQL and on PGlite alike. A job is a definition (jobs/define.ts): the
// queue's name, a zod payload, a policy and a handler. A job sent is a row in the `pgboss` schema
// before `send` resolves, so it survives a restart and runs in whichever process polls first.
//
// `send` wakes this process's worker at once (no wait for the next poll); `idle` resolves when no
// job of ours is waiting or running (tests, and the drain before the database closes).
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import type { AnyJob, JobQueue, JobRecord, Jobs, JobStatus, PendingJob } from './define';
import { bossDatabase, inTransaction, JOB_SCHEMA } from './boss-database';

/** How often an idle worker asks for work another process queued (its own are sent at once). */
const POLL_SECONDS = 2;
/** How long close waits for running jobs before marking them failed (they are retried). */
const STOP_TIMEOUT_MS = 30_000;

export interface JobEngineOptions {
  /** False: this process only queues (a second role, or a test that plays "before the restart"). */
  work?: boolean;
}

export class JobEngine implements Jobs {
  private readonly boss: PgBoss;
  private readonly workers = new Map<string, string[]>();
  private readonly definitions: AnyJob[];
  private started: Promise<void> | null = null;
  /** Handlers running, and pg-boss's own statements (it completes a job after its handler). */
  private readonly running = new Set<Promise<unknown>>();
  private statements = 0;
  /** Our handle as pg-boss's database; the engine's own statements go through it too. */
  private readonly db: PgBoss.Db;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly log: FastifyBaseLogger,
    definitions: readonly AnyJob[],
    private readonly options: JobEngineOptions = {},
  ) {
    this.definitions = [...definitions];
    this.db = this.counted(bossDatabase(database));
    this.boss = new PgBoss({
      db: this.db,
      schema: JOB_SCHEMA,
      // The schema is installed with our migrations (server/db/migrate.ts), under their lock.
      migrate: false,
      schedule: false,
    });
    this.boss.on('error', (error) => this.log.error({ err: error }, 'job engine error'));
  }

  /** Adds a definition made after the engine (one that needs the engine's users); before start. */
  define(definition: AnyJob): void {
    if (this.started) throw new Error(`job ${definition.name} defined after the engine started`);
    this.definitions.push(definition);
  }

  /** Creates the queues (idempotent) and starts each queue's workers. */
  start(): Promise<void> {
    this.started ??= (async () => {
      await this.boss.start();
      for (const definition of this.definitions) {
        await this.boss.createQueue(definition.name, {
          name: definition.name,
          policy: definition.policy,
          retryLimit: definition.retryLimit,
          retryDelay: definition.retryDelaySeconds,
          expireInSeconds: definition.expireInSeconds,
        });
        if (this.options.work === false) continue;
        const ids: string[] = [];
        for (let n = 0; n < (definition.concurrency ?? 1); n++) {
          let workerId = '';
          workerId = await this.boss.work<unknown>(
            definition.name,
            { batchSize: 1, pollingIntervalSeconds: POLL_SECONDS },
            async ([job]) => {
              if (!job) return undefined;
              try {
                const run = this.run(definition, job.id, job.data);
                this.running.add(run);
                return await run.finally(() => this.running.delete(run));
              } finally {
                // One job done, maybe more waiting: fetch again now, not after the poll interval.
                this.boss.notifyWorker(workerId);
              }
            },
          );
          ids.push(workerId);
        }
        this.workers.set(definition.name, ids);
      }
    })();
    return this.started;
  }

  async send<P>(definition: JobQueue<P>, payload: P): Promise<string | null> {
    await this.start();
    const data = definition.payload.parse(payload);
    const key = definition.key?.(data);
    const id = await this.boss.send(definition.name, data as object, {
      ...(key === undefined ? {} : { singletonKey: key }),
    });
    this.wake(definition.name);
    return id;
  }

  private wake(name: string) {
    for (const workerId of this.workers.get(name) ?? []) this.boss.notifyWorker(workerId);
  }

  async pending<P>(definition: JobQueue<P>, key: string): Promise<PendingJob | null> {
    return pendingJob(this.db, definition.name, key);
  }

  async sendAlone<P>(
    definition: JobQueue<P>,
    payload: P,
  ): Promise<PendingJob & { created: boolean }> {
    await this.start();
    const data = definition.payload.parse(payload);
    const key = definition.key?.(data);
    if (key === undefined) throw new Error(`job ${definition.name} has no key to be alone by`);
    const answer = await inTransaction(this.database, async (db) => {
      // Two requests at once: the second waits here, then finds the first's job.
      await db.executeSql('select pg_advisory_xact_lock(hashtext($1), hashtext($2))', [
        definition.name,
        key,
      ]);
      const pending = await pendingJob(db, definition.name, key);
      if (pending) return { ...pending, created: false };
      const id = await this.boss.send(definition.name, data as object, { singletonKey: key, db });
      if (id === null) throw new Error(`job ${definition.name} was refused by its policy`);
      return { id, status: 'queued' as const, created: true };
    });
    if (answer.created) this.wake(definition.name);
    return answer;
  }

  async find<P>(definition: JobQueue<P>, id: string): Promise<JobRecord<P> | null> {
    const job = await this.boss.getJobById<P>(definition.name, id, { includeArchive: true });
    if (!job) return null;
    const payload = definition.payload.safeParse(job.data);
    if (!payload.success) return null;
    return { id: job.id, status: statusOf(job.state), payload: payload.data, output: job.output };
  }

  async idle(): Promise<void> {
    if (!this.started) return;
    await this.started;
    const names = this.definitions.map((d) => d.name);
    for (;;) {
      const { rows } = await this.db.executeSql(
        `select count(*)::int as n from ${JOB_SCHEMA}.job
          where name = any($1) and state in ('created', 'retry', 'active')`,
        [names],
      );
      if ((rows[0] as { n: number }).n === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** Stops polling, lets running jobs finish (or fail, to be retried), leaves the database open. */
  async stop(): Promise<void> {
    if (!this.started) return;
    await this.started.catch(() => undefined);
    await this.boss.stop({ graceful: true, wait: true, close: false, timeout: STOP_TIMEOUT_MS });
    // pg-boss may hand a job to a handler while stopping, and completes it after the handler
    // returns: the database must outlive both.
    const deadline = Date.now() + STOP_TIMEOUT_MS;
    while ((this.running.size > 0 || this.statements > 0) && Date.now() < deadline) {
      await Promise.allSettled([...this.running]);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  private counted(db: PgBoss.Db): PgBoss.Db {
    return {
      executeSql: async (text, values) => {
        this.statements++;
        try {
          return await db.executeSql(text, values);
        } finally {
          this.statements--;
        }
      },
    };
  }

  private async run(definition: AnyJob, jobId: string, data: unknown): Promise<unknown> {
    const parsed = definition.payload.safeParse(data);
    if (!parsed.success) {
      // Retrying cannot fix a payload; it is logged and dropped.
      this.log.error({ job: definition.name, jobId }, 'job payload is not valid; dropped');
      return { dropped: true };
    }
    const log = this.log.child({ job: definition.name, jobId });
    const progress = async (output: object) => {
      await this.db.executeSql(
        `update ${JOB_SCHEMA}.job set output = $3::jsonb where name = $1 and id = $2`,
        [definition.name, jobId, JSON.stringify(output)],
      );
    };
    const context = { database: this.database, log, jobs: this, jobId, progress };
    try {
      return await definition.run(parsed.data, context);
    } catch (error) {
      log.error({ err: error }, 'job failed');
      throw error;
    }
  }
}

function statusOf(state: string): JobStatus {
  if (state === 'created' || state === 'retry') return 'queued';
  if (state === 'active') return 'running';
  return state === 'completed' ? 'succeeded' : 'failed';
}

async function pendingJob(db: PgBoss.Db, name: string, key: string): Promise<PendingJob | null> {
  const { rows } = await db.executeSql(
    `select id, state from ${JOB_SCHEMA}.job where name = $1 and singleton_key = $2
       and state in ('created', 'retry', 'active') order by state = 'active' desc limit 1`,
    [name, key],
  );
  const row = rows[0] as { id: string; state: string } | undefined;
  if (!row) return null;
  return { id: row.id, status: row.state === 'active' ? 'running' : 'queued' };
}
