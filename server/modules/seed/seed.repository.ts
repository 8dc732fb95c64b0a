// Writes of a seeding run. Funnel rows go in as one statement per kind and day that inserts the raw
// rows, their activity events and their stats_hourly increments together, like the funnel's own
// one-statement writes (public/funnel-sql.ts, activity.repository funnelEventCtes): the roll-up
// stays exact because it is bumped by the very statement that adds the rows. Employees of another
// business are never written to: every input row is joined to the caller's business's employees.
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { employees } from '../../db/schema';
import { openLocationIds, setEmployeeLocations } from '../locations/locations.repository';
import { randomSuffix, uniqueSlug } from '../../lib/slug';
import { ACTIVITY_CHANNEL, insertActivity } from '../activity/activity.repository';
import type { PlannedClickout, PlannedConfirmation, PlannedTouch } from './demo-plan';

const CODE_LENGTH = 8;

/** Active, not deleted employees, oldest first (the first get the most visits). */
export async function activeEmployees(db: Database, businessId: string) {
  return db
    .select({ id: employees.id, name: employees.name })
    .from(employees)
    .where(
      and(
        eq(employees.businessId, businessId),
        eq(employees.isActive, true),
        isNull(employees.deletedAt),
      ),
    )
    .orderBy(asc(employees.createdAt), asc(employees.id));
}

/**
 * Adds the named employees; a name the business already has (case-insensitively, not deleted) is
 * skipped by the partial unique index, so running twice never duplicates anyone. No credentials.
 */
export async function addEmployees(
  db: Database,
  businessId: string,
  people: readonly { name: string; employeeSince: string }[],
) {
  let added = 0;
  for (const person of people) {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(employees)
        .values({
          businessId,
          name: person.name,
          employeeSince: person.employeeSince,
          code: randomSuffix(CODE_LENGTH),
          slug: uniqueSlug(person.name, 'employee'),
        })
        .onConflictDoNothing()
        .returning();
      if (!row) return;
      added++;
      await setEmployeeLocations(tx, businessId, row.id, await openLocationIds(tx, businessId));
      await insertActivity(tx, {
        businessId,
        employeeId: row.id,
        type: 'employee_added',
        payload: { name: row.name, seeded: true },
      });
    });
  }
  return added;
}

const COUNTERS = { touch: 'touches', clickout: 'clickouts', self_confirm: 'self_confirms' };

/**
 * The tail shared by the three batch statements: reads `funnel_row` (inserted rows returning id,
 * business_id, employee_id, created_at), adds one activity event per row (dated like its row),
 * one stats_hourly increment per (employee, UTC hour, location) and one NOTIFY for the batch, so open
 * dashboards refresh once instead of once per demo row.
 */
function tail(type: keyof typeof COUNTERS, payloadSql: string, locationSql = 'location_id') {
  const counter = COUNTERS[type];
  return `
  activity as (
    insert into activity_events (business_id, employee_id, type, created_at, payload)
    select business_id, employee_id, '${type}', created_at, ${payloadSql} from funnel_row
    returning id, business_id, employee_id, type
  ),
  hourly as (
    insert into stats_hourly as s (business_id, employee_id, hour, location_id, ${counter})
    select business_id, employee_id, date_trunc('hour', created_at, 'UTC'), ${locationSql},
      count(*)::int
    from funnel_row group by 1, 2, 3, 4
    on conflict (business_id, employee_id, hour, location_id) do update set
      ${counter} = s.${counter} + excluded.${counter}
  ),
  latest as (select * from activity order by id desc limit 1),
  notified as (
    select pg_notify('${ACTIVITY_CHANNEL}', json_build_object(
      'id', id, 'businessId', business_id, 'employeeId', employee_id, 'type', type)::text)
    from latest
  )
  select (select count(*) from funnel_row)::int as inserted, (select count(*) from notified)::int as notified`;
}

// Each row happened at the employee's first location (docs/locations.md).
const INPUT = (columns: string) => `input as (
    select r.*, (select el.location_id from employee_locations el
        join locations l on l.id = el.location_id
        where el.employee_id = r.employee_id order by l.number limit 1) as location_id
    from jsonb_to_recordset($1::jsonb) as r(${columns})
    join employees e on e.id = r.employee_id and e.business_id = $2::uuid
  )`;

const TOUCHES_SQL = `with ${INPUT('employee_id uuid, created_at timestamptz, visitor_key text, source text')},
  funnel_row as (
    insert into touches (business_id, employee_id, location_id, created_at, visitor_key, source)
    select $2::uuid, employee_id, location_id, created_at, visitor_key, source from input
    returning id, business_id, employee_id, location_id, created_at, source
  ),${tail('touch', `jsonb_build_object('touchId', id, 'source', source, 'seeded', true)`)}`;

const CLICKOUTS_SQL = `with ${INPUT('employee_id uuid, created_at timestamptz, visitor_key text')},
  funnel_row as (
    insert into clickouts (business_id, employee_id, location_id, touch_id, created_at, visitor_key)
    select $2::uuid, i.employee_id, i.location_id,
      (select t.id from touches t
        where t.business_id = $2::uuid and t.employee_id = i.employee_id
          and t.visitor_key = i.visitor_key and t.created_at <= i.created_at
        order by t.created_at desc limit 1),
      i.created_at, i.visitor_key
    from input i
    returning id, business_id, employee_id, location_id, touch_id, created_at
  ),${tail('clickout', `jsonb_build_object('clickoutId', id, 'touchId', touch_id, 'seeded', true)`)}`;

const CONFIRMATIONS_SQL = `with ${INPUT('employee_id uuid, created_at timestamptz, visitor_key text, reviewer_name text')},
  funnel_row as (
    insert into self_confirmations
      (business_id, employee_id, clickout_id, reviewer_name, created_at, visitor_key, verified)
    select $2::uuid, i.employee_id,
      (select c.id from clickouts c
        where c.business_id = $2::uuid and c.employee_id = i.employee_id
          and c.visitor_key = i.visitor_key and c.created_at <= i.created_at
        order by c.created_at desc limit 1),
      i.reviewer_name, i.created_at, i.visitor_key,
      -- Verified as the public page verifies: this visitor opened the page in the day before.
      exists (select 1 from clickouts c
        where c.business_id = $2::uuid and c.employee_id = i.employee_id
          and c.visitor_key = i.visitor_key and c.created_at <= i.created_at
          and c.created_at > i.created_at - interval '1 day')
    from input i
    returning id, business_id, employee_id, clickout_id, created_at
  ),${tail(
    'self_confirm',
    `jsonb_build_object('selfConfirmationId', id, 'clickoutId', clickout_id, 'seeded', true)`,
    // Where the clickout it follows happened, else the employee's first location.
    `coalesce((select c.location_id from clickouts c where c.id = funnel_row.clickout_id),
      (select el.location_id from employee_locations el join locations l on l.id = el.location_id
        where el.employee_id = funnel_row.employee_id order by l.number limit 1))`,
  )}`;

/** The statement with its two parameters bound: $1 the rows as JSON, $2 the business id. */
function bind(text: string, rows: object[], businessId: string): SQL {
  const json = JSON.stringify(rows);
  const chunks = text
    .split(/(\$1::jsonb|\$2::uuid)/)
    .map((part) =>
      part === '$1::jsonb'
        ? sql`${json}::jsonb`
        : part === '$2::uuid'
          ? sql`${businessId}::uuid`
          : sql.raw(part),
    );
  return sql.join(chunks, sql.raw(''));
}

async function runBatch(db: Database, text: string, businessId: string, rows: object[]) {
  if (rows.length === 0) return 0;
  const result = (await db.execute(bind(text, rows, businessId))) as unknown as {
    rows: { inserted: number | string }[];
  };
  return Number(result.rows[0]?.inserted ?? 0);
}

const iso = (at: Date) => at.toISOString();

export function insertTouches(db: Database, businessId: string, rows: PlannedTouch[]) {
  return runBatch(
    db,
    TOUCHES_SQL,
    businessId,
    rows.map((r) => ({
      employee_id: r.employeeId,
      created_at: iso(r.at),
      visitor_key: r.visitorKey,
      source: r.source,
    })),
  );
}

export function insertClickouts(db: Database, businessId: string, rows: PlannedClickout[]) {
  return runBatch(
    db,
    CLICKOUTS_SQL,
    businessId,
    rows.map((r) => ({
      employee_id: r.employeeId,
      created_at: iso(r.at),
      visitor_key: r.visitorKey,
    })),
  );
}

export function insertConfirmations(db: Database, businessId: string, rows: PlannedConfirmation[]) {
  return runBatch(
    db,
    CONFIRMATIONS_SQL,
    businessId,
    rows.map((r) => ({
      employee_id: r.employeeId,
      created_at: iso(r.at),
      visitor_key: r.visitorKey,
      reviewer_name: r.reviewerName,
    })),
  );
}
