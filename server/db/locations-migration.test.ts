// Migrations 0017-0019 on a database that predates locations: every business becomes a business
// with one location that keeps its Google place, every employee works there, and every touch,
// clickout and review happened there (docs/decisions/021-locations.md). Migrations 0020-0023 then
// split the roll-up by location without changing any total.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../lib/paths';
import { migrationsBefore } from '../../test/migrations-before';
import { openDatabase, type DatabaseHandle } from './client';

const FIRST_WITH_LOCATIONS = 17;
const FIRST_WITH_LOCATION_ROLLUP = 20;

let handle: DatabaseHandle | undefined;
const dirs: string[] = [];
afterAll(async () => {
  await handle?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the locations migrations', () => {
  it('give an existing business one location with its place, its staff and its history', async () => {
    const before = migrationsBefore(FIRST_WITH_LOCATIONS);
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

  it("split the roll-up by location, moving other locations' events there, every total kept", async () => {
    const before = migrationsBefore(FIRST_WITH_LOCATION_ROLLUP);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rt-rollup-db-'));
    dirs.push(before, dataDir);
    const db = await openDatabase({ dataDir });
    if (db.engine.kind !== 'pglite') throw new Error('expected PGlite');
    const client = db.engine.client;
    try {
      await migrate(drizzle(client), { migrationsFolder: before });
      const one = async (text: string, values: unknown[] = []) =>
        (await client.query<Record<string, string>>(text, values)).rows[0]!;
      const b = (
        await one(`insert into businesses (name, slug) values ('Dva', 'dva') returning id`)
      ).id!;
      const first = (
        await one(
          `insert into locations (business_id, number, name) values ($1, 1, 'Dva')
          returning id`,
          [b],
        )
      ).id!;
      const second = (
        await one(
          `insert into locations (business_id, number, name) values ($1, 2, 'Novi Sad')
          returning id`,
          [b],
        )
      ).id!;
      const e = (
        await one(
          `insert into employees (business_id, name, code, slug)
          values ($1, 'Ana', 'a1', 'ana') returning id`,
          [b],
        )
      ).id!;
      // Before 0020 the roll-up had no location: 3 touches and 1 clickout in one hour, 2 of the
      // touches and the clickout at the second location.
      const hour = '2026-11-20T09:00:00Z';
      await client.query(
        `insert into touches (business_id, employee_id, location_id, visitor_key, created_at)
         values ($1, $2, $3, 'v1', $5), ($1, $2, $4, 'v2', $5), ($1, $2, $4, 'v3', $5)`,
        [b, e, first, second, hour],
      );
      await client.query(
        `insert into clickouts (business_id, employee_id, location_id, visitor_key, created_at)
         values ($1, $2, $3, 'v2', $4)`,
        [b, e, second, hour],
      );
      await client.query(
        `insert into stats_hourly (business_id, employee_id, hour, touches, clickouts, self_confirms)
         values ($1, $2, $3, 3, 1, 1)`,
        [b, e, hour],
      );

      await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });

      const { rows } = await client.query(
        `select location_id, touches, clickouts, self_confirms from stats_location_hourly
         where business_id = $1 order by touches`,
        [b],
      );
      expect(rows).toEqual([
        { location_id: first, touches: 1, clickouts: 0, self_confirms: 1 },
        { location_id: second, touches: 2, clickouts: 1, self_confirms: 0 },
      ]);
      const hourly = await client.query(
        `select location_id, touches, clickouts from stats_hourly where business_id = $1
         order by touches`,
        [b],
      );
      expect(hourly.rows).toEqual([
        { location_id: first, touches: 1, clickouts: 0 },
        { location_id: second, touches: 2, clickouts: 1 },
      ]);
      expect(
        await one(
          `select touches, clickouts, self_confirms from stats_business_hourly
          where business_id = $1`,
          [b],
        ),
      ).toEqual({ touches: 3, clickouts: 1, self_confirms: 1 });
      expect(
        await one(`select touches, clickouts from stats_employee_daily where business_id = $1`, [
          b,
        ]),
      ).toEqual({ touches: 3, clickouts: 1 });
    } finally {
      await db.close();
    }
  });
});
