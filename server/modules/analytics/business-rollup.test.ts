// stats_business_hourly, stats_location_hourly and stats_employee_daily are kept by triggers on
// stats_hourly (migrations 0006, 0023): whatever writes the per-employee hourly roll-up (the funnel's batch statement, a
// self-confirmation, demo seeding, a plain insert or upsert), the per-business roll-up must equal
// its sums hour by hour, the per-location one its sums per location and hour, and the
// per-employee daily one its sums per employee and UTC day.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { createBusiness, createEmployee } from '../../../test/factories';
import { locations } from '../../db/schema';
import { phoneUserAgent } from '../../../test/visitors';
import { firstLocationId } from '../locations/locations.repository';

const app = useTestApp();

interface HourRow {
  business_id: string;
  hour: string;
  touches: number;
  clickouts: number;
  self_confirms: number;
}

interface LocationRow extends Omit<HourRow, 'business_id'> {
  location_id: string;
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
  const byLocationFromHourly = await rows<LocationRow>(sql`
    select location_id, hour::text as hour, sum(touches)::int as touches,
      sum(clickouts)::int as clickouts, sum(self_confirms)::int as self_confirms
    from stats_hourly where business_id = ${businessId} group by 1, 2 order by 1, 2`);
  const byLocation = await rows<LocationRow>(sql`
    select location_id, hour::text as hour, touches, clickouts, self_confirms
    from stats_location_hourly where business_id = ${businessId} order by 1, 2`);
  return { perEmployee, perBusiness, daily, dailyFromHourly, byLocation, byLocationFromHourly };
}

async function newBusiness() {
  const db = app.database.db;
  const business = await createBusiness(db, { googlePlaceId: 'ChIJN1t_tDeuEmsRUsoyG83frY4' });
  const staff = [await createEmployee(db, business), await createEmployee(db, business)];
  const first = await firstLocationId(db, business.id);
  const [second] = await db
    .insert(locations)
    .values({ businessId: business.id, number: 2, name: 'Second shop' })
    .returning();
  return { business, staff, first, second: second!.id };
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

    const { perEmployee, perBusiness, daily, dailyFromHourly, byLocation, byLocationFromHourly } =
      await rollups(business.id);
    expect(perBusiness).toEqual(perEmployee);
    expect(daily).toEqual(dailyFromHourly);
    expect(byLocation).toEqual(byLocationFromHourly);
    expect(daily).toHaveLength(2);
    expect(perBusiness.reduce((sum, row) => sum + row.touches, 0)).toBe(6);
    expect(perBusiness.reduce((sum, row) => sum + row.clickouts, 0)).toBe(2);
    expect(perBusiness.reduce((sum, row) => sum + row.self_confirms, 0)).toBe(1);
  });

  it('adds inserts and upserts of several hours and employees in one statement', async () => {
    const { business, staff, first } = await newBusiness();
    const [a, b] = staff.map((employee) => employee.id);
    const upsert = (touches: number) => sql`
      insert into stats_hourly as s (business_id, employee_id, hour, location_id, touches,
        clickouts)
      values (${business.id}, ${a}, '2026-10-25 00:00Z', ${first}, ${touches}, 1),
        (${business.id}, ${b}, '2026-10-25 00:00Z', ${first}, ${touches}, 0),
        (${business.id}, ${a}, '2026-10-25 01:00Z', ${first}, ${touches}, 2),
        (${business.id}, ${b}, '2026-10-26 23:00Z', ${first}, 0, 0)
      on conflict (business_id, employee_id, hour, location_id) do update set
        touches = s.touches + excluded.touches, clickouts = s.clickouts + excluded.clickouts`;
    await app.database.db.execute(upsert(3)); // all new rows
    await app.database.db.execute(upsert(4)); // all existing rows
    await app.database.db.execute(
      sql`update stats_hourly set self_confirms = self_confirms + 2 where employee_id = ${b}`,
    );

    const { perEmployee, perBusiness, daily, dailyFromHourly, byLocation, byLocationFromHourly } =
      await rollups(business.id);
    expect(perBusiness).toEqual(perEmployee);
    expect(daily).toEqual(dailyFromHourly);
    expect(byLocation).toEqual(byLocationFromHourly);
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

  it('keeps each location apart when one statement changes an employee hour at two locations', async () => {
    const { business, staff, first, second } = await newBusiness();
    const a = staff[0]!.id;
    const upsert = (touches: number) => sql`
      insert into stats_hourly as s (business_id, employee_id, hour, location_id, touches,
        clickouts)
      values (${business.id}, ${a}, '2026-10-25 09:00Z', ${first}, ${touches}, 1),
        (${business.id}, ${a}, '2026-10-25 09:00Z', ${second}, ${touches * 10}, 0)
      on conflict (business_id, employee_id, hour, location_id) do update set
        touches = s.touches + excluded.touches, clickouts = s.clickouts + excluded.clickouts`;
    await app.database.db.execute(upsert(1));
    await app.database.db.execute(upsert(2)); // both rows of the same employee and hour updated
    await app.database.db.execute(
      sql`update stats_hourly set self_confirms = self_confirms + 1 where employee_id = ${a}`,
    );

    const { perEmployee, perBusiness, daily, dailyFromHourly, byLocation, byLocationFromHourly } =
      await rollups(business.id);
    expect(perBusiness).toEqual(perEmployee);
    expect(daily).toEqual(dailyFromHourly);
    expect(byLocation).toEqual(byLocationFromHourly);
    const at = new Map(byLocation.map((row) => [row.location_id, row]));
    expect(at.get(first)).toMatchObject({ touches: 3, clickouts: 2, self_confirms: 1 });
    expect(at.get(second)).toMatchObject({ touches: 30, clickouts: 0, self_confirms: 1 });
  });
});
