// Ingest: touches (GET /e/{slug}) and clickouts (GET /e/{slug}/review) through the real server,
// each request a new visitor, 50 connections, against pgbench's one-row insert into a table of
// the same shape on the same database, run in the same bench; then the same on PGlite against a
// sequential insert loop. Afterwards the rows must equal the acknowledged answers.
//   node --import tsx bench/ingest.ts [--quick] [--cpu-prof] [--skip-pglite] [--skip-postgres]
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import {
  flag,
  isQuick,
  newResult,
  round,
  runMain,
  saveResult,
  type BenchResult,
} from './lib/common';
import { createBenchBusiness, funnelCounts, openMigrated, query, recreateDatabase } from './lib/db';
import { acknowledged, driveFunnel, pgbenchInsert, type LoadFigures } from './lib/load';
import { startServer, type RunningServer } from './lib/server';
import { describeCpu, postgresFor, withCpu, type CpuUse } from './lib/cpu';
import { pgliteBatchMicrosPerEvent } from './lib/pglite-batch';
import { assertCountedAgents } from './lib/visitors';

const CONNECTIONS = 50;
const DATABASE = 'rt_bench_ingest';
const STAFF = 50;
// Same columns, defaults, identity, check and indexes as `touches`; LIKE copies all but the
// foreign keys, which pgbench's random ids could not satisfy anyway.
const SAME_SHAPE = 'create table bench_touches (like touches including all)';

async function withServer<T>(
  target: { databaseUrl?: string; dataDir?: string },
  fn: (server: RunningServer) => Promise<T>,
): Promise<T> {
  const tmp = flag('cpu-prof') ? await mkdtemp(path.join(os.tmpdir(), 'rt-prof-')) : '';
  const nodeArgs = tmp ? ['--cpu-prof', '--cpu-prof-dir', tmp] : [];
  const server = await startServer({ ...target, nodeArgs });
  try {
    return await fn(server);
  } finally {
    await server.stop();
    if (nodeArgs.length) console.log(`  CPU profile of the server: ${tmp}`);
    const problems = server.output().trim();
    if (problems) console.warn(`  server said:\n${problems.slice(0, 4000)}`);
  }
}

function lossCheck(result: BenchResult, engine: string, load: LoadFigures, rows: number) {
  const acked = acknowledged(load);
  const lost = Math.max(0, acked - rows);
  result.notes.push(
    `${engine}: ${acked} acknowledged answers (${JSON.stringify(load.statuses)}), ${rows} rows recorded, ` +
      `${load.errors} errors, ${load.timeouts} timeouts; ${lost === 0 && rows === acked ? 'nothing lost' : `MISMATCH (${lost} lost)`}`,
  );
  result.figures.push({
    what: `${engine}: rows recorded minus acknowledged answers`,
    value: rows - acked,
    unit: 'rows',
    target: '0',
    // Every request must have been acknowledged too: a run of 429s or 503s loses nothing but
    // measures nothing.
    met: rows === acked && acked === load.requests,
  });
  console.log(`  ${engine}: acknowledged ${acked}, rows ${rows}`);
  if (rows !== acked || acked !== load.requests) process.exitCode = 2;
}

async function postgres(result: BenchResult, quick: boolean) {
  const databaseUrl = await recreateDatabase(DATABASE);
  const handle = await openMigrated({ databaseUrl });
  const business = await createBenchBusiness(handle, STAFF);
  await query(handle, SAME_SHAPE);
  const rounds = quick ? 1 : 2;
  const amount = quick ? 20_000 : 100_000;
  const pgSeconds = quick ? 10 : 30;
  const servers: LoadFigures[] = [];
  const baselines: number[] = [];
  const cpu: { what: string; use: CpuUse; events: number }[] = [];
  // Alternating rounds, so a burst of load from elsewhere on the machine hits both sides.
  for (let round_ = 0; round_ < rounds; round_++) {
    const { value: pgb, cpu: pgbCpu } = await withCpu(
      { postgres: postgresFor(DATABASE), pgbench: (_pid, command) => command === 'pgbench' },
      () => pgbenchInsert(databaseUrl, 'bench_touches', pgSeconds),
    );
    baselines.push(pgb.tps);
    cpu.push({ what: `pgbench round ${round_ + 1}`, use: pgbCpu, events: pgb.transactions });
    console.log(`  pgbench round ${round_ + 1}: ${round(pgb.tps)} tps, ${pgb.latencyMs} ms avg`);
    await withServer({ databaseUrl }, async (server) => {
      await driveFunnel({ url: server.url, slugs: business.slugs, connections: 50, amount: 2000 });
      const before = await funnelCounts(handle, business.businessId);
      const { value: load, cpu: serverCpu } = await withCpu(
        {
          postgres: postgresFor(DATABASE),
          server: (pid) => pid === server.process.pid,
          'load generator': (pid) => pid === process.pid,
        },
        () =>
          driveFunnel({ url: server.url, slugs: business.slugs, connections: CONNECTIONS, amount }),
      );
      servers.push(load);
      cpu.push({ what: `server round ${round_ + 1}`, use: serverCpu, events: load.requests });
      const after = await funnelCounts(handle, business.businessId);
      const rows = after.touches - before.touches + after.clickouts - before.clickouts;
      console.log(
        `  server round ${round_ + 1}: ${round(load.rate)} req/s, p50 ${load.p50} ms, p99 ${load.p99} ms`,
      );
      lossCheck(result, `PostgreSQL round ${round_ + 1}`, load, rows);
    });
  }
  await handle.close();
  for (const c of cpu) {
    const line = `CPU during ${c.what}: ${describeCpu(c.use, c.events)}`;
    result.notes.push(line);
    console.log(`  ${line}`);
  }
  const rate = servers.reduce((a, s) => a + s.rate, 0) / servers.length;
  const tps = baselines.reduce((a, b) => a + b, 0) / baselines.length;
  const p99 = Math.max(...servers.map((s) => s.p99));
  result.figures.push(
    {
      what: 'PostgreSQL: touches + clickouts through the server (-c 50)',
      value: rate,
      unit: 'req/s',
      baseline: { what: 'pgbench one-row insert, -M prepared -c 8 -j 2', value: tps, unit: 'tps' },
      ratio: rate / tps,
      target: '>= 1.5x',
      met: rate / tps >= 1.5,
    },
    { what: 'PostgreSQL: p99 latency', value: p99, unit: 'ms', target: '<= 25 ms', met: p99 <= 25 },
  );
}

/** The baseline: one PGlite in this process, one awaited insert after another. */
async function pgliteSequential(count: number): Promise<number> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'rt-bench-pglite-base-'));
  const handle = await openMigrated({ dataDir: dir });
  await query(handle, SAME_SHAPE);
  const client = handle.engine.kind === 'pglite' ? handle.engine.client : null;
  if (!client) throw new Error('expected PGlite');
  const insert = `insert into bench_touches (business_id, employee_id, visitor_key, source)
    values ('00000000-0000-4000-8000-000000000001', $1::uuid, md5($2::text), 'qr')`;
  const employee = (i: number) => `00000000-0000-4000-8000-${String(i % 50).padStart(12, '0')}`;
  for (let i = 0; i < 200; i++) await client.query(insert, [employee(i), `w${i}`]);
  const started = performance.now();
  for (let i = 0; i < count; i++) await client.query(insert, [employee(i), `v${i}`]);
  const rate = count / ((performance.now() - started) / 1000);
  await handle.close();
  await rm(dir, { recursive: true, force: true });
  return rate;
}

async function pglite(result: BenchResult, quick: boolean) {
  const amount = quick ? 3000 : 12_000;
  const baseline = await pgliteSequential(amount);
  console.log(`  PGlite sequential inserts: ${round(baseline)} rows/s`);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rt-bench-pglite-'));
  const setup = await openMigrated({ dataDir });
  const business = await createBenchBusiness(setup, STAFF);
  // The warm-up goes to another business, so the count below covers the measured run only.
  const warmup = await createBenchBusiness(setup, 5);
  await setup.close();
  const { value: load, cpu } = await withServer({ dataDir }, async (server) => {
    await driveFunnel({ url: server.url, slugs: warmup.slugs, connections: 50, amount: 500 });
    return withCpu(
      {
        server: (pid) => pid === server.process.pid,
        'load generator': (pid) => pid === process.pid,
      },
      () =>
        driveFunnel({ url: server.url, slugs: business.slugs, connections: CONNECTIONS, amount }),
    );
  });
  // The server has exited and closed PGlite: its files can be opened here to count.
  const after = new PGlite(path.join(dataDir, 'pglite'));
  const [row] = (
    await after.query<{ n: number }>(
      `select (select count(*) from touches where business_id = $1)::int
         + (select count(*) from clickouts where business_id = $1)::int as n`,
      [business.businessId],
    )
  ).rows;
  await after.close();
  await rm(dataDir, { recursive: true, force: true });
  console.log(`  PGlite server: ${round(load.rate)} req/s, p99 ${load.p99} ms`);
  lossCheck(result, 'PGlite', load, row!.n);
  const batchMicros = await pgliteBatchMicrosPerEvent(amount, STAFF);
  const lines = [
    `CPU during the PGlite server round: ${describeCpu(cpu, load.requests)}`,
    `PGlite alone, the funnel's batch statement in batches of 50 (no HTTP): ${Math.round(batchMicros)} µs per event; ` +
      `the sequential baseline: ${Math.round(1e6 / baseline)} µs per one-row insert`,
  ];
  for (const line of lines) console.log(`  ${line}`);
  result.notes.push(...lines);
  result.figures.push(
    {
      what: 'PGlite: touches + clickouts through the server (-c 50)',
      value: load.rate,
      unit: 'req/s',
      baseline: {
        what: 'sequential one-row inserts, same process',
        value: baseline,
        unit: 'rows/s',
      },
      ratio: load.rate / baseline,
      target: '>= 0.8x',
      met: load.rate / baseline >= 0.8,
    },
    { what: 'PGlite: p99 latency', value: load.p99, unit: 'ms' },
  );
}

runMain(async () => {
  const started = performance.now();
  assertCountedAgents();
  const quick = isQuick();
  const result = newResult('ingest', 'Ingest: touches and clickouts');
  if (!flag('skip-postgres')) await postgres(result, quick);
  if (!flag('skip-pglite')) await pglite(result, quick);
  await saveResult(result, started);
});
