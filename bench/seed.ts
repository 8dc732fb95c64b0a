// npm run bench:seed -- --events N [--staff 50] [--data-dir DIR]
// Seeds one new business with N funnel events (raw touches and clickouts, their activity events,
// the exact hourly roll-up) and reviews over the last 30 days, on BENCH_DATABASE_URL (the database
// is created and migrated when missing) or on a PGlite data directory, then prints its sign-in as
// JSON on the last line: {"email", "password", "businessId"}.
import pg from 'pg';
import { benchDatabaseUrl, numberOption, option, runMain } from './lib/common';
import { createBenchBusiness, openMigrated } from './lib/db';
import { seedEvents, verifyRollup } from './lib/seed-events';

async function ensureDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: benchDatabaseUrl('postgres') });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
}

runMain(async () => {
  const events = numberOption('events', 100_000);
  const staff = numberOption('staff', 50);
  const dataDir = option('data-dir');
  const databaseUrl = dataDir ? undefined : benchDatabaseUrl();
  if (databaseUrl) await ensureDatabase(databaseUrl);
  const handle = await openMigrated({ databaseUrl, dataDir });
  try {
    const business = await createBenchBusiness(handle, staff);
    const figures = await seedEvents(handle, { businessId: business.businessId, events });
    const mismatches = await verifyRollup(handle, business.businessId);
    console.error(
      `seeded ${figures.touches} touches, ${figures.clickouts} clickouts, ${figures.reviews} reviews, ` +
        `${figures.rollupRows} roll-up rows in ${figures.seconds.toFixed(1)} s; ` +
        `roll-up cells differing from the raw rows: ${mismatches}`,
    );
    if (mismatches !== 0) throw new Error('stats_hourly does not equal the raw counts');
    const { email, password, businessId } = business;
    console.log(JSON.stringify({ email, password, businessId }));
  } finally {
    await handle.close();
  }
});
