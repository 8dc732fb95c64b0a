// Migrations 0034-0035 on a database of before: a failed sync job recorded with only its English
// reason gets the catalogue key the web app words it by, so nothing reads the sentence back.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../lib/paths';
import { migrationsBefore } from '../../test/migrations-before';
import { openDatabase, type DatabaseHandle } from './client';

const FIRST_WITH_ERROR_KEY = 34;

let handle: DatabaseHandle | undefined;
const dirs: string[] = [];
afterAll(async () => {
  await handle?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the sync error key migrations', () => {
  it('give each failed job the key of its stored reason, and an unknown one the general words', async () => {
    const before = migrationsBefore(FIRST_WITH_ERROR_KEY);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rt-sync-key-db-'));
    dirs.push(before, dataDir);
    handle = await openDatabase({ dataDir });
    if (handle.engine.kind !== 'pglite') throw new Error('expected PGlite');
    const client = handle.engine.client;
    await migrate(drizzle(client), { migrationsFolder: before });
    const { rows } = await client.query<{ id: string }>(
      `insert into businesses (name, slug, email) values ('Salon', 'salon', 'a@example.com') returning id`,
    );
    const businessId = rows[0]!.id;
    const failed = async (error: string | null) =>
      (
        await client.query<{ id: string }>(
          `insert into sync_jobs (business_id, kind, status, error) values ($1, 'places_api', $2, $3) returning id`,
          [businessId, error ? 'failed' : 'succeeded', error],
        )
      ).rows[0]!.id;
    const ids = {
      unavailable: await failed('Sync Failed: Google is unavailable'),
      expired: await failed(
        'Sync Failed: Your Google integration has expired. Please reconnect to continue syncing reviews.',
      ),
      other: await failed('Sync Failed: something nobody foresaw'),
      fine: await failed(null),
    };
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
    const keyOf = async (id: string) =>
      (
        await client.query<{ error_key: string | null }>(
          'select error_key from sync_jobs where id = $1',
          [id],
        )
      ).rows[0]!.error_key;
    expect(await keyOf(ids.unavailable)).toBe('settings.google.sync.unavailable');
    expect(await keyOf(ids.expired)).toBe('messages.googleExpired');
    expect(await keyOf(ids.other)).toBe('settings.google.sync.failedNoDetail');
    expect(await keyOf(ids.fine)).toBeNull();
  });
});
