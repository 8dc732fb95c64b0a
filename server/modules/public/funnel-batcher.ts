// Group commit for the funnel's hot path (docs/decisions/008-group-commit.md). Concurrent
// record() calls are collected and written by ONE call of `write` (one statement, one commit);
// each caller's promise settles only after that write: with its own result when it committed,
// with the write's error when it failed. Nothing is acknowledged that is not committed, and a
// failed batch is never retried here (its commit may have happened before the connection broke;
// the visitor retries instead, so nothing is counted twice by us).
//
// Flush policy, "natural batching": when nothing is being written, the queue is written at the
// end of the current event-loop turn (setImmediate: everything parsed in the same turn shares the
// write, and a lone request waits microseconds). While a write is in flight, new calls queue up
// and are written together as soon as a write slot frees. No timers that wait for more: the batch
// is exactly what arrived while the database was busy, so batches grow with the load.
import { funnelBatchSize, funnelQueueDepth } from '../../lib/metrics';

export interface BatcherOptions {
  /** Most events per write; a longer queue is written in several writes. */
  maxBatch: number;
  /** Writes in flight at once (1 keeps batches of one process strictly sequential). */
  maxInFlight: number;
}

interface BatcherStats {
  batches: number;
  events: number;
  largestBatch: number;
}

export interface Batcher<I, O> {
  record(input: I): Promise<O>;
  /** Refuses new events, writes the queued ones and resolves when no write is in flight. */
  close(): Promise<void>;
  stats(): BatcherStats;
}

interface Pending<I, O> {
  input: I;
  resolve(output: O): void;
  reject(error: unknown): void;
}

export class BatcherClosedError extends Error {
  constructor() {
    super('the funnel writer is closed');
    this.name = 'BatcherClosedError';
  }
}

/** `write` answers one output per input, in the same order, or throws for the whole batch. */
export function createBatcher<I, O>(
  write: (inputs: I[]) => Promise<O[]>,
  options: BatcherOptions,
): Batcher<I, O> {
  let queue: Pending<I, O>[] = [];
  let inFlight = 0;
  let scheduled = false;
  let closed = false;
  let idleWaiters: (() => void)[] = [];
  const stats: BatcherStats = { batches: 0, events: 0, largestBatch: 0 };

  const settleIdle = () => {
    if (inFlight > 0 || queue.length > 0 || scheduled) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const wake of waiters) wake();
  };

  const schedule = () => {
    if (scheduled || queue.length === 0 || inFlight >= options.maxInFlight) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      flush();
    });
  };

  const flush = () => {
    if (queue.length === 0 || inFlight >= options.maxInFlight) return settleIdle();
    const batch = queue.length <= options.maxBatch ? queue : queue.slice(0, options.maxBatch);
    queue = queue.length <= options.maxBatch ? [] : queue.slice(options.maxBatch);
    inFlight++;
    stats.batches++;
    stats.events += batch.length;
    stats.largestBatch = Math.max(stats.largestBatch, batch.length);
    funnelBatchSize.observe(batch.length);
    funnelQueueDepth.set(queue.length);
    void run(batch);
    // A queue longer than one batch uses the other write slots at once.
    schedule();
  };

  const run = async (batch: Pending<I, O>[]) => {
    try {
      const outputs = await write(batch.map((pending) => pending.input));
      if (outputs.length !== batch.length) {
        throw new Error(`batch write answered ${outputs.length} results for ${batch.length}`);
      }
      batch.forEach((pending, index) => pending.resolve(outputs[index]!));
    } catch (error) {
      for (const pending of batch) pending.reject(error);
    } finally {
      inFlight--;
      if (queue.length > 0) flush();
      settleIdle();
    }
  };

  return {
    record(input) {
      if (closed) return Promise.reject(new BatcherClosedError());
      return new Promise<O>((resolve, reject) => {
        queue.push({ input, resolve, reject });
        funnelQueueDepth.set(queue.length);
        schedule();
      });
    },
    close() {
      closed = true;
      return new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        settleIdle();
      });
    },
    stats: () => ({ ...stats }),
  };
}
