// Bulk seeding of one business's history with set-based SQL (insert ... select generate_series),
// never row by row: 2,000,000 events take about a minute this way. The roll-up is built from the
// raw rows just inserted, so it is exact by construction, and verifyRollup proves it.
import type { DatabaseHandle } from '../../server/db/client';
import { query } from './db';

export interface SeedPlan {
  businessId: string;
  /** Touches + clickouts. */
  events: number;
  /** Days back from now the events and reviews are spread over. */
  days?: number;
}

export interface SeedFigures {
  touches: number;
  clickouts: number;
  reviews: number;
  activity: number;
  rollupRows: number;
  seconds: number;
}

// Chunks keep each statement's memory and WAL bounded on small machines.
const CHUNK = 500_000;

export async function seedEvents(handle: DatabaseHandle, plan: SeedPlan): Promise<SeedFigures> {
  const started = performance.now();
  const days = plan.days ?? 29;
  const touches = Math.round(plan.events * 0.7);
  const clickouts = plan.events - touches;
  const reviews = Math.max(30, Math.round(plan.events / 200));
  const b = plan.businessId;
  // Each employee's events happen at their first location (they work at one in the benches).
  const emps = `(select array_agg(e.id order by e.name) as ids,
      array_agg((select el.location_id from employee_locations el
        join locations l on l.id = el.location_id where el.employee_id = e.id
        order by l.number limit 1) order by e.name) as locs
    from employees e where e.business_id = $1)`;
  const pick = (array: string) => `e.${array}[1 + (g % array_length(e.ids, 1))]`;
  // Rows of this seed get ids above the marks, so the activity rows are made for them alone.
  const [marks] = await query<{ t: string; c: string }>(
    handle,
    `select coalesce(max(id), 0) as t, (select coalesce(max(id), 0) from clickouts) as c from touches`,
  );
  for (let from = 1; from <= touches; from += CHUNK) {
    await query(
      handle,
      `insert into touches (business_id, employee_id, location_id, created_at, visitor_key, source)
       select $1, ${pick('ids')}, ${pick('locs')},
         now() - random() * ($4::int * interval '1 day'), md5(g::text || 't'),
         (array['qr', 'link', 'nfc'])[1 + (g % 3)]
       from generate_series($2::int, $3::int) g, lateral ${emps} e`,
      [b, from, Math.min(touches, from + CHUNK - 1), days],
    );
  }
  for (let from = 1; from <= clickouts; from += CHUNK) {
    await query(
      handle,
      `insert into clickouts (business_id, employee_id, location_id, created_at, visitor_key)
       select $1, ${pick('ids')}, ${pick('locs')},
         now() - random() * ($4::int * interval '1 day'), md5(g::text || 'c')
       from generate_series($2::int, $3::int) g, lateral ${emps} e`,
      [b, from, Math.min(clickouts, from + CHUNK - 1), days],
    );
  }
  await query(
    handle,
    `insert into activity_events (business_id, employee_id, type, created_at, payload)
     select business_id, employee_id, 'touch', created_at,
       jsonb_build_object('touchId', id, 'source', source)
     from touches where business_id = $1 and id > $2
     union all
     select business_id, employee_id, 'clickout', created_at,
       jsonb_build_object('clickoutId', id, 'touchId', touch_id)
     from clickouts where business_id = $1 and id > $3`,
    [b, marks!.t, marks!.c],
  );
  // Recomputed from all of the business's raw rows, so a second seed of the same business
  // (or live traffic before it) still leaves the roll-up exact.
  await query(handle, `delete from stats_hourly where business_id = $1`, [b]);
  await query(
    handle,
    `insert into stats_hourly (business_id, employee_id, location_id, hour, touches, clickouts)
     select $1, employee_id, location_id, hour, sum(t)::int, sum(c)::int from (
       select employee_id, location_id, date_trunc('hour', created_at, 'UTC') as hour, 1 as t,
         0 as c
       from touches where business_id = $1
       union all
       select employee_id, location_id, date_trunc('hour', created_at, 'UTC'), 0, 1
       from clickouts where business_id = $1
     ) raw group by employee_id, location_id, hour`,
    [b],
  );
  // 70 % credited to an employee, the rest unmatched, ratings mostly good, as in real shops.
  await query(
    handle,
    `insert into reviews (business_id, location_id, external_id, author_name, rating, text, language,
       published_at, employee_id, match_type, match_confidence)
     select $1, ${pick('locs')}, 'bench-' || $1 || '-' || g, 'Reviewer ' || g, (array[5,5,5,4,4,3,2,1])[1 + g % 8],
       'Sve je bilo odlično, hvala!', 'sr', now() - random() * ($3::int * interval '1 day'),
       case when g % 10 < 7 then ${pick('ids')} end,
       case when g % 10 < 7 then 'name_match' else 'unmatched' end,
       case when g % 10 < 7 then 0.9 end
     from generate_series(1, $2::int) g, lateral ${emps} e`,
    [b, reviews, days],
  );
  await query(
    handle,
    'analyze touches, clickouts, activity_events, stats_hourly, stats_employee_daily, ' +
      'stats_location_hourly, reviews',
  );
  const [rollup] = await query<{ n: string }>(
    handle,
    'select count(*) as n from stats_hourly where business_id = $1',
    [b],
  );
  return {
    touches,
    clickouts,
    reviews,
    activity: plan.events,
    rollupRows: Number(rollup!.n),
    seconds: (performance.now() - started) / 1000,
  };
}

/** Cells where a roll-up disagrees with the raw rows or with stats_hourly; 0 means exact. */
export async function verifyRollup(handle: DatabaseHandle, businessId: string): Promise<number> {
  const [row] = await query<{ n: string }>(
    handle,
    `with raw as (
       select employee_id, location_id, hour, sum(t)::int as touches, sum(c)::int as clickouts
       from (
         select employee_id, location_id, date_trunc('hour', created_at, 'UTC') as hour, 1 as t,
           0 as c
         from touches where business_id = $1
         union all
         select employee_id, location_id, date_trunc('hour', created_at, 'UTC'), 0, 1
         from clickouts where business_id = $1) x
       group by employee_id, location_id, hour),
     rolled as (select employee_id, location_id, hour, touches, clickouts from stats_hourly
       where business_id = $1 and (touches > 0 or clickouts > 0))
     select count(*) as n from raw full join rolled using (employee_id, location_id, hour)
     where raw.touches is distinct from rolled.touches
        or raw.clickouts is distinct from rolled.clickouts`,
    [businessId],
  );
  // Each roll-up kept by triggers must equal stats_hourly summed by its own key.
  let differing = Number(row!.n);
  for (const { table, key, summedKey } of TRIGGER_ROLLUPS) {
    const [cells] = await query<{ n: string }>(
      handle,
      `with summed as (select ${summedKey}, sum(touches)::int as touches,
           sum(clickouts)::int as clickouts
         from stats_hourly where business_id = $1 group by ${key}),
       rolled as (select ${key}, touches, clickouts from ${table} where business_id = $1)
       select count(*) as n from summed full join rolled using (${key})
       where summed.touches is distinct from rolled.touches
          or summed.clickouts is distinct from rolled.clickouts`,
      [businessId],
    );
    differing += Number(cells!.n);
  }
  return differing;
}

/** The roll-ups the triggers on stats_hourly keep, and how each groups stats_hourly's rows. */
const TRIGGER_ROLLUPS = [
  { table: 'stats_business_hourly', key: 'hour', summedKey: 'hour' },
  {
    table: 'stats_employee_daily',
    key: 'employee_id, day',
    summedKey: "employee_id, date_trunc('day', hour, 'UTC') as day",
  },
  { table: 'stats_location_hourly', key: 'location_id, hour', summedKey: 'location_id, hour' },
];
