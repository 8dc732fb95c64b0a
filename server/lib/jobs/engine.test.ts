// The job engine on the run's database (docs/decisions/029-job-engine.md): a job outlives the
// process that queued it, the policy keeps one waiting per key, a failure is retried, a bad
// payload is dropped, and two engines on one database run each job once.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client';
import { openTestDatabase } from '../../../test/test-databases';
import { defineJob } from './define';
import { JobEngine } from './engine';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const log = Fastify({ logger: false }).log;
const ran: string[] = [];
const attempts = new Map<string, number>();

const noteJob = defineJob({
  name: 'test-note',
  payload: z.object({ businessId: z.string(), note: z.string() }),
  policy: 'stately',
  key: ({ businessId }) => businessId,
  retryLimit: 2,
  retryDelaySeconds: 0,
  expireInSeconds: 60,
  run: async ({ note }) => {
    const attempt = (attempts.get(note) ?? 0) + 1;
    attempts.set(note, attempt);
    if (note.startsWith('flaky') && attempt === 1) throw new Error('the first attempt fails');
    ran.push(note);
  },
});

const manyJob = defineJob({
  name: 'test-many',
  payload: z.object({ n: z.number() }),
  policy: 'standard',
  retryLimit: 0,
  retryDelaySeconds: 0,
  expireInSeconds: 60,
  run: async ({ n }) => {
    ran.push(`many-${n}`);
  },
});

const engine = (work: boolean) => new JobEngine(database, log, [noteJob, manyJob], { work });

describe('the job engine', () => {
  it('runs a job queued before a restart once a process with workers starts', async () => {
    const before = engine(false);
    expect(await before.send(noteJob, { businessId: 'a', note: 'queued-before' })).toEqual(
      expect.any(String),
    );
    await before.stop();
    expect(ran).not.toContain('queued-before');

    const after = engine(true);
    await after.start();
    await after.idle();
    await after.stop();
    expect(ran.filter((note) => note === 'queued-before')).toHaveLength(1);
  });

  it('keeps at most one job waiting per key, and any number for other keys', async () => {
    const queueOnly = engine(false);
    const first = await queueOnly.send(noteJob, { businessId: 'b', note: 'b1' });
    const second = await queueOnly.send(noteJob, { businessId: 'b', note: 'b2' });
    const other = await queueOnly.send(noteJob, { businessId: 'c', note: 'c1' });
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    expect(other).toEqual(expect.any(String));
    expect(await queueOnly.pending(noteJob, 'b')).toEqual({ id: first, status: 'queued' });
    expect(await queueOnly.pending(noteJob, 'nobody')).toBeNull();
    const alone = await Promise.all([
      queueOnly.sendAlone(noteJob, { businessId: 'e', note: 'e1' }),
      queueOnly.sendAlone(noteJob, { businessId: 'e', note: 'e2' }),
    ]);
    expect(alone.map((job) => job.created).sort()).toEqual([false, true]);
    expect(alone[0]!.id).toBe(alone[1]!.id);
    await queueOnly.stop();

    const worker = engine(true);
    await worker.start();
    await worker.idle();
    await worker.stop();
    expect(ran).toEqual(expect.arrayContaining(['b1', 'c1']));
    expect(ran.filter((note) => note.startsWith('e'))).toHaveLength(1);
    expect(ran).not.toContain('b2');
  });

  it('retries a job whose handler throws, and refuses a payload that does not fit', async () => {
    const worker = engine(true);
    await worker.start();
    await worker.send(noteJob, { businessId: 'd', note: 'flaky-1' });
    await expect(
      worker.send(noteJob, { businessId: 'd', note: 42 } as unknown as {
        businessId: string;
        note: string;
      }),
    ).rejects.toThrow();
    await worker.idle();
    await worker.stop();
    expect(attempts.get('flaky-1')).toBe(2);
    expect(ran).toContain('flaky-1');
  });

  it('runs each job once when two engines work on one database', async () => {
    const [one, two] = [engine(true), engine(true)];
    await Promise.all([one.start(), two.start()]);
    for (let n = 0; n < 20; n++) await (n % 2 ? one : two).send(manyJob, { n });
    await one.idle();
    await Promise.all([one.stop(), two.stop()]);
    const many = ran.filter((note) => note.startsWith('many-'));
    expect(many).toHaveLength(20);
    expect(new Set(many).size).toBe(20);
  });
});
