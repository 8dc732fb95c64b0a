// PostgreSQL stopped and started again under a touch load, against the real server process on a
// private cluster (never the shared one on 5432). What it proves: while the database is away
// /readyz answers 503 and every touch answers 503 "try again" instead of hanging; when it is back
// the server recovers by itself (no restart); and the touches stored equal the touches
// acknowledged, give or take the requests that were in flight when the database went away
// (docs/decisions/008-group-commit.md: a batch is acknowledged only after its commit, and a
// commit whose answer was lost with the connection may exist without its 200).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAutomatedVisitor } from '../../server/lib/bots';
import {
  HANG_MS,
  postgresBin,
  seedFunnel,
  SLUG,
  sleep,
  startCluster,
  startServer,
  startTouchLoad,
  status,
  stopServer,
  waitForStatus,
  waitUntil,
  type Cluster,
  type Server,
} from './support';
import { phoneUserAgent } from '../visitors';

const bin = postgresBin();
// The engine-independent fault tests run in the PGlite pass only (`npm run test:pg` would repeat
// them unchanged).
const skipReason = !bin
  ? 'initdb not found under /usr/lib/postgresql/*/bin: no private PostgreSQL cluster possible'
  : process.env.TEST_DB_DRIVER === 'postgres'
    ? 'runs in the PGlite pass; it starts its own PostgreSQL'
    : undefined;
if (skipReason) console.warn(`test/faults/postgres-restart: skipped (${skipReason})`);

describe.skipIf(skipReason !== undefined)('PostgreSQL stopped and restarted under load', () => {
  let cluster: Cluster | undefined;
  let server: Server | undefined;

  beforeAll(async () => {
    cluster = await startCluster(bin!);
    await seedFunnel({ databaseUrl: cluster.url });
    server = await startServer({ DATABASE_URL: cluster.url });
  }, 60_000);

  afterAll(async () => {
    if (server) await stopServer(server, 'SIGKILL');
    await cluster?.destroy();
  }, 30_000);

  it('answers 503 while it is down, recovers by itself, and stores every acknowledged touch', async () => {
    const { base } = server!;
    expect(isAutomatedVisitor(phoneUserAgent(1234))).toBe(false);
    expect(await status(`${base}/readyz`)).toBe(200);

    const load = startTouchLoad(base, SLUG, 12);
    // Phase 1: normal operation.
    await waitUntil(
      () => load.outcomes.filter((o) => o.status === 200).length >= 100,
      20_000,
      '100 acknowledged touches before the stop',
    );

    // Phase 2: the database goes away mid-load.
    const stopIssued = Date.now();
    await cluster!.stop();
    const stopReturned = Date.now();
    expect(await status(`${base}/readyz`)).toBe(503);
    const downSince = Date.now();
    await waitUntil(
      () => load.outcomes.filter((o) => o.start > downSince).length >= 30,
      20_000,
      '30 touches answered while the database is down',
    );
    expect(await status(`${base}/readyz`)).toBe(503);

    // Phase 3: the database comes back; nobody restarts the server.
    const startIssued = Date.now();
    await cluster!.start();
    await waitForStatus(`${base}/readyz`, 200, 30_000);
    const readyAgain = Date.now();
    await waitUntil(
      () => load.outcomes.filter((o) => o.start > readyAgain && o.status === 200).length >= 100,
      20_000,
      '100 acknowledged touches after the restart',
    );
    await load.stop();
    await sleep(200); // the last batch's statement returned before its answers were sent

    const outcomes = load.outcomes;
    const acked = outcomes.filter((o) => o.status === 200).length;
    // Whole requests inside the outage: a fast "try again", never a hang, a reset or a false 200.
    const whileDown = outcomes.filter((o) => o.start > stopReturned && o.end < startIssued);
    expect(whileDown.length).toBeGreaterThanOrEqual(30);
    expect(new Set(whileDown.map((o) => o.status))).toEqual(new Set([503]));
    expect(outcomes.filter((o) => o.status === 'hang')).toEqual([]); // none waited HANG_MS
    // After /readyz said 200 again every touch succeeded: the pool dropped its dead connections.
    const afterRecovery = outcomes.filter((o) => o.start > readyAgain);
    expect(afterRecovery.filter((o) => o.status !== 200)).toEqual([]);

    // Rows against answers. A row without a 200 can only come from a request whose batch was
    // being written while the database went down (committed, but the answer was lost with the
    // connection and the route said 503): requests in flight between stopIssued and
    // stopReturned. Everything else that failed was refused before any statement ran.
    const inFlightAtStop = outcomes.filter(
      (o) => o.status !== 200 && o.start <= stopReturned && o.end >= stopIssued,
    ).length;
    const client = new pg.Client({ connectionString: cluster!.url });
    await client.connect();
    let rows: number;
    let counted: number;
    try {
      rows = (await client.query<{ n: number }>('select count(*)::int as n from touches')).rows[0]!
        .n;
      counted = (
        await client.query<{ n: number }>(
          'select coalesce(sum(touches), 0)::int as n from stats_hourly',
        )
      ).rows[0]!.n;
    } finally {
      await client.end();
    }
    console.info(
      `postgres-restart: ${outcomes.length} touches sent, ${acked} acknowledged, ${rows} stored, ` +
        `${whileDown.length} answered 503 while down (slowest ` +
        `${Math.max(...whileDown.map((o) => o.end - o.start))} ms, hang limit ${HANG_MS} ms), ` +
        `${inFlightAtStop} unacknowledged in flight at the stop`,
    );
    expect(rows).toBeGreaterThanOrEqual(acked);
    expect(rows).toBeLessThanOrEqual(acked + inFlightAtStop);
    // The hourly counters were written by the same statements as the rows.
    expect(counted).toBe(rows);

    const stopped = await stopServer(server!);
    expect(stopped.code).toBe(0);
  }, 90_000);
});
