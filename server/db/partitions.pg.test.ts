// The funnel's monthly partitions on PostgreSQL (migration 0016, server/db/partitions.ts): months
// are made ahead, old ones detached by the retention setting, and traffic on both sides of a
// partition boundary is read back whole by every dashboard, export and the activity feed. A
// month boundary cannot be waited for, so the test splits the current month's partitions at a
// moment two seconds ahead and sends visitors before and after it.
import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { signUpManager } from '../../test/auth-helpers';
import { createEmployee } from '../../test/factories';
import { PHONE } from '../../test/visitors';
import { businesses } from './schema';
import { maintainPartitions, PARTITIONED_TABLES } from './partitions';

const app = useTestApp();

const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await app.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const partitionsOf = async (table: string) =>
  (
    await rows<{ name: string }>(
      sql`select c.relname::text as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
          where i.inhparent = ${table}::regclass order by 1`,
    )
  ).map((r) => r.name);

const monthOf = (table: string, date: Date) =>
  `${table}_y${date.getUTCFullYear()}m${String(date.getUTCMonth() + 1).padStart(2, '0')}`;

describe.runIf(onPostgres)('monthly partitions of the funnel tables (PostgreSQL)', () => {
  it('are made three months ahead, once, however often maintenance runs', async () => {
    const later = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 5, 15));
    const first = await maintainPartitions(app.database, { now: later });
    expect(first.created).toContain(monthOf('touches', later));
    expect(first.created).toContain(
      monthOf('activity_events', new Date(Date.UTC(later.getUTCFullYear(), 8, 1))),
    );
    expect(first.created).toHaveLength(4 * PARTITIONED_TABLES.length);
    expect(await maintainPartitions(app.database, { now: later })).toEqual({
      created: [],
      detached: [],
    });
  });

  it('detach the months that fell out of FUNNEL_RETENTION_MONTHS and keep their rows', async () => {
    const longAgo = new Date(Date.UTC(new Date().getUTCFullYear() - 2, 0, 10));
    await maintainPartitions(app.database, { now: longAgo });
    const old = monthOf('touches', longAgo);
    expect(await partitionsOf('touches')).toContain(old);

    const { detached } = await maintainPartitions(app.database, { retentionMonths: 12 });
    expect(detached).toContain(old);
    expect(detached).not.toContain(monthOf('touches', new Date()));
    expect(await partitionsOf('touches')).not.toContain(old);
    const [table] = await rows<{ partition: boolean }>(
      sql`select relispartition as partition from pg_class where relname = ${old}`,
    );
    expect(table).toEqual({ partition: false });
  });

  it('lose nothing across a boundary: every dashboard, export and the feed count both sides', async () => {
    const manager = await signUpManager(app);
    const db = app.database.db;
    await db
      .update(businesses)
      .set({ googlePlaceId: 'ChIJN1t_tDeuEmsRUsoyG83frY4' })
      .where(eq(businesses.id, manager.businessId));
    const [business] = await db
      .select()
      .from(businesses)
      .where(eq(businesses.id, manager.businessId));
    const milica = await createEmployee(db, business!, { name: 'Milica Petrović' });

    const [{ boundary }] = (await rows<{ boundary: string }>(
      sql`select to_char((now() + interval '2 seconds') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as boundary`,
    )) as [{ boundary: string }];
    const now = new Date();
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
    const nextMonth = new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1),
    ).toISOString();
    for (const table of PARTITIONED_TABLES) {
      const current = monthOf(table, now);
      await db.execute(sql.raw(`alter table ${table} detach partition ${current}`));
      await db.execute(sql.raw(`alter table ${current} rename to ${current}_old`));
      await db.execute(
        sql.raw(
          `create table ${table}_before partition of ${table} for values from ('${monthStart}') to ('${boundary}')`,
        ),
      );
      await db.execute(
        sql.raw(
          `create table ${table}_after partition of ${table} for values from ('${boundary}') to ('${nextMonth}')`,
        ),
      );
      // Rows other tests of this file wrote this month go back where the split puts them.
      await db.execute(
        sql.raw(`insert into ${table} overriding system value select * from ${current}_old`),
      );
    }

    let visitor = 0;
    const visit = async () => {
      visitor += 1;
      const from = { remoteAddress: `198.51.100.${visitor}`, headers: { 'user-agent': PHONE } };
      expect((await app.inject({ url: `/e/${milica.slug}`, ...from })).statusCode).toBe(200);
      expect((await app.inject({ url: `/e/${milica.slug}/review`, ...from })).statusCode).toBe(302);
    };
    await visit();
    await visit();
    while (Date.now() < Date.parse(boundary) + 200) await new Promise((r) => setTimeout(r, 100));
    await visit();
    await visit();
    await visit();

    for (const table of ['touches', 'clickouts']) {
      const sides = await rows<{ side: string; n: number }>(
        sql.raw(`select tableoid::regclass::text as side, count(*)::int as n from ${table}
          where business_id = '${manager.businessId}' group by 1 order by 1`),
      );
      expect(sides).toEqual([
        { side: `${table}_after`, n: 3 },
        { side: `${table}_before`, n: 2 },
      ]);
    }

    const get = async (url: string) => {
      const response = await app.inject({ url, headers: { cookie: manager.cookie } });
      expect(response.statusCode, url).toBe(200);
      return response;
    };
    const overview = (await get('/api/analytics/overview?range=24h')).json();
    expect([overview.touches, overview.clickouts]).toEqual([5, 5]);
    const series = (await get('/api/analytics/timeseries?range=24h')).json() as {
      points: { touches: number; clickouts: number }[];
    };
    expect(series.points.reduce((n, p) => n + p.touches, 0)).toBe(5);
    expect(series.points.reduce((n, p) => n + p.clickouts, 0)).toBe(5);
    const hourly = (await get('/api/analytics/hourly?range=24h')).json() as {
      hours: { touches: number }[];
    };
    expect(hourly.hours.reduce((n, h) => n + h.touches, 0)).toBe(5);
    const staff = (await get('/api/analytics/employees?range=24h')).json();
    expect(staff.items).toEqual([
      expect.objectContaining({ employeeId: milica.id, touches: 5, clickouts: 5 }),
    ]);
    const board = (await get('/api/analytics/leaderboard?range=24h')).json();
    expect(board.items.map((i: { employeeId: string }) => i.employeeId)).toContain(milica.id);

    const csv = async (path: string) =>
      parse((await get(`/api/exports/${path}`)).rawPayload, { bom: true }) as string[][];
    const [, employeeRow] = await csv('employees.csv?range=24h');
    expect(employeeRow!.slice(2, 4)).toEqual(['5', '5']);
    const activity = (await csv('activity.csv?range=24h')).slice(1);
    expect(activity.filter((row) => row.includes('touch'))).toHaveLength(5);
    expect(activity.filter((row) => row.includes('clickout'))).toHaveLength(5);

    const feed = (await get('/api/activity?limit=50')).json() as { items: { type: string }[] };
    expect(feed.items.filter((e) => e.type === 'touch')).toHaveLength(5);
    expect(feed.items.filter((e) => e.type === 'clickout')).toHaveLength(5);
  });
});
