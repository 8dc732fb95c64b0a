// Ingest: touches (GET /e/{slug}) and clickouts (GET /e/{slug}/review) through the real server,
// each request a new visitor, driven by wrk (one thread, 50 connections), against pgbench's
// one-row insert into a table of the same shape on the same database and a bare Fastify route
// serving the same page, in the same run; then the same on PGlite against a sequential insert
// loop. Afterwards every acknowledged answer must have its row.
//   node --import tsx bench/ingest.ts [--quick] [--cpu-prof] [--skip-pglite] [--skip-postgres]
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import {
  flag,
  isQuick,
  newResult,
  round,
  ROOT,
  runMain,
  saveResult,
  type BenchResult,
} from './lib/common';
import { createBenchBusiness, funnelCounts, openMigrated, query, recreateDatabase } from './lib/db';
import { acknowledged, pgbenchInsert, type LoadFigures } from './lib/load';
import { wrkFunnel, wrkPlain } from './lib/wrk';
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

/**
 * wrk runs for a fixed time, so the requests in flight when it stops may be recorded without their
 * answer being counted: rows may exceed the acknowledged answers by up to one per connection, and
 * must never fall short of them (an acknowledged event that is not in the database is lost).
 */
function lossCheck(result: BenchResult, engine: string, load: LoadFigures, rows: number) {
  const acked = acknowledged(load);
  const lost = Math.max(0, acked - rows);
  const inFlight = rows - acked;
  const ok = lost === 0 && inFlight <= CONNECTIONS && acked === load.requests && load.errors === 0;
  result.notes.push(
    `${engine}: ${acked} acknowledged answers (${JSON.stringify(load.statuses)}), ${rows} rows recorded, ` +
      `${load.errors} errors, ${load.timeouts} timeouts; ${ok ? `nothing lost (${inFlight} recorded while wrk stopped)` : `MISMATCH (${lost} lost)`}`,
  );
  result.figures.push({
    what: `${engine}: acknowledged events not recorded`,
    value: lost,
    unit: 'events',
    target: '0',
    // Every request must have been acknowledged too: a run of 429s or 503s loses nothing but
    // measures nothing.
    met: ok,
  });
  console.log(`  ${engine}: acknowledged ${acked}, rows ${rows}`);
  if (!ok) process.exitCode = 2;
}

/** Lets the requests wrk left in flight when it stopped reach their commit before counting. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

let visitors = Math.floor(Math.random() * 1000) * 10_000;
/** A block of visitor numbers no earlier run of this process used (addresses are capped). */
const nextVisitors = () => (visitors += 1_000_000);

/** The bare-route baseline: the product's page bytes from a Fastify route with nothing else. */
async function bareRoute(pageUrl: string, seconds: number): Promise<LoadFigures> {
  const page = await fetch(pageUrl, {
    headers: { 'user-agent': 'bench', 'x-forwarded-for': '10.255.0.1' },
  });
  const dir = await mkdtemp(path.join(os.tmpdir(), 'rt-bench-bare-'));
  const file = path.join(dir, 'page.html');
  await writeFile(file, await page.text());
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/lib/bare-route.ts', file, String(port)],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
      child.once('exit', (code) => reject(new Error(`bare route exited (${code})`)));
    });
    return await wrkPlain(`http://127.0.0.1:${port}/e/bench`, CONNECTIONS, seconds);
  } finally {
    child.kill('SIGTERM');
    await rm(dir, { recursive: true, force: true });
  }
}

async function postgres(result: BenchResult, quick: boolean) {
  const databaseUrl = await recreateDatabase(DATABASE);
  const handle = await openMigrated({ databaseUrl });
  const business = await createBenchBusiness(handle, STAFF);
  await query(handle, SAME_SHAPE);
  const rounds = quick ? 1 : 2;
  const seconds = quick ? 8 : 20;
  const servers: LoadFigures[] = [];
  const baselines: number[] = [];
  const bare: number[] = [];
  const cpu: { what: string; use: CpuUse; events: number }[] = [];
  const wrkGroup = { wrk: (_pid: number, command: string) => command === 'wrk' };
  // Alternating rounds, so a burst of load from elsewhere on the machine hits both sides.
  for (let round_ = 0; round_ < rounds; round_++) {
    const { value: pgb, cpu: pgbCpu } = await withCpu(
      { postgres: postgresFor(DATABASE), pgbench: (_pid, command) => command === 'pgbench' },
      () => pgbenchInsert(databaseUrl, 'bench_touches', seconds),
    );
    baselines.push(pgb.tps);
    cpu.push({ what: `pgbench round ${round_ + 1}`, use: pgbCpu, events: pgb.transactions });
    console.log(`  pgbench round ${round_ + 1}: ${round(pgb.tps)} tps, ${pgb.latencyMs} ms avg`);
    await withServer({ databaseUrl }, async (server) => {
      const warm = { url: server.url, slugs: business.slugs, connections: CONNECTIONS };
      await wrkFunnel({ ...warm, seconds: 2, firstVisitor: nextVisitors() });
      await settle();
      const before = await funnelCounts(handle, business.businessId);
      const { value: load, cpu: serverCpu } = await withCpu(
        {
          postgres: postgresFor(DATABASE),
          server: (pid) => pid === server.process.pid,
          ...wrkGroup,
        },
        () => wrkFunnel({ ...warm, seconds, firstVisitor: nextVisitors() }),
      );
      servers.push(load);
      cpu.push({ what: `server round ${round_ + 1}`, use: serverCpu, events: load.requests });
      await settle();
      const after = await funnelCounts(handle, business.businessId);
      const rows = after.touches - before.touches + after.clickouts - before.clickouts;
      console.log(
        `  server round ${round_ + 1}: ${round(load.rate)} req/s, p50 ${load.p50} ms, p99 ${load.p99} ms`,
      );
      lossCheck(result, `PostgreSQL round ${round_ + 1}`, load, rows);
      if (round_ === 0) {
        const { value: b, cpu: bareCpu } = await withCpu(
          { 'bare route': (_pid, _c, cmdline) => cmdline.includes('bare-route'), ...wrkGroup },
          () => bareRoute(`${server.url}/e/${business.slugs[0]}`, seconds),
        );
        bare.push(b.rate);
        cpu.push({ what: 'the bare Fastify route', use: bareCpu, events: b.requests });
        console.log(`  bare Fastify route: ${round(b.rate)} req/s, p99 ${b.p99} ms`);
      }
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
      what: 'PostgreSQL: touches + clickouts through the server (wrk -t1 -c50)',
      value: rate,
      unit: 'req/s',
      baseline: { what: 'pgbench one-row insert, -M prepared -c 8 -j 2', value: tps, unit: 'tps' },
      ratio: rate / tps,
      target: '>= 1.0x (stretch 1.5x)',
      met: rate / tps >= 1.0,
    },
    {
      what: 'a bare Fastify route answering the same page (wrk -t1 -c50)',
      value: bare[0]!,
      unit: 'req/s',
      baseline: { what: 'pgbench one-row insert', value: tps, unit: 'tps' },
      ratio: bare[0]! / tps,
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
  const insert = `insert into bench_touches (business_id, employee_id, location_id, visitor_key,
      source)
    values ('00000000-0000-4000-8000-000000000001', $1::uuid,
      '00000000-0000-4000-8000-000000000002', md5($2::text), 'qr')`;
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
    const load = { url: server.url, connections: CONNECTIONS };
    await wrkFunnel({ ...load, slugs: warmup.slugs, seconds: 2, firstVisitor: nextVisitors() });
    return withCpu(
      {
        server: (pid) => pid === server.process.pid,
        wrk: (_pid, command) => command === 'wrk',
      },
      () =>
        wrkFunnel({
          ...load,
          slugs: business.slugs,
          seconds: quick ? 5 : 15,
          firstVisitor: nextVisitors(),
        }),
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
