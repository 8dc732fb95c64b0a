// The group-commit queue on its own, with a fake write: who shares a write, who hears what.
import { describe, expect, it } from 'vitest';
import { BatcherClosedError, createBatcher } from './funnel-batcher';

/** A write whose calls the test finishes by hand. */
function controlledWrite() {
  const calls: { inputs: number[]; finish(): void; fail(error: Error): void }[] = [];
  const write = (inputs: number[]) =>
    new Promise<string[]>((resolve, reject) => {
      calls.push({
        inputs,
        finish: () => resolve(inputs.map((n) => `done ${n}`)),
        fail: reject,
      });
    });
  return { calls, write };
}

const settle = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('the funnel batcher', () => {
  it('writes a lone event at once, alone', async () => {
    const { calls, write } = controlledWrite();
    const batcher = createBatcher(write, { maxBatch: 256, maxInFlight: 1 });
    const result = batcher.record(1);
    await nextTurn();
    expect(calls.map((call) => call.inputs)).toEqual([[1]]);
    calls[0]!.finish();
    expect(await result).toBe('done 1');
  });

  it('collects what arrives while a write runs into the next write, in queue order', async () => {
    const { calls, write } = controlledWrite();
    const batcher = createBatcher(write, { maxBatch: 256, maxInFlight: 1 });
    const first = batcher.record(1);
    await nextTurn();
    const rest = [2, 3, 4, 5].map((n) => batcher.record(n));
    await nextTurn();
    expect(calls).toHaveLength(1);
    calls[0]!.finish();
    await first;
    expect(calls.map((call) => call.inputs)).toEqual([[1], [2, 3, 4, 5]]);
    calls[1]!.finish();
    expect(await Promise.all(rest)).toEqual(['done 2', 'done 3', 'done 4', 'done 5']);
    expect(batcher.stats()).toEqual({ batches: 2, events: 5, largestBatch: 4 });
  });

  it('shares one write among the events of one event-loop turn', async () => {
    const { calls, write } = controlledWrite();
    const batcher = createBatcher(write, { maxBatch: 256, maxInFlight: 1 });
    const results = [1, 2, 3].map((n) => batcher.record(n));
    await nextTurn();
    expect(calls.map((call) => call.inputs)).toEqual([[1, 2, 3]]);
    calls[0]!.finish();
    expect(await Promise.all(results)).toEqual(['done 1', 'done 2', 'done 3']);
  });

  it('splits a queue longer than maxBatch', async () => {
    const { calls, write } = controlledWrite();
    const batcher = createBatcher(write, { maxBatch: 2, maxInFlight: 1 });
    const results = [1, 2, 3, 4, 5].map((n) => batcher.record(n));
    await nextTurn();
    for (let i = 0; i < 3; i++) {
      calls[i]!.finish();
      await nextTurn();
    }
    expect(calls.map((call) => call.inputs)).toEqual([[1, 2], [3, 4], [5]]);
    expect(await Promise.all(results)).toHaveLength(5);
  });

  it('rejects every caller of a failed write with its error, and goes on with the next batch', async () => {
    const { calls, write } = controlledWrite();
    const batcher = createBatcher(write, { maxBatch: 256, maxInFlight: 1 });
    const first = [1, 2, 3].map((n) => settle(batcher.record(n)));
    await nextTurn();
    const second = [4, 5].map((n) => settle(batcher.record(n)));
    const failure = new Error('terminating connection due to administrator command');
    calls[0]!.fail(failure);
    await nextTurn();
    calls[1]!.finish();
    expect(await Promise.all(first)).toEqual([
      { ok: false, error: failure },
      { ok: false, error: failure },
      { ok: false, error: failure },
    ]);
    expect(await Promise.all(second)).toEqual([
      { ok: true, value: 'done 4' },
      { ok: true, value: 'done 5' },
    ]);
  });

  it('rejects the whole batch when the write answers the wrong number of results', async () => {
    const batcher = createBatcher(async () => ['only one'], { maxBatch: 256, maxInFlight: 1 });
    const results = await Promise.all([1, 2].map((n) => settle(batcher.record(n))));
    expect(results.every((result) => !result.ok)).toBe(true);
  });

  it('never runs more writes at once than maxInFlight', async () => {
    let running = 0;
    let most = 0;
    const batcher = createBatcher(
      async (inputs: number[]) => {
        most = Math.max(most, ++running);
        await nextTurn();
        running--;
        return inputs;
      },
      { maxBatch: 3, maxInFlight: 2 },
    );
    const results = await Promise.all(Array.from({ length: 20 }, (_, n) => batcher.record(n)));
    expect(results).toEqual(Array.from({ length: 20 }, (_, n) => n));
    expect(most).toBe(2);
  });

  it('on close writes what is queued, then refuses new events', async () => {
    const { calls, write } = controlledWrite();
    const batcher = createBatcher(write, { maxBatch: 256, maxInFlight: 1 });
    const first = batcher.record(1);
    await nextTurn();
    const queued = batcher.record(2);
    let closed = false;
    const closing = batcher.close().then(() => (closed = true));
    await expect(batcher.record(3)).rejects.toBeInstanceOf(BatcherClosedError);
    calls[0]!.finish();
    await first;
    await nextTurn();
    expect(closed).toBe(false);
    calls[1]!.finish();
    expect(await queued).toBe('done 2');
    await closing;
    expect(calls.map((call) => call.inputs)).toEqual([[1], [2]]);
  });

  it('closes at once when idle', async () => {
    const batcher = createBatcher(async (inputs: number[]) => inputs, {
      maxBatch: 256,
      maxInFlight: 1,
    });
    await batcher.close();
    await expect(batcher.record(1)).rejects.toBeInstanceOf(BatcherClosedError);
  });
});
