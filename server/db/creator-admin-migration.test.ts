// Migration 0039 on a database of before (docs/decisions/032-creator-is-admin.md): a business with
// no active admin gets one, its owner when still an active member, else its earliest manager;
// businesses that have an admin, employees' logins and deactivated people stay as they were.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../lib/paths';
import { migrationsBefore } from '../../test/migrations-before';
import { openDatabase, type DatabaseHandle } from './client';

const CREATOR_IS_ADMIN = 39;

let handle: DatabaseHandle | undefined;
const dirs: string[] = [];
afterAll(async () => {
  await handle?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the creator-is-admin migration', () => {
  it('gives each business without an active admin its opener, or else its earliest manager', async () => {
    const before = migrationsBefore(CREATOR_IS_ADMIN);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rt-creator-db-'));
    dirs.push(before, dataDir);
    handle = await openDatabase({ dataDir });
    if (handle.engine.kind !== 'pglite') throw new Error('expected PGlite');
    const client = handle.engine.client;
    await migrate(drizzle(client), { migrationsFolder: before });

    const business = async (slug: string) =>
      (
        await client.query<{ id: string }>(
          `insert into businesses (name, slug, email) values ($1, $1, $1 || '@x.rs') returning id`,
          [slug],
        )
      ).rows[0]!.id;
    let minute = 0;
    const member = async (
      email: string,
      role: string,
      businessId: string,
      extra: { active?: boolean; employee?: boolean } = {},
    ) => {
      const auth = (
        await client.query<{ id: string }>(
          `insert into auth_users (email) values ($1) returning id`,
          [email],
        )
      ).rows[0]!.id;
      minute += 1;
      return (
        await client.query<{ id: string }>(
          `insert into users (auth_user_id, email, role, business_id, is_active, is_employee,
             created_at)
           values ($1, $2, $3, $4, $5, $6, '2026-01-01'::timestamptz + make_interval(mins => $7))
           returning id`,
          [auth, email, role, businessId, extra.active ?? true, extra.employee ?? false, minute],
        )
      ).rows[0]!.id;
    };

    const salon = await business('salon');
    const early = await member('early@salon.rs', 'manager', salon);
    const opener = await member('opener@salon.rs', 'manager', salon);
    await client.query(`update businesses set owner_user_id = $1 where id = $2`, [opener, salon]);
    const bakery = await business('bakery');
    await member('gone@bakery.rs', 'manager', bakery, { active: false });
    await member('till@bakery.rs', 'employee', bakery, { employee: true });
    const first = await member('first@bakery.rs', 'manager', bakery);
    await member('second@bakery.rs', 'manager', bakery);
    const garage = await business('garage');
    const admin = await member('admin@garage.rs', 'admin', garage);
    await member('manager@garage.rs', 'manager', garage);

    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
    const admins = (
      await client.query<{ id: string }>(`select id from users where role = 'admin' order by id`)
    ).rows.map((row) => row.id);
    expect(admins.sort()).toEqual([opener, first, admin].sort());
    expect(admins).not.toContain(early);
  });
});
