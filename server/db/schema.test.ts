// The committed migrations must build exactly the tables the Drizzle schema declares: a schema
// change without `npm run db:generate` fails here.
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-databases';
import { readCatalogue, type Catalogue } from '../../test/catalogue';
import type { DatabaseHandle } from './client';
import * as schema from './schema';

let database: DatabaseHandle;
let catalogue: Catalogue;

beforeAll(async () => {
  database = await openTestDatabase();
  catalogue = await readCatalogue(database.db);
});
afterAll(() => database.close());

const tables = Object.values(schema as Record<string, unknown>)
  .filter((value): value is PgTable => value instanceof PgTable)
  .map((table) => getTableConfig(table));

describe('migrations', () => {
  it('create every table of docs/http-api.md', () => {
    const names = new Set(catalogue.columns.map((line) => line.split('.')[0]));
    expect([...names].sort()).toEqual(
      [
        'activity_events',
        'alert_mails',
        'auth_tokens',
        'auth_users',
        'businesses',
        'clickouts',
        'digest_mails',
        'display_links',
        'employee_credentials',
        'employee_locations',
        'employees',
        'invites',
        'locations',
        'notification_reads',
        'notification_settings',
        'request_opt_outs',
        'review_requests',
        'reviews',
        'self_confirm_quotas',
        'self_confirmations',
        'sessions',
        'sign_in_throttles',
        'stats_business_hourly',
        'stats_employee_daily',
        'stats_hourly',
        'stats_location_hourly',
        'sync_jobs',
        'touches',
        'user_locations',
        'users',
        'visit_keys',
        'visits',
      ].sort(),
    );
  });

  it('match the Drizzle schema column for column', () => {
    const inDatabase = catalogue.columns.map((line) => line.split(' ')[0]).sort();
    const inSchema = tables.flatMap((t) => t.columns.map((c) => `${t.name}.${c.name}`)).sort();
    expect(inDatabase).toEqual(inSchema);
  });

  it('create every index and check the schema declares', () => {
    const indexNames = catalogue.indexes.map((line) => /INDEX (\S+) ON/.exec(line)?.[1]);
    const constraintNames = catalogue.constraints.map((line) => line.split(' ')[1]);
    for (const table of tables) {
      for (const index of table.indexes) expect(indexNames).toContain(index.config.name);
      for (const check of table.checks) expect(constraintNames).toContain(check.name);
    }
  });
});
