// A copy of the migrations folder as it was before migration `first` (the files, with a journal
// cut short), for tests that migrate a database of before, add old rows, then migrate the rest.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { PGLITE_OPTIONS } from '../server/db/pglite-extensions';
import { MIGRATIONS_FOLDER } from '../server/lib/paths';

export function migrationsBefore(first: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'rt-migrations-before-'));
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx < first);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

/**
 * An embedded database migrated up to (not including) migration `first`, to add old rows to;
 * `migrateRest()` then applies every later migration, `close()` removes it all.
 */
export async function databaseBefore(first: number) {
  const before = migrationsBefore(first);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rt-db-before-'));
  const client = await PGlite.create(dataDir, PGLITE_OPTIONS);
  await migrate(drizzle(client), { migrationsFolder: before });
  return {
    client,
    migrateRest: () => migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER }),
    close: async () => {
      await client.close();
      for (const dir of [before, dataDir]) rmSync(dir, { recursive: true, force: true });
    },
  };
}
