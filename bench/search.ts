// Search at 100,000 reviews (issue 18, target 4 of issue 20): GET /api/reviews?q= for one business
// with 100,000 reviews on PostgreSQL, through the real server, signed in as the manager. Queries
// typed the way people type (no diacritics, dj for đ, Latin for Cyrillic), which the trigram
// index of the folded text serves (docs/search.md); each also timed with the index off, in the
// same run, as the baseline.
//   node --import tsx bench/search.ts [--quick] [--reviews 100000]
import { sql } from 'drizzle-orm';
import {
  isQuick,
  newResult,
  numberOption,
  round,
  runMain,
  saveResult,
  type BenchResult,
} from './lib/common';
import { createBenchBusiness, dropDatabase, openMigrated, recreateDatabase } from './lib/db';
import { signIn, timeAlternating } from './lib/http';
import { startServer } from './lib/server';

const DATABASE = 'rt_bench_search';
// A word one review in 500 holds (what people look up: a name, a phrase), an author's name one
// review in nine carries, and a word a third of the reviews hold (the slowest count).
const QUERIES = ['osisao', 'djordje', 'sisanju'];
const WORDS = [
  'Hvala',
  'na',
  'divnom',
  'šišanju',
  'usluga',
  'odlična',
  'ljubazno',
  'osoblje',
  'brzo',
  'preporuka',
  'frizura',
  'termin',
  'salon',
  'čisto',
  'prijatno',
  'cena',
  'kvalitet',
  'great',
  'service',
  'nice',
];
const NAMES = ['Ana', 'Đorđe', 'Никола', 'Milica', 'Jelena', 'Marko', 'Ljubica', 'Stefan', 'Vera'];

/** Review texts of a few words each, with a rare Serbian word now and then (1 in 500). */
async function seedReviews(databaseUrl: string, businessId: string, count: number) {
  const handle = await openMigrated({ databaseUrl });
  const started = performance.now();
  const words = `array[${WORDS.map((w) => `'${w}'`).join(',')}]`;
  const names = `array[${NAMES.map((n) => `'${n}'`).join(',')}]`;
  await handle.db.execute(
    sql.raw(`
    insert into reviews (business_id, location_id, external_id, author_name, rating, text, published_at)
    select '${businessId}', (select id from locations where business_id = '${businessId}' and number = 1),
      'bench-' || g,
      (${names})[1 + (g % ${NAMES.length})] || ' ' || g,
      1 + (g % 5),
      (select string_agg((${words})[1 + ((g * 7 + k * 13) % ${WORDS.length})], ' ')
         from generate_series(1, 8 + (g % 12)) k)
        || case when g % 500 = 0 then ' Đorđe me je divno ošišao, hvala na šišanju!' else '' end,
      now() - (g || ' minutes')::interval
    from generate_series(1, ${count}) g`),
  );
  await handle.db.execute(sql`analyze reviews`);
  const seconds = (performance.now() - started) / 1000;
  await handle.close();
  return seconds;
}

async function setIndexes(databaseUrl: string, usable: boolean) {
  const handle = await openMigrated({ databaseUrl });
  // indisvalid = false keeps the index maintained but unused by the planner: the same table
  // without its search index, for the baseline.
  await handle.db.execute(
    sql.raw(`update pg_index set indisvalid = ${usable}
    where indexrelid::regclass::text like 'reviews_%_fold_trgm_idx'`),
  );
  await handle.close();
}

async function measure(result: BenchResult, count: number, samples: number) {
  const databaseUrl = await recreateDatabase(DATABASE);
  const handle = await openMigrated({ databaseUrl });
  const business = await createBenchBusiness(handle, 5);
  await handle.close();
  const seeded = await seedReviews(databaseUrl, business.businessId, count);
  result.notes.push(`${count} reviews in one business, seeded in ${round(seeded)} s`);

  const server = await startServer({ databaseUrl });
  try {
    const cookie = await signIn(server.url, business.email, business.password);
    const urls = QUERIES.map(
      (q) => `${server.url}/api/reviews?q=${encodeURIComponent(q)}&pageSize=20`,
    );
    const cookies = urls.map(() => cookie);
    await setIndexes(databaseUrl, false);
    const scanned = await timeAlternating(urls, cookies, Math.max(5, samples >> 2));
    await setIndexes(databaseUrl, true);
    const indexed = await timeAlternating(urls, cookies, samples);
    for (const [i, q] of QUERIES.entries()) {
      const time = indexed[i]!;
      result.figures.push({
        what: `search "${q}" at ${count} reviews, median`,
        value: time.median,
        unit: 'ms',
        baseline: { what: 'the same without the index', value: scanned[i]!.median, unit: 'ms' },
        ratio: time.median / scanned[i]!.median,
        target: '<= 25 ms',
        met: time.median <= 25,
      });
    }
  } finally {
    await server.stop();
    await dropDatabase(DATABASE);
  }
}

runMain(async () => {
  const started = performance.now();
  const result = newResult('search', 'Search at 100,000 reviews');
  const count = numberOption('reviews', isQuick() ? 20_000 : 100_000);
  await measure(result, count, isQuick() ? 20 : 60);
  await saveResult(result, started);
});
