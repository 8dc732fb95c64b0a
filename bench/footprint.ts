// The embedded default is small and quick (issue 20, target 2): the production server (the
// bundle, dist/server/main.js) started on PGlite with a fresh data directory, restarted on that
// existing directory, and started on PostgreSQL; for each, the time from spawning the process to
// the first healthy answer, and the resident memory after it has sat idle.
//   node --import tsx bench/footprint.ts [--quick]
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { isQuick, newResult, round, runMain, saveResult, type Figure } from './lib/common';
import { dropDatabase, recreateDatabase } from './lib/db';
import { startServer, type ServerOptions } from './lib/server';

const DATABASE = 'rt_bench_footprint';
const MB = 1024 * 1024;

async function residentBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]);
  if (!Number.isFinite(kb)) throw new Error(`no VmRSS for ${pid}`);
  return kb * 1024;
}

/** Ready time and idle resident memory of one start. */
async function measure(target: ServerOptions, idleMs: number) {
  const server = await startServer(target);
  try {
    await new Promise((r) => setTimeout(r, idleMs));
    return { readyMs: server.readyMs, rss: await residentBytes(server.process.pid!) };
  } finally {
    await server.stop();
  }
}

async function main() {
  const started = performance.now();
  const result = newResult('footprint', 'Footprint: start-up time and idle memory');
  const idleMs = isQuick() ? 3000 : 10_000;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rt-bench-footprint-'));
  const databaseUrl = await recreateDatabase(DATABASE);
  try {
    const fresh = await measure({ dataDir }, idleMs);
    const existing = await measure({ dataDir }, idleMs);
    await measure({ databaseUrl }, 0); // migrates the new database
    const postgres = await measure({ databaseUrl }, idleMs);
    const figures: Figure[] = [
      {
        what: 'PGlite, existing data directory: idle resident memory',
        value: existing.rss / MB,
        unit: 'MB',
        target: '<= 250 MB',
        met: existing.rss / MB <= 250,
      },
      {
        what: 'PGlite, existing data directory: start to ready',
        value: existing.readyMs / 1000,
        unit: 's',
        target: '<= 2 s',
        met: existing.readyMs <= 2000,
      },
      {
        what: 'PostgreSQL: idle resident memory',
        value: postgres.rss / MB,
        unit: 'MB',
        target: '<= 150 MB',
        met: postgres.rss / MB <= 150,
      },
      { what: 'PostgreSQL: start to ready', value: postgres.readyMs / 1000, unit: 's' },
      {
        what: 'PGlite, first start (new data directory): idle resident memory',
        value: fresh.rss / MB,
        unit: 'MB',
      },
      { what: 'PGlite, first start: start to ready', value: fresh.readyMs / 1000, unit: 's' },
    ];
    result.figures.push(...figures);
    result.notes.push(
      `memory read from /proc/<pid>/status (VmRSS) after ${round(idleMs / 1000)} s idle; ready = spawn to the first 200 from /healthz`,
    );
  } finally {
    await rm(dataDir, { recursive: true, force: true });
    await dropDatabase(DATABASE);
  }
  await saveResult(result, started);
}

runMain(main);
