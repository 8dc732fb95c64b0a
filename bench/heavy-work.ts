// Heavy work never holds up a customer (issue "one job engine", done-when 3): while a card sheet of
// 200 employees, a 5 MB file import and a re-match of 50,000 reviews run at once, `/healthz` and a
// public page keep answering. Per engine: wrk against both, first idle (the same run's baseline),
// then while the heavy work runs; the figure is the p99 under load, target under 100 ms.
//   node --import tsx bench/heavy-work.ts [--quick]
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { isQuick, newResult, round, runMain, saveResult, type Figure } from './lib/common';
import { createBenchBusiness, dropDatabase, openMigrated, query, recreateDatabase } from './lib/db';
import { signIn } from './lib/http';
import { startServer, type RunningServer, type ServerOptions } from './lib/server';
import { wrkPlain } from './lib/wrk';

const DATABASE = 'rt_bench_heavy';
const STAFF = 200;
const NAMES = ['Milici', 'Marku', 'Jovani', 'Stefanu', 'Ani', 'Nikoli', 'Katarini', 'Luki'];

/** `count` automatic reviews naming staff, written straight into the database before the start. */
async function seedReviews(target: ServerOptions, count: number) {
  const handle = await openMigrated(target);
  try {
    const business = await createBenchBusiness(handle, STAFF);
    await query(
      handle,
      `insert into reviews (business_id, location_id, external_id, author_name, rating, text, published_at)
       select $1, $2, 'seed-' || g, 'Kupac ' || g, 1 + g % 5,
              'Hvala ' || ($4::text[])[1 + g % 8] || ' na svemu, dolazim opet.',
              now() - g * interval '7 minutes'
         from generate_series(1, $3::int) g`,
      [business.businessId, business.locationIds[0], count, NAMES],
    );
    return business;
  } finally {
    await handle.close();
  }
}

/** About `bytes` of CSV in our own layout, reviews the database does not have yet. */
function csvOf(bytes: number): string {
  const lines = ['review_id,author_name,rating,published_at,text,is_anonymous'];
  let size = lines[0]!.length;
  for (let i = 0; size < bytes; i++) {
    const day = new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString();
    const line = `file-${i},Gost ${i},5,${day},"Sve pohvale, ${NAMES[i % 8]} je bila divna i brza.",false`;
    lines.push(line);
    size += line.length + 1;
  }
  return lines.join('\n');
}

/** A probe's p99 under the heavy work against the same probe idle; the target is under 100 ms. */
function p99Figure(engine: string, probe: string, busy: number, idle: number): Figure {
  return {
    what: `${engine}: ${probe} p99 during the heavy work`,
    value: busy,
    unit: 'ms',
    baseline: { what: `${probe} p99 idle`, value: idle, unit: 'ms' },
    ratio: round(busy / Math.max(idle, 0.01), 2),
    target: '< 100 ms',
    met: busy < 100,
  };
}

async function timed(work: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const response = await work();
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`heavy request failed: ${response.status}`);
  return (performance.now() - started) / 1000;
}

async function measureEngine(label: string, target: ServerOptions, quick: boolean) {
  const reviews = quick ? 10_000 : 50_000;
  const business = await seedReviews(target, reviews);
  const server: RunningServer = await startServer(target);
  try {
    const cookie = await signIn(server.url, business.email, business.password);
    const headers = { cookie, origin: server.url };
    const page = `${server.url}/e/${business.slugs[0]}`;
    const seconds = quick ? 4 : 10;
    const [idleHealth, idlePage] = [
      await wrkPlain(`${server.url}/healthz`, 2, seconds),
      await wrkPlain(page, 2, seconds),
    ];
    const csv = csvOf(quick ? 1_000_000 : 5_000_000);
    const form = () => {
      const body = new FormData();
      body.append('file', new Blob([csv], { type: 'text/csv' }), 'reviews.csv');
      return body;
    };
    // The heavy work starts together; the probes run for the same time beside it.
    const heavy = Promise.all([
      timed(() => fetch(`${server.url}/api/employees/qr-sheet.pdf`, { headers })),
      timed(() =>
        fetch(`${server.url}/api/reviews/import`, { method: 'POST', headers, body: form() }),
      ),
      timed(() => fetch(`${server.url}/api/reviews/rematch`, { method: 'POST', headers })),
    ]);
    const [health, publicPage] = await Promise.all([
      wrkPlain(`${server.url}/healthz`, 2, seconds),
      wrkPlain(page, 2, seconds),
    ]);
    const [sheetSeconds, importSeconds] = await heavy;
    const figures: Figure[] = [
      p99Figure(label, '/healthz', health.p99, idleHealth.p99),
      p99Figure(label, 'public page', publicPage.p99, idlePage.p99),
      { what: `${label}: card sheet of ${STAFF}`, value: sheetSeconds, unit: 's' },
      {
        what: `${label}: import of ${round(csv.length / 1e6)} MB`,
        value: importSeconds,
        unit: 's',
      },
    ];
    return { figures, reviews };
  } finally {
    await server.stop();
  }
}

async function main() {
  const started = performance.now();
  const quick = isQuick();
  const result = newResult('heavy-work', 'Heavy work beside the requests that must stay quick');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rt-bench-heavy-'));
  const databaseUrl = await recreateDatabase(DATABASE);
  try {
    const pglite = await measureEngine('PGlite', { dataDir }, quick);
    const postgres = await measureEngine('PostgreSQL', { databaseUrl }, quick);
    result.figures.push(...pglite.figures, ...postgres.figures);
    result.notes.push(
      `heavy work: GET /api/employees/qr-sheet.pdf (${STAFF} cards), POST /api/reviews/import, POST /api/reviews/rematch over ${pglite.reviews.toLocaleString('en-US')} automatic reviews, started together; probes: wrk -t1 -c2 on /healthz and on /e/{slug} at once, for the same time, idle first`,
    );
  } finally {
    await rm(dataDir, { recursive: true, force: true });
    await dropDatabase(DATABASE);
  }
  await saveResult(result, started);
}

runMain(main);
