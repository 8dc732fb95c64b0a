// Applies the committed drizzle-kit migrations, then the current text of every database function
// (server/db/functions.ts), then the job engine's own schema (server/lib/jobs/boss-database.ts).
// On PostgreSQL an advisory lock makes concurrent start-ups of several
// server processes apply them once, one after another.
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './client';
import { MIGRATIONS_FOLDER } from '../lib/paths';
import { applyFunctions } from './functions';
import { bossDatabase, installJobSchema } from '../lib/jobs/boss-database';

const MIGRATION_LOCK_KEY = 7_244_010_001;

export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  const { engine } = handle;
  if (engine.kind === 'pglite') {
    await migratePglite(drizzlePglite(engine.client), { migrationsFolder: MIGRATIONS_FOLDER });
    await applyFunctions((sql) => engine.client.exec(sql));
    await installJobSchema(bossDatabase(handle));
    return;
  }
  const client = await engine.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_FOLDER });
    await applyFunctions((sql) => client.query(sql));
    await installJobSchema({ executeSql: (text, values) => client.query(text, values) });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}
