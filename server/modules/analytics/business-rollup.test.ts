// stats_business_hourly and stats_employee_daily are kept by triggers on stats_hourly (migration
// 0006): whatever writes the per-employee hourly roll-up (the funnel's batch statement, a
// self-confirmation, demo seeding, a plain insert or upsert), the per-business roll-up must equal
// its sums hour by hour, and the per-employee daily one its sums per employee and UTC day.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp } from '../../../test/build-test-app';
import { createBusiness, createEmployee } from '../../../test/factories';
import { phoneUserAgent } from '../../../test/visitors';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

interface HourRow {
  business_id: string;
  hour: string;
  touches: number;
  clickouts: number;
  self_confirms: number;
}

interface DayRow extends Omit<HourRow, 'business_id' | 'hour'> {
  employee_id: string;
  day: string;
}

async function rows<T = HourRow>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await app.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Both roll-ups of a business, as comparable rows. */
async function rollups(businessId: string) {
  const perEmployee = await rows(sql`
    select business_id, hour::text as hour, sum(touches)::int as touches,
      sum(clickouts)::int as clickouts, sum(self_confirms)::int as self_confirms
    from stats_hourly where business_id = ${businessId} group by 1, 2 order by 2`);
  const perBusiness = await rows(sql`
    select business_id, hour::text as hour, touches, clickouts, self_confirms
    from stats_business_hourly where business_id = ${businessId} order by 2`);
  const dailyFromHourly = await rows<DayRow>(sql`
    select employee_id,
      to_char(date_trunc('day', hour, 'UTC') at time zone 'UTC', 'YYYY-MM-DD') as day,
      sum(touches)::int as touches,
      sum(clickouts)::int as clickouts, sum(self_confirms)::int as self_confirms
    from stats_hourly where business_id = ${businessId} group by 1, 2 order by 1, 2`);
  const daily = await rows<DayRow>(sql`
    select employee_id, to_char(day at time zone 'UTC', 'YYYY-MM-DD') as day, touches,
      clickouts, self_confirms
    from stats_employee_daily where business_id = ${businessId} order by 1, 2`);
  return { perEmployee, perBusiness, daily, dailyFromHourly };
}

async function newBusiness() {
  const db = app.database.db;
  const business = await createBusiness(db, { googlePlaceId: 'ChIJN1t_tDeuEmsRUsoyG83frY4' });
  const staff = [await createEmployee(db, business), await createEmployee(db, business)];
  return { business, staff };
}

describe('the roll-ups kept from stats_hourly', () => {
  it('equals the per-employee roll-up after touches, clickouts and a confirmation', async () => {
    const { business, staff } = await newBusiness();
    for (let visitor = 0; visitor < 6; visitor++) {
      const slug = staff[visitor % 2]!.slug;
      const headers = { 'user-agent': phoneUserAgent(visitor) };
      const remoteAddress = `198.51.100.${visitor + 1}`;
      await app.inject({ url: `/e/${slug}`, headers, remoteAddress });
      if (visitor % 3 === 0) await app.inject({ url: `/e/${slug}/review`, headers, remoteAddress });
    }
    const confirm = await app.inject({
      method: 'POST',
      url: `/e/${staff[0]!.slug}/confirm`,
      headers: { 'user-agent': phoneUserAgent(0), 'content-type': 'application/json' },
      remoteAddress: '198.51.100.1',
      payload: { reviewerName: 'Ana K.' },
    });
    expect(confirm.statusCode).toBe(201);

    const { perEmployee, perBusiness, daily, dailyFromHourly } = await rollups(business.id);
    expect(perBusiness).toEqual(perEmployee);
    expect(daily).toEqual(dailyFromHourly);
    expect(daily).toHaveLength(2);
    expect(perBusiness.reduce((sum, row) => sum + row.touches, 0)).toBe(6);
    expect(perBusiness.reduce((sum, row) => sum + row.clickouts, 0)).toBe(2);
    expect(perBusiness.reduce((sum, row) => sum + row.self_confirms, 0)).toBe(1);
  });

  it('adds inserts and upserts of several hours and employees in one statement', async () => {
    const { business, staff } = await newBusiness();
    const [a, b] = staff.map((employee) => employee.id);
    const upsert = (touches: number) => sql`
      insert into stats_hourly as s (business_id, employee_id, hour, touches, clickouts)
      values (${business.id}, ${a}, '2026-10-25 00:00Z', ${touches}, 1),
        (${business.id}, ${b}, '2026-10-25 00:00Z', ${touches}, 0),
        (${business.id}, ${a}, '2026-10-25 01:00Z', ${touches}, 2),
        (${business.id}, ${b}, '2026-10-26 23:00Z', 0, 0)
      on conflict (business_id, employee_id, hour) do update set
        touches = s.touches + excluded.touches, clickouts = s.clickouts + excluded.clickouts`;
    await app.database.db.execute(upsert(3)); // all new rows
    await app.database.db.execute(upsert(4)); // all existing rows
    await app.database.db.execute(
      sql`update stats_hourly set self_confirms = self_confirms + 2 where employee_id = ${b}`,
    );

    const { perEmployee, perBusiness, daily, dailyFromHourly } = await rollups(business.id);
    expect(perBusiness).toEqual(perEmployee);
    expect(daily).toEqual(dailyFromHourly);
    // a: 3 + 4 touches in each of two hours of one day; b: one hour on each of two days, and
    // 2 confirmations added to each of its hours by the plain update.
    const byDay = daily.map(
      (row) => `${row.day} ${row.touches}/${row.clickouts}/${row.self_confirms}`,
    );
    expect(byDay.sort()).toEqual(['2026-10-25 14/6/0', '2026-10-25 7/0/2', '2026-10-26 0/0/2']);
    expect(perBusiness.map((row) => [row.touches, row.clickouts, row.self_confirms])).toEqual([
      [14, 2, 2],
      [7, 4, 0],
      [0, 0, 2],
    ]);
  });
});
