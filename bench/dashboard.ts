// Dashboards: overview, timeseries and leaderboard (?range=30d) for a business with 100,000
// events and one with 2,000,000 (--quick: 400,000), each with 10 locations, on PostgreSQL through
// the real server, signed in as the manager: all locations, one location (?locationId=) and the
// per-location breakdown. Also records EXPLAIN (ANALYZE, BUFFERS) of every query those endpoints run
// for the large business, captured in-process from the same code.
//   node --import tsx bench/dashboard.ts [--quick] [--small 100000] [--large 2000000]
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import {
  APP_SECRET,
  isQuick,
  newResult,
  numberOption,
  round,
  runMain,
  saveResult,
  type BenchResult,
} from './lib/common';
import {
  createBenchBusiness,
  dropDatabase,
  openMigrated,
  recreateDatabase,
  type BenchBusiness,
} from './lib/db';
import { signIn, timeAlternating, type Timing } from './lib/http';
import { seedEvents, verifyRollup } from './lib/seed-events';
import { startServer } from './lib/server';

const STAFF = 50;
const LOCATIONS = 10;

/** What is timed: the path for a business (its second location where one is chosen). */
const ENDPOINTS: { name: string; path: (b: BenchBusiness) => string }[] = [
  ...['overview', 'timeseries', 'leaderboard'].map((name) => ({
    name,
    path: () => `/api/analytics/${name}?range=30d`,
  })),
  ...['overview', 'timeseries', 'leaderboard'].map((name) => ({
    name: `${name} of one location`,
    path: (b: BenchBusiness) => `/api/analytics/${name}?range=30d&locationId=${b.locationIds[1]}`,
  })),
  { name: 'locations breakdown', path: () => '/api/analytics/locations?range=30d' },
];

/** Every SQL statement the timed endpoints run, with EXPLAIN ANALYZE, as markdown. */
async function explainAll(databaseUrl: string, business: BenchBusiness) {
  const { email, password } = business;
  const database = await openDatabase({ databaseUrl, poolSize: 2 });
  if (database.engine.kind !== 'postgres') throw new Error('expected PostgreSQL');
  const pool = database.engine.pool;
  const captured: { text: string; values: unknown[] }[] = [];
  let capturing = false;
  const original = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args) => {
    if (capturing) {
      const [first, second] = args;
      const text = typeof first === 'string' ? first : (first as { text: string }).text;
      // Drizzle passes ({ text, rowMode, types }, values); the repositories ({ name, text, values }).
      const values = second ?? (first as { values?: unknown[] }).values;
      captured.push({ text, values: (values as unknown[] | undefined) ?? [] });
    }
    return original(...args);
  };
  const config = loadConfig({
    NODE_ENV: 'production',
    APP_SECRET,
    PUBLIC_URL: 'http://127.0.0.1',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp({
    config: { ...config, appSecret: APP_SECRET },
    database,
    logger: false,
    webRoot: '/nonexistent',
    closeDatabaseOnClose: true,
  });
  const signin = await app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email, password },
  });
  const cookie = signin.cookies.find((c) => c.name === 'rt_session');
  if (!cookie) throw new Error(`in-process sign-in failed: ${signin.body}`);
  const sections: string[] = [];
  for (const endpoint of ENDPOINTS) {
    captured.length = 0;
    capturing = true;
    const url = endpoint.path(business);
    await app.inject({ url, cookies: { rt_session: cookie.value } });
    capturing = false;
    for (const { text, values } of captured) {
      if (/\bsessions\b/.test(text)) continue;
      const plan = await pool.query(`explain (analyze, buffers) ${text}`, values);
      const lines = plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n');
      sections.push(`#### ${url}\n\n\`\`\`sql\n${text.trim()}\n\`\`\`\n\n\`\`\`\n${lines}\n\`\`\``);
    }
  }
  await app.close();
  return sections;
}

async function measure(result: BenchResult, small: number, large: number, samples: number) {
  const databaseUrl = await recreateDatabase('rt_bench_dashboard');
  const handle = await openMigrated({ databaseUrl });
  const sizes = [small, large];
  const businesses = [];
  for (const events of sizes) {
    const business = await createBenchBusiness(handle, STAFF, LOCATIONS);
    const seeded = await seedEvents(handle, { businessId: business.businessId, events });
    const mismatches = await verifyRollup(handle, business.businessId);
    console.log(
      `  seeded ${events} events in ${round(seeded.seconds)} s, ${seeded.rollupRows} roll-up rows, ` +
        `${mismatches} roll-up cells differing from the raw rows`,
    );
    result.notes.push(
      `${events} events: ${seeded.touches} touches + ${seeded.clickouts} clickouts (+ as many ` +
        `activity events), ${seeded.reviews} reviews, ${seeded.rollupRows} stats_hourly rows, seeded in ` +
        `${round(seeded.seconds)} s; roll-up vs raw counts: ${mismatches === 0 ? 'equal' : `${mismatches} cells differ`}`,
    );
    if (mismatches !== 0) throw new Error('stats_hourly does not equal the raw counts');
    businesses.push(business);
  }
  await handle.close();

  const server = await startServer({ databaseUrl });
  const timings: Record<string, Timing[]> = {};
  try {
    const cookies = await Promise.all(
      businesses.map((b) => signIn(server.url, b.email, b.password)),
    );
    for (const endpoint of ENDPOINTS) {
      // One URL; the manager's cookie picks the business. Both sizes take turns, so JIT warm-up
      // and outside load fall on both alike.
      const urls = businesses.map((b) => `${server.url}${endpoint.path(b)}`);
      timings[endpoint.name] = await timeAlternating(urls, cookies, samples);
    }
  } finally {
    await server.stop();
  }
  const label = (n: number) => (n >= 1_000_000 ? `${n / 1_000_000}M` : `${n / 1000}k`);
  for (const { name } of ENDPOINTS) {
    const [a, b] = timings[name]!;
    result.figures.push(
      { what: `${name}: median at ${label(small)} events`, value: a!.median, unit: 'ms' },
      {
        what: `${name}: median at ${label(large)} events (p95 ${round(b!.p95)} ms)`,
        value: b!.median,
        unit: 'ms',
        baseline: { what: `the same at ${label(small)}`, value: a!.median, unit: 'ms' },
        ratio: b!.median / a!.median,
        target: '<= 25 ms and <= 2x',
        met: b!.median <= 25 && b!.median / a!.median <= 2,
      },
    );
  }
  const sections = await explainAll(databaseUrl, businesses[1]!);
  result.details.push(
    `### EXPLAIN (ANALYZE, BUFFERS) at ${label(large)} events\n\n${sections.join('\n\n')}`,
  );
  // Millions of rows left behind would keep autovacuum busy during the next bench.
  await dropDatabase('rt_bench_dashboard');
}

runMain(async () => {
  const started = performance.now();
  const quick = isQuick();
  const small = numberOption('small', 100_000);
  const large = numberOption('large', quick ? 400_000 : 2_000_000);
  const result = newResult('dashboard', 'Dashboards at scale');
  if (quick) result.notes.push(`quick run: the large business has ${large} events, not 2,000,000`);
  await measure(result, small, large, quick ? 30 : 100);
  await saveResult(result, started);
});
