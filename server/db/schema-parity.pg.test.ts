// Runs in the PostgreSQL pass only: the same migrations must produce the same catalogue on
// PostgreSQL (this run's engine) and on PGlite (the embedded default).
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import { beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-databases';
import { readCatalogue, type Catalogue } from '../../test/catalogue';
import { openDatabase } from './client';
import { runMigrations } from './migrate';

let onPostgres: Catalogue;
let onPglite: Catalogue;
let driver: string;

beforeAll(async () => {
  const postgres = await openTestDatabase();
  driver = postgres.driver;
  onPostgres = await readCatalogue(postgres.db);
  await postgres.close();

  const pglite = await openDatabase({
    pglite: await PGlite.create({ extensions: PGLITE_EXTENSIONS }),
  });
  await runMigrations(pglite);
  onPglite = await readCatalogue(pglite.db);
  await pglite.close();
});

describe('the same migrations on PGlite and PostgreSQL', () => {
  it('compares a real PostgreSQL against PGlite', () => {
    expect(driver).toBe('postgres');
  });

  it('create the same columns with the same types, nullability and defaults', () => {
    expect(onPostgres.columns).toEqual(onPglite.columns);
  });

  it('create the same constraints', () => {
    expect(onPostgres.constraints).toEqual(onPglite.constraints);
  });

  it('create the same indexes', () => {
    expect(onPostgres.indexes).toEqual(onPglite.indexes);
  });
});
