// The embedded database killed with its process: a server on a temp DATA_DIR receives touches,
// gets SIGKILL mid-load (no shutdown hook, no checkpoint, PGlite's postmaster.pid left behind),
// and a new server on the same DATA_DIR must start, serve, and still hold every touch it
// acknowledged before the kill (a 200 is sent only after the batch's commit returned,
// docs/decisions/008-group-commit.md).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  seedFunnel,
  SLUG,
  startServer,
  startTouchLoad,
  status,
  stopServer,
  visitorHeaders,
  waitUntil,
  type Server,
} from './support';

const skipReason =
  process.env.TEST_DB_DRIVER === 'postgres'
    ? 'runs in the PGlite pass; it starts its own servers'
    : undefined;

describe.skipIf(skipReason !== undefined)('PGlite: kill -9 mid-load and restart', () => {
  let dataDir: string;
  const servers: Server[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'rt-faults-pglite-'));
    await seedFunnel({ dataDir });
  });

  afterAll(async () => {
    for (const server of servers) await stopServer(server, 'SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged touch across a SIGKILL and serves again on the same data', async () => {
    const first = await startServer({ DATA_DIR: dataDir });
    servers.push(first);
    const load = startTouchLoad(first.base, SLUG, 12);
    await waitUntil(
      () => load.outcomes.filter((o) => o.status === 200).length >= 150,
      30_000,
      '150 acknowledged touches',
    );

    const inFlightAtKill = load.inFlight();
    first.child.kill('SIGKILL');
    const exit = await first.exited;
    expect(exit.signal).toBe('SIGKILL');
    await load.stop();
    const acked = load.outcomes.filter((o) => o.status === 200).length;

    // Same DATA_DIR, stale postmaster.pid and all: PGlite recovers from its WAL.
    const second = await startServer({ DATA_DIR: dataDir });
    servers.push(second);
    expect(await status(`${second.base}/readyz`)).toBe(200);
    const after = [];
    for (let i = 0; i < 5; i++) {
      after.push(
        await fetch(`${second.base}/e/${SLUG}`, {
          headers: visitorHeaders(1_000_000 + i),
        }).then((r) => r.status),
      );
    }
    expect(after).toEqual([200, 200, 200, 200, 200]);
    expect((await stopServer(second)).code).toBe(0);

    const db = await PGlite.create(path.join(dataDir, 'pglite'));
    const rows = (await db.query<{ n: number }>('select count(*)::int as n from touches')).rows[0]!
      .n;
    await db.close();
    const before = rows - after.length;
    console.info(
      `pglite-kill: ${load.outcomes.length} touches sent before the kill, ${acked} acknowledged, ` +
        `${before} stored, ${inFlightAtKill} in flight at the kill`,
    );
    expect(before).toBeGreaterThanOrEqual(acked);
    // A row without its 200 can only be a request in flight at the kill (committed, not answered).
    expect(before).toBeLessThanOrEqual(acked + inFlightAtKill);
  }, 90_000);
});
