// Migrations 0026-0027 on a database of before: each business's owner is the member who opened it
// (the member whose address is the business's), so that member may still rejoin it by id; a
// business whose opener has left has no owner, and nobody may rejoin it by an address.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../lib/paths';
import { migrationsBefore } from '../../test/migrations-before';
import { openDatabase, type DatabaseHandle } from './client';

const FIRST_WITH_OWNER = 26;

let handle: DatabaseHandle | undefined;
const dirs: string[] = [];
afterAll(async () => {
  await handle?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the business owner migrations', () => {
  it('make the member who opened each business its owner, and nobody else', async () => {
    const before = migrationsBefore(FIRST_WITH_OWNER);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rt-owner-db-'));
    dirs.push(before, dataDir);
    handle = await openDatabase({ dataDir });
    if (handle.engine.kind !== 'pglite') throw new Error('expected PGlite');
    const client = handle.engine.client;
    await migrate(drizzle(client), { migrationsFolder: before });

    const insertBusiness = async (slug: string, email: string) =>
      (
        await client.query<{ id: string }>(
          `insert into businesses (name, slug, email) values ($1, $1, $2) returning id`,
          [slug, email],
        )
      ).rows[0]!.id;
    const insertMember = async (email: string, role: string, businessId: string | null) => {
      const auth = (
        await client.query<{ id: string }>(
          `insert into auth_users (email) values ($1) returning id`,
          [email],
        )
      ).rows[0]!.id;
      return (
        await client.query<{ id: string }>(
          `insert into users (auth_user_id, email, role, business_id) values ($1, $2, $3, $4)
           returning id`,
          [auth, email, role, businessId],
        )
      ).rows[0]!.id;
    };
    const kept = await insertBusiness('salon-kept', 'Owner@Salon.rs');
    const owner = await insertMember('owner@salon.rs', 'admin', kept);
    await insertMember('manager@salon.rs', 'manager', kept);
    const left = await insertBusiness('salon-left', 'gone@salon.rs');
    await insertMember('gone@salon.rs', 'manager', null);
    await insertMember('other@salon.rs', 'manager', left);

    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
    const owners = (
      await client.query<{ slug: string; owner_user_id: string | null }>(
        `select slug, owner_user_id from businesses order by slug`,
      )
    ).rows;
    expect(owners).toEqual([
      { slug: 'salon-kept', owner_user_id: owner },
      { slug: 'salon-left', owner_user_id: null },
    ]);
  });
});
