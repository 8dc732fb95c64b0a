// Load generators: autocannon against the server (scale-out), pgbench against the database, each
// reduced to the figures RESULTS.md reports; wrk drives the ingest bench (wrk.ts).
import { execFile } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';

const run = promisify(execFile);

export interface LoadFigures {
  requests: number;
  /** Requests answered per second over the whole run. */
  rate: number;
  p50: number;
  p99: number;
  /** Answers by status code. */
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
  seconds: number;
}

export async function cannon(options: Record<string, unknown>): Promise<LoadFigures> {
  const started = performance.now();
  const result = await autocannon({ timeout: 10, ...options });
  const seconds = (performance.now() - started) / 1000;
  const statuses: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) {
    statuses[code] = stat.count;
  }
  const requests = Object.values(statuses).reduce((a, b) => a + b, 0);
  return {
    requests,
    rate: requests / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
    seconds,
  };
}

/** Answers that acknowledged a recorded event: the page (200) and the redirect to Google (302). */
export function acknowledged(figures: LoadFigures): number {
  return Object.entries(figures.statuses)
    .filter(([code]) => code.startsWith('2') || code === '302')
    .reduce((sum, [, count]) => sum + count, 0);
}

export interface PgbenchFigures {
  tps: number;
  latencyMs: number;
  transactions: number;
}

/**
 * pgbench's rate for one-row inserts into `table`, with prepared statements, 8 clients and 2
 * threads: what this PostgreSQL can accept in the same shape, on the same machine, now.
 */
export async function pgbenchInsert(
  databaseUrl: string,
  table: string,
  seconds: number,
): Promise<PgbenchFigures> {
  const script = path.join(os.tmpdir(), `rt-bench-insert-${process.pid}.sql`);
  await writeFile(
    script,
    [
      '\\set e random(1, 50)',
      '\\set v random(1, 2000000000)',
      `insert into ${table} (business_id, employee_id, location_id, visitor_key, source)`,
      `  values ('00000000-0000-4000-8000-000000000001',`,
      `    ('00000000-0000-4000-8000-' || lpad(:e::text, 12, '0'))::uuid,`,
      `    '00000000-0000-4000-8000-000000000002', md5(:v::text), 'qr');`,
      '',
    ].join('\n'),
  );
  const { stdout } = await run(
    process.env.PGBENCH ?? '/usr/bin/pgbench',
    [
      '-n',
      '-M',
      'prepared',
      '-c',
      '8',
      '-j',
      '2',
      '-T',
      String(seconds),
      '-f',
      script,
      databaseUrl,
    ],
    { maxBuffer: 10_000_000 },
  ).finally(() => rm(script, { force: true }));
  const tps = Number(stdout.match(/tps = ([\d.]+)/)?.[1]);
  const latencyMs = Number(stdout.match(/latency average = ([\d.]+) ms/)?.[1]);
  const transactions = Number(
    stdout.match(/number of transactions actually processed: (\d+)/)?.[1],
  );
  if (!Number.isFinite(tps)) throw new Error(`could not read pgbench's output:\n${stdout}`);
  return { tps, latencyMs, transactions };
}
