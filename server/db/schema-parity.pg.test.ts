// Runs in the PostgreSQL pass only: the same migrations must produce the same catalogue on
// PostgreSQL (this run's engine) and on PGlite (the embedded default), but for what migration 0016
// does on PostgreSQL alone: the funnel tables are partitioned by month there, so their primary key
// includes created_at and the references between funnel rows are plain columns
// (docs/decisions/020-funnel-partitions.md).
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-databases';
import { readCatalogue, type Catalogue } from '../../test/catalogue';
import { openDatabase, type Database, type DatabaseHandle } from './client';
import { runMigrations } from './migrate';
import { PARTITIONED_TABLES } from './partitions';

let onPostgres: Catalogue;
let onPglite: Catalogue;
let driver: string;
let postgresDb: DatabaseHandle | undefined;
let pgliteDb: DatabaseHandle | undefined;

/** PGlite's lines as PostgreSQL has them once the funnel tables are partitioned. */
function partitionedOnPostgres(lines: string[]): string[] {
  const references = /^(clickouts|self_confirmations) \S+ FOREIGN KEY \((touch_id|clickout_id)\)/;
  return lines
    .filter((line) => !references.test(line))
    .map((line) => {
      for (const table of PARTITIONED_TABLES) {
        line = line
          .replace(
            `${table} ${table}_pkey PRIMARY KEY (id)`,
            `${table} ${table}_pkey PRIMARY KEY (id, created_at)`,
          )
          .replace(
            `INDEX ${table}_pkey ON public.${table} USING btree (id)`,
            `INDEX ${table}_pkey ON public.${table} USING btree (id, created_at)`,
          );
      }
      return line;
    });
}

const sorted = (lines: string[]) => [...lines].sort();

beforeAll(async () => {
  postgresDb = await openTestDatabase();
  driver = postgresDb.driver;
  onPostgres = await readCatalogue(postgresDb.db);

  pgliteDb = await openDatabase({
    pglite: await PGlite.create({ extensions: PGLITE_EXTENSIONS }),
  });
  await runMigrations(pgliteDb);
  onPglite = await readCatalogue(pgliteDb.db);
});

afterAll(async () => {
  await postgresDb?.close();
  await pgliteDb?.close();
});

describe('the same migrations on PGlite and PostgreSQL', () => {
  it('compares a real PostgreSQL against PGlite', () => {
    expect(driver).toBe('postgres');
  });

  it('create the same columns with the same types, nullability and defaults', () => {
    expect(onPostgres.columns).toEqual(onPglite.columns);
  });

  it('create the same constraints, but for the partitioned tables on PostgreSQL', () => {
    expect(sorted(onPostgres.constraints)).toEqual(
      sorted(partitionedOnPostgres(onPglite.constraints)),
    );
  });

  it('create the same indexes, but for the partitioned tables on PostgreSQL', () => {
    expect(sorted(onPostgres.indexes)).toEqual(sorted(partitionedOnPostgres(onPglite.indexes)));
  });

  it('partition the funnel tables by month on PostgreSQL only', async () => {
    const kinds = async (db: Database) =>
      (
        (await db.execute(
          sql`select relname::text as name, relkind::text as kind from pg_class
              where relnamespace = 'public'::regnamespace`,
        )) as unknown as { rows: { name: string; kind: string }[] }
      ).rows
        .filter((r) => (PARTITIONED_TABLES as readonly string[]).includes(r.name))
        .map((r) => `${r.name} ${r.kind}`)
        .sort();
    expect(await kinds(postgresDb!.db)).toEqual(PARTITIONED_TABLES.map((t) => `${t} p`).sort());
    expect(await kinds(pgliteDb!.db)).toEqual(PARTITIONED_TABLES.map((t) => `${t} r`).sort());
  });
});
