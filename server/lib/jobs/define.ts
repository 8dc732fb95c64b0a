// What a background job is (docs/decisions/029-job-engine.md): a queue name, a zod payload, a
// policy (how many may wait or run per key), retries, and a handler that gets the payload and a
// context. Definitions live in their modules (`*.job.ts`); server/app.ts hands them to the engine.
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { DatabaseHandle } from '../../db/client';

interface JobContext {
  database: DatabaseHandle;
  /** Carries the job's name and id. */
  log: FastifyBaseLogger;
  jobs: Jobs;
  jobId: string;
  /** Stores how far the run is (read back by `Jobs.find` as `output` while it runs). */
  progress(output: object): Promise<void>;
}

/**
 * - `stately`: per key, at most one waiting and one running (a request while one runs is kept,
 *   once: the run after it sees every change);
 * - `singleton`: per key, at most one running;
 * - `standard`: no limit.
 */
type JobPolicy = 'standard' | 'stately' | 'singleton';

/**
 * A queue as its senders see it: everything but the handler. A queue that a lower module sends to
 * and a higher one runs is declared apart (`queues.ts`), so the sender need not import the handler.
 */
export interface JobQueue<P> {
  /** The queue's name: letters, digits, dashes. */
  name: string;
  payload: z.ZodType<P>;
  policy: JobPolicy;
  /** The key the policy counts by (a business id). */
  key?: (payload: P) => string;
  /** Attempts after the first when the handler throws. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** Jobs of this queue one process runs at once (1 unless said). */
  concurrency?: number;
  /** A run longer than this is taken as lost (its process died) and retried. */
  expireInSeconds: number;
}

export interface JobDefinition<P> extends JobQueue<P> {
  run(payload: P, context: JobContext): Promise<unknown>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of definitions of any payload
export type AnyJob = JobDefinition<any>;

export const defineJob = <P>(definition: JobDefinition<P>): JobDefinition<P> => definition;

/** What services and routes see of the engine. */
export interface Jobs {
  /** Queues the job (a row before this resolves); null when the policy already holds one. */
  send<P>(definition: JobQueue<P>, payload: P): Promise<string | null>;
  /**
   * Queues the job unless one of its key waits or runs (then that one, `created: false`); exact
   * across processes (a transaction-scoped advisory lock per key).
   */
  sendAlone<P>(definition: JobQueue<P>, payload: P): Promise<PendingJob & { created: boolean }>;
  /** The key's job waiting or running, if any. */
  pending<P>(definition: JobQueue<P>, key: string): Promise<PendingJob | null>;
  /** A job by id (finished ones too, for days); null if unknown or not of this definition. */
  find<P>(definition: JobQueue<P>, id: string): Promise<JobRecord<P> | null>;
  /** Resolves when no job is waiting or running. */
  idle(): Promise<void>;
}

export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed';

export interface PendingJob {
  id: string;
  status: 'queued' | 'running';
}

export interface JobRecord<P> {
  id: string;
  status: JobStatus;
  payload: P;
  /** The progress while it runs, the handler's result once it succeeded. */
  output: unknown;
}
