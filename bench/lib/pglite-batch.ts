// The database's share of an ingest request on PGlite, measured without HTTP: the funnel's own
// batch statement (writeFunnelBatch, as the server runs it) on an in-process PGlite, batches of 50
// new visitors, half touches and half clickouts, one batch after another. Set against the server's
// CPU per request in the PGlite round, it says how much of a request is the database and how much
// the HTTP side that shares its thread.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { TOUCH_DEDUP_WINDOW_MS } from '@common/constants';
import { writeFunnelBatch, type FunnelEvent } from '../../server/modules/public/public.repository';
import { CLICKOUT_DEDUP_WINDOW_MS } from '../../server/modules/public/public.service';
import { createBenchBusiness, openMigrated } from './db';

const BATCH = 50;

function batchOf(slugs: readonly string[], first: number): FunnelEvent[] {
  return Array.from({ length: BATCH }, (_, i) => {
    const n = first + i;
    const visitorKey = randomBytes(16).toString('hex');
    // Every event a new phone on its own address, as in the server bench.
    const common = {
      slug: slugs[n % slugs.length]!,
      visitorKey,
      addressKey: visitorKey,
      staffBusinessId: null,
      record: true,
      location: null,
    };
    return n % 2 === 0
      ? { kind: 'touch', ...common, source: 'qr', dedupWindowMs: TOUCH_DEDUP_WINDOW_MS }
      : {
          kind: 'clickout',
          ...common,
          touchWindowMs: TOUCH_DEDUP_WINDOW_MS,
          dedupWindowMs: CLICKOUT_DEDUP_WINDOW_MS,
        };
  });
}

/** Microseconds of PGlite time per event within batches of 50 (one thread: wall = CPU). */
export async function pgliteBatchMicrosPerEvent(events: number, staff: number): Promise<number> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'rt-bench-pglite-batch-'));
  const handle = await openMigrated({ dataDir: dir });
  try {
    const { slugs } = await createBenchBusiness(handle, staff);
    for (let n = 0; n < 20 * BATCH; n += BATCH) await writeFunnelBatch(handle, batchOf(slugs, n));
    const batches = Array.from({ length: Math.ceil(events / BATCH) }, (_, b) =>
      batchOf(slugs, b * BATCH),
    );
    const started = performance.now();
    for (const batch of batches) {
      const outcomes = await writeFunnelBatch(handle, batch);
      if (outcomes.some((o) => o?.recordedId === null))
        throw new Error('an event was not recorded');
    }
    return ((performance.now() - started) * 1000) / (batches.length * BATCH);
  } finally {
    await handle.close();
    await rm(dir, { recursive: true, force: true });
  }
}
