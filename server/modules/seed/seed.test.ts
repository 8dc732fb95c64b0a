import { randomUUID } from 'node:crypto';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import {
  activityEvents,
  businesses,
  clickouts,
  employeeCredentials,
  employees,
  reviews,
  selfConfirmations,
  touches,
} from '../../db/schema';
import { buildTestApp, useTestApp } from '../../../test/build-test-app';
import {
  employeeWithCredentials,
  promoteToAdmin,
  signInEmployee,
  signUpManager,
} from '../../../test/auth-helpers';
import { createEmployee } from '../../../test/factories';
import { seedJob, seedJobView } from './seed-jobs';

const app = useTestApp();

type Caller = { cookie: string };
const start = (caller: Caller) =>
  app.inject({ method: 'POST', url: '/api/admin/seed', headers: caller, payload: {} });

/** Starts a run and follows its job until it ends, as the settings screen does. */
async function seed(caller: Caller) {
  const res = await start(caller);
  expect(res.statusCode).toBe(202);
  const { jobId } = res.json();
  for (;;) {
    const job = (await app.inject({ url: `/api/admin/seed/${jobId}`, headers: caller })).json();
    if (job.status === 'succeeded' || job.status === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const countOf = async (table: typeof touches | typeof clickouts, businessId: string) =>
  (
    await app.database.db.select({ n: count() }).from(table).where(eq(table.businessId, businessId))
  )[0]!.n;

async function rollup(businessId: string) {
  const result = (await app.database.db.execute(sql`
    select coalesce(sum(touches), 0)::int as touches, coalesce(sum(clickouts), 0)::int as clickouts,
      coalesce(sum(self_confirms), 0)::int as self_confirms
    from stats_hourly where business_id = ${businessId}`)) as unknown as {
    rows: { touches: number; clickouts: number; self_confirms: number }[];
  };
  return result.rows[0]!;
}

describe('POST /api/admin/seed', () => {
  it('fills the business with employees, 30 days of funnel and attributed reviews', async () => {
    const manager = await signUpManager(app);
    const job = await seed(manager);
    expect(job).toMatchObject({ status: 'succeeded' });
    expect(job.processed).toBe(job.total);
    const db = app.database.db;
    const staff = await db
      .select()
      .from(employees)
      .where(and(eq(employees.businessId, manager.businessId), isNull(employees.deletedAt)));
    expect(staff).toHaveLength(6);
    expect(job.summary.employeesAdded).toBe(6);
    const credentials = await db
      .select({ n: count() })
      .from(employeeCredentials)
      .innerJoin(employees, eq(employees.id, employeeCredentials.employeeId))
      .where(eq(employees.businessId, manager.businessId));
    expect(credentials[0]!.n).toBe(0);

    const touchCount = await countOf(touches, manager.businessId);
    const clickoutCount = await countOf(clickouts, manager.businessId);
    expect(touchCount).toBeGreaterThan(150);
    expect(clickoutCount).toBeGreaterThan(40);
    expect(clickoutCount).toBeLessThan(touchCount);
    expect(job.summary).toMatchObject({ touches: touchCount, clickouts: clickoutCount });
    const oldest = await db.execute(
      sql`select min(created_at) as oldest, max(created_at) as newest from touches
          where business_id = ${manager.businessId}`,
    );
    const span = (oldest as unknown as { rows: { oldest: string; newest: string }[] }).rows[0]!;
    expect(new Date(span.newest).getTime()).toBeLessThanOrEqual(Date.now());
    expect(Date.now() - new Date(span.oldest).getTime()).toBeGreaterThan(20 * 86_400_000);

    const seeded = await db
      .select()
      .from(reviews)
      .where(eq(reviews.businessId, manager.businessId));
    expect(seeded.length).toBeGreaterThanOrEqual(35);
    const types = new Set(seeded.map((r) => r.matchType));
    expect(types).toContain('name_match');
    expect(types).toContain('self_confirmed');
    expect(types).toContain('unmatched');
    expect(seeded.some((r) => r.language === 'sr') && seeded.some((r) => r.language === 'en')).toBe(
      true,
    );
    const confirmations = await db
      .select()
      .from(selfConfirmations)
      .where(eq(selfConfirmations.businessId, manager.businessId));
    expect(confirmations.length).toBeGreaterThan(0);
    expect(confirmations.some((c) => c.reviewId !== null)).toBe(true);

    const events = await db
      .select({ type: activityEvents.type, n: count() })
      .from(activityEvents)
      .where(eq(activityEvents.businessId, manager.businessId))
      .groupBy(activityEvents.type);
    const byType = Object.fromEntries(events.map((e) => [e.type, e.n]));
    expect(byType).toMatchObject({
      touch: touchCount,
      clickout: clickoutCount,
      self_confirm: confirmations.length,
      review: seeded.length,
      employee_added: 6,
    });

    // Demo reviews are not a Google import: the connection stays as it was.
    const [business] = await db
      .select()
      .from(businesses)
      .where(eq(businesses.id, manager.businessId));
    expect(business).toMatchObject({ connectionType: 'disconnected', googleLastSyncedAt: null });
  });

  it('keeps stats_hourly exactly equal to the raw rows, also when run twice', async () => {
    const manager = await signUpManager(app);
    await createEmployee(app.database.db, { id: manager.businessId }, { name: 'Milica Jovanović' });
    await seed(manager);
    const second = await seed(manager);
    expect(second.status).toBe('succeeded');
    expect(second.summary.employeesAdded).toBe(0);
    const staff = await app.database.db
      .select({ name: employees.name })
      .from(employees)
      .where(eq(employees.businessId, manager.businessId));
    expect(staff).toHaveLength(6);
    expect(new Set(staff.map((s) => s.name.toLowerCase())).size).toBe(6);

    const sums = await rollup(manager.businessId);
    expect(sums.touches).toBe(await countOf(touches, manager.businessId));
    expect(sums.clickouts).toBe(await countOf(clickouts, manager.businessId));
    const [confirmations] = await app.database.db
      .select({ n: count() })
      .from(selfConfirmations)
      .where(eq(selfConfirmations.businessId, manager.businessId));
    expect(sums.self_confirms).toBe(confirmations!.n);
    // Per hour too, not just in total.
    const drift = (await app.database.db.execute(sql`
      select count(*)::int as n from (
        select employee_id, date_trunc('hour', created_at, 'UTC') as hour, count(*)::int as raw
        from touches where business_id = ${manager.businessId} group by 1, 2
      ) r full join (select employee_id, hour, touches from stats_hourly
        where business_id = ${manager.businessId} and touches > 0) s
        using (employee_id, hour)
      where r.raw is distinct from s.touches`)) as unknown as { rows: { n: number }[] };
    expect(drift.rows[0]!.n).toBe(0);
  });

  it("writes only into the caller's business", async () => {
    const other = await signUpManager(app);
    const manager = await signUpManager(app);
    await seed(manager);
    expect(await countOf(touches, other.businessId)).toBe(0);
    expect(await countOf(clickouts, other.businessId)).toBe(0);
    const otherStaff = await app.database.db
      .select({ n: count() })
      .from(employees)
      .where(eq(employees.businessId, other.businessId));
    expect(otherStaff[0]!.n).toBe(0);
    expect(await rollup(other.businessId)).toEqual({ touches: 0, clickouts: 0, self_confirms: 0 });
  });

  it("hides another business's job", async () => {
    const owner = await signUpManager(app);
    const stranger = await signUpManager(app);
    const res = await start(owner);
    const { jobId } = res.json();
    const peek = await app.inject({ url: `/api/admin/seed/${jobId}`, headers: stranger });
    expect(peek.statusCode).toBe(404);
    await seedDone(owner, jobId);
  });

  it('reports a failed run without its internal reason', async () => {
    const owner = await signUpManager(app);
    // A run whose business is gone by the time it starts fails inside the engine.
    const jobId = await app.jobs.send(seedJob, { businessId: randomUUID() });
    await app.jobs.idle();
    const gone = await seedJobView(app.jobs, owner.businessId, jobId!);
    expect(gone).toBeNull(); // another business's job, as far as this owner is concerned
    const job = await app.jobs.find(seedJob, jobId!);
    expect(job?.status).toBe('failed');
    const view = await seedJobView(app.jobs, job!.payload.businessId, jobId!);
    expect(view).toEqual({
      jobId,
      status: 'failed',
      processed: 0,
      total: 0,
      error: 'The demo data could not be added.',
    });
  });

  it('refuses a second run of the same business while one waits or runs', async () => {
    // A process that only queues (JOB_WORKERS=off): the first run is still waiting when the
    // second request comes, whatever the machine's speed.
    const queueOnly = await buildTestApp({ env: { JOB_WORKERS: 'off' } });
    try {
      const manager = await signUpManager(queueOnly);
      const post = () =>
        queueOnly.inject({ method: 'POST', url: '/api/admin/seed', headers: manager, payload: {} });
      const answers = await Promise.all([post(), post()]);
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses).toEqual([202, 409]);
      const accepted = answers.find((a) => a.statusCode === 202)!.json();
      const refused = answers.find((a) => a.statusCode === 409)!.json();
      expect(refused).toMatchObject({
        error: {
          key: expect.any(String),
          code: 'CONFLICT',
          message: 'Demo data is already being added to this business.',
        },
        job: { jobId: accepted.jobId, status: 'queued' },
      });
    } finally {
      await queueOnly.close();
    }
  });

  it('refuses employees with 403', async () => {
    const manager = await signUpManager(app);
    const { username, password } = await employeeWithCredentials(app, manager.businessId);
    const employee = await signInEmployee(app, username, password);
    const res = await start({ cookie: employee.cookie });
    expect(res.statusCode).toBe(403);
    const status = await app.inject({
      url: '/api/admin/seed/status',
      headers: { cookie: employee.cookie },
    });
    expect(status.json()).toEqual({ allowed: false });
  });

  it('allows managers outside production and says so', async () => {
    const manager = await signUpManager(app);
    const status = await app.inject({ url: '/api/admin/seed/status', headers: manager });
    expect(status.json()).toEqual({ allowed: true });
    const res = await start(manager);
    expect(res.statusCode).toBe(202);
    await seedDone(manager, res.json().jobId);
  });
});

async function seedDone(caller: Caller, jobId: string) {
  for (;;) {
    const job = (await app.inject({ url: `/api/admin/seed/${jobId}`, headers: caller })).json();
    if (job.status !== 'queued' && job.status !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('POST /api/admin/seed in production', () => {
  let prod: App;
  beforeAll(async () => {
    prod = await buildTestApp({
      env: {
        NODE_ENV: 'production',
        APP_SECRET: 'production-secret-production-secret-0123',
        PUBLIC_URL: 'https://reviews.example.com',
      },
    });
  });
  afterAll(() => prod.close());

  it('refuses managers and lets admins seed', async () => {
    const manager = await signUpManager(prod);
    const refused = await prod.inject({
      method: 'POST',
      url: '/api/admin/seed',
      headers: manager,
      payload: {},
    });
    expect(refused.statusCode).toBe(403);
    const business = await prod.inject({ url: '/api/business', headers: manager });
    expect(business.json().canSeed).toBe(false);

    await promoteToAdmin(prod, manager.session.user.id);
    const accepted = await prod.inject({
      method: 'POST',
      url: '/api/admin/seed',
      headers: manager,
      payload: {},
    });
    expect(accepted.statusCode).toBe(202);
    const status = await prod.inject({ url: '/api/admin/seed/status', headers: manager });
    expect(status.json()).toEqual({ allowed: true });
    let job = accepted.json();
    while (job.status === 'queued' || job.status === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 25));
      job = (await prod.inject({ url: `/api/admin/seed/${job.jobId}`, headers: manager })).json();
    }
    expect(job.status).toBe('succeeded');
  });
});
