// Group commit through the routes: many concurrent visitors share statements, and still every
// answer matches what was stored: each 2xx is one row, each failure is a 503 and no row.
import { inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { activityEvents, clickouts, statsHourly, touches } from '../../db/schema';
import { useTestApp } from '../../../test/build-test-app';
import { testDriver } from '../../../test/engines';
import { createBusiness, createEmployee } from '../../../test/factories';
import { createActivityListener, type ActivityNotice } from '../realtime/activity-listener';
import { funnelWriter } from './public.repository';
import { PHONE } from '../../../test/visitors';

const app = useTestApp();

let visitors = 0;
/** A distinct visitor per call: another address. */
const nextIp = () => {
  visitors++;
  return `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}`;
};
const get = (url: string, ip = nextIp()) =>
  app.inject({ method: 'GET', url, remoteAddress: ip, headers: { 'user-agent': PHONE } });

const FIRST_NAMES = ['Ana', 'Bojan', 'Vesna', 'Goran', 'Dragana'];

async function team(size: number) {
  const db = app.database.db;
  const business = await createBusiness(db, { googlePlaceId: 'ChIJN1t_tDeuEmsRUsoyG83frY4' });
  const members = [];
  for (let i = 0; i < size; i++) {
    members.push(await createEmployee(db, business, { name: `${FIRST_NAMES[i]} Petrović` }));
  }
  return members;
}

/** Rows stored for these employees, per table, and the roll-up's sums. */
async function stored(employeeIds: string[]) {
  const db = app.database.db;
  const count = async (table: typeof touches | typeof clickouts | typeof activityEvents) =>
    (await db.select({ id: table.id }).from(table).where(inArray(table.employeeId, employeeIds)))
      .length;
  const [sums] = await db
    .select({
      touches: sql<number>`coalesce(sum(${statsHourly.touches}), 0)::int`,
      clickouts: sql<number>`coalesce(sum(${statsHourly.clickouts}), 0)::int`,
    })
    .from(statsHourly)
    .where(inArray(statsHourly.employeeId, employeeIds));
  return {
    touches: await count(touches),
    clickouts: await count(clickouts),
    events: await count(activityEvents),
    rollupTouches: sums!.touches,
    rollupClickouts: sums!.clickouts,
  };
}

describe('group commit of touches and clickouts', () => {
  it('records 200 concurrent distinct touches exactly once each and answers each with its own page', async () => {
    const members = await team(5);
    const before = funnelWriter(app.database).stats();
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => get(`/e/${members[i % 5]!.slug}`)),
    );
    responses.forEach((res, i) => {
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<p>${FIRST_NAMES[i % 5]} thanks you for your visit.</p>`);
      for (const other of FIRST_NAMES.filter((_, k) => k !== i % 5)) {
        expect(res.body).not.toContain(other);
      }
    });
    expect(await stored(members.map((m) => m.id))).toEqual({
      touches: 200,
      clickouts: 0,
      events: 200,
      rollupTouches: 200,
      rollupClickouts: 0,
    });
    // The requests did share statements.
    const after = funnelWriter(app.database).stats();
    expect(after.events - before.events).toBe(200);
    expect(after.batches - before.batches).toBeLessThan(200);
  });

  it('announces every event of concurrent touches and clickouts exactly once', async () => {
    const members = await team(3);
    const heard: ActivityNotice[] = [];
    const listener = createActivityListener(
      app.database,
      { onNotice: (notice) => heard.push(notice), onGap: () => {} },
      app.log,
    );
    await listener.start();
    try {
      const ips = Array.from({ length: 60 }, () => nextIp());
      const responses = await Promise.all([
        ...ips.map((ip, i) => get(`/e/${members[i % 3]!.slug}`, ip)),
        ...ips.map((ip, i) => get(`/e/${members[i % 3]!.slug}/review`, ip)),
      ]);
      expect(responses.map((res) => res.statusCode).sort()).toEqual([
        ...Array<number>(60).fill(200),
        ...Array<number>(60).fill(302),
      ]);
      const ids = members.map((m) => m.id);
      const events = await app.database.db
        .select({ id: activityEvents.id })
        .from(activityEvents)
        .where(inArray(activityEvents.employeeId, ids))
        .orderBy(activityEvents.id);
      expect(events).toHaveLength(120);
      const ours = () => heard.filter((notice) => ids.includes(notice.employeeId ?? ''));
      for (let i = 0; i < 200 && ours().length < 120; i++) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(ours().map((notice) => notice.id)).toEqual(events.map((event) => event.id));
      expect(ours().every((n) => n.businessId === members[0]!.businessId)).toBe(true);
    } finally {
      await listener.stop();
    }
  });

  it('answers 503 to every request of a failed batch and stores exactly the 2xx answers', async () => {
    const members = await team(2);
    const [good, poison] = members;
    const db = app.database.db;
    await db.execute(
      sql.raw(
        `alter table touches add constraint rt_test_poison check (employee_id <> '${poison!.id}')`,
      ),
    );
    let responses;
    try {
      responses = await Promise.all(
        Array.from({ length: 60 }, (_, i) => get(`/e/${(i % 4 === 3 ? poison : good)!.slug}`)),
      );
    } finally {
      await db.execute(sql`alter table touches drop constraint rt_test_poison`);
    }
    responses.forEach((res, i) => {
      expect([200, 503]).toContain(res.statusCode);
      if (i % 4 === 3) expect(res.statusCode).toBe(503);
    });
    const failed = responses.filter((res) => res.statusCode === 503);
    expect(failed[0]!.body).toContain('Please try again');
    expect(failed[0]!.headers['retry-after']).toBe('5');
    // The good requests batched with a poisoned one failed with it.
    expect(failed.length).toBeGreaterThan(15);

    const after = await Promise.all(Array.from({ length: 20 }, () => get(`/e/${poison!.slug}`)));
    expect(after.every((res) => res.statusCode === 200)).toBe(true);
    const ok = [...responses, ...after].filter((res) => res.statusCode === 200).length;
    expect(await stored(members.map((m) => m.id))).toMatchObject({
      touches: ok,
      events: ok,
      rollupTouches: ok,
    });
  });

  it.runIf(testDriver() === 'postgres')(
    'answers 503 when the database connection dies mid-batch, and loses nothing it acknowledged',
    async () => {
      const members = await team(2);
      const engine = app.database.engine;
      if (engine.kind !== 'postgres') return;
      const admin = new pg.Client(engine.pool.options);
      await admin.connect();
      const blocker = new pg.Client(engine.pool.options);
      await blocker.connect();
      try {
        // Hold the batch inside its statement, before its commit, then kill its connection.
        await blocker.query('begin');
        await blocker.query('lock table touches in share mode');
        const pending = Promise.all(
          Array.from({ length: 80 }, (_, i) => get(`/e/${members[i % 2]!.slug}`)),
        );
        const waiting = `select pid from pg_stat_activity where datname = current_database()
          and wait_event_type = 'Lock' and pid <> pg_backend_pid()`;
        for (let i = 0; i < 500 && (await admin.query(waiting)).rowCount === 0; i++) {
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        const killed = await admin.query(`select pg_terminate_backend(pid) from (${waiting}) w`);
        expect(killed.rowCount).toBeGreaterThan(0);
        await blocker.query('rollback');
        const responses = await pending;
        const codes = responses.map((res) => res.statusCode);
        expect(codes.every((code) => code === 200 || code === 503)).toBe(true);
        expect(codes).toContain(503);
        const ok = codes.filter((code) => code === 200).length;

        const after = await Promise.all(
          Array.from({ length: 10 }, () => get(`/e/${members[0]!.slug}`)),
        );
        expect(after.every((res) => res.statusCode === 200)).toBe(true);
        expect(await stored(members.map((m) => m.id))).toMatchObject({
          touches: ok + 10,
          events: ok + 10,
          rollupTouches: ok + 10,
        });
      } finally {
        await blocker.end();
        await admin.end();
      }
    },
  );
});
