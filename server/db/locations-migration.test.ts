// Migrations 0017-0019 on a database that predates locations: every business becomes a business
// with one location that keeps its Google place, every employee works there, and every touch,
// clickout and review happened there (docs/decisions/021-locations.md).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../lib/paths';
import { openDatabase, type DatabaseHandle } from './client';

const FIRST_WITH_LOCATIONS = 17;

/** The migrations folder as it was before locations: the files, with a journal cut short. */
function foldersBeforeLocations() {
  const dir = mkdtempSync(path.join(tmpdir(), 'rt-before-locations-'));
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx < FIRST_WITH_LOCATIONS);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

let handle: DatabaseHandle | undefined;
const dirs: string[] = [];
afterAll(async () => {
  await handle?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the locations migrations', () => {
  it('give an existing business one location with its place, its staff and its history', async () => {
    const before = foldersBeforeLocations();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rt-locations-db-'));
    dirs.push(before, dataDir);
    handle = await openDatabase({ dataDir });
    if (handle.engine.kind !== 'pglite') throw new Error('expected PGlite');
    const client = handle.engine.client;
    await migrate(drizzle(client), { migrationsFolder: before });

    const [business] = (
      await client.query<{ id: string }>(
        `insert into businesses (name, slug, google_place_id, google_review_url)
         values ('Salon Staro', 'salon-staro', 'ChIJold', 'https://g.page/r/old/review')
         returning id`,
      )
    ).rows;
    const b = business!.id;
    const employees = (
      await client.query<{ id: string }>(
        `insert into employees (business_id, name, code, slug) values
           ($1, 'Ana Stara', 'old1', 'ana-stara'), ($1, 'Iva Stara', 'old2', 'iva-stara')
         returning id`,
        [b],
      )
    ).rows;
    const e = employees[0]!.id;
    await client.query(
      `insert into touches (business_id, employee_id, visitor_key) values ($1, $2, 'v1'), ($1, $2, 'v2')`,
      [b, e],
    );
    await client.query(
      `insert into clickouts (business_id, employee_id, visitor_key) values ($1, $2, 'v1')`,
      [b, e],
    );
    await client.query(
      `insert into reviews (business_id, external_id, rating, published_at) values ($1, 'r1', 5, now())`,
      [b],
    );

    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });

    const locations = (
      await client.query<{ id: string; number: number; name: string; google_place_id: null }>(
        `select id, number, name, google_place_id from locations where business_id = $1`,
        [b],
      )
    ).rows;
    expect(locations).toEqual([
      { id: expect.any(String), number: 1, name: 'Salon Staro', google_place_id: null },
    ]);
    const location = locations[0]!.id;
    const placed = await client.query(
      `select employee_id from employee_locations where location_id = $1 order by employee_id`,
      [location],
    );
    expect(placed.rows).toHaveLength(2);
    for (const table of ['touches', 'clickouts', 'reviews']) {
      const { rows } = await client.query<{ location_id: string }>(
        `select distinct location_id from ${table} where business_id = $1`,
        [b],
      );
      expect(rows, table).toEqual([{ location_id: location }]);
    }
    // The place stays the business's, where the connection and the public page read it.
    const { rows } = await client.query(
      `select google_place_id, google_review_url from businesses where id = $1`,
      [b],
    );
    expect(rows).toEqual([
      { google_place_id: 'ChIJold', google_review_url: 'https://g.page/r/old/review' },
    ]);
    // From now on every event names its location.
    await expect(
      client.query(
        `insert into touches (business_id, employee_id, visitor_key) values ($1, $2, 'v3')`,
        [b, e],
      ),
    ).rejects.toThrow(/location_id/);
  });
});
