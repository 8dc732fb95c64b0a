// Activity events feed the live activity feed and notifications (docs/http-api.md, §4). Every event is
// also announced on one PostgreSQL channel, in the same transaction, so every server process
// LISTENing hears about it after it is committed, never before.
import { and, desc, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { activityEvents, employees, type ActivityType } from '../../db/schema';
import { uuidList, worksAtOneOf } from '../../db/id-list';
import { notifyKindsOf } from './notify-kinds';

export const ACTIVITY_CHANNEL = 'rt_activity';

export interface NewActivity {
  businessId: string;
  employeeId: string | null;
  /** The location it happened at, for an event of one location (activity_events.location_id). */
  locationId?: string | null;
  type: ActivityType;
  payload?: Record<string, unknown>;
  /** Only for history: the review's own date, so the feed places it where it happened. */
  createdAt?: Date;
}

/** The row to insert: the payload defaulted and the notification kinds decided. */
export const activityValues = (event: NewActivity) => ({
  ...event,
  payload: event.payload ?? {},
  notify: notifyKindsOf(event),
});

export async function insertActivity(db: Database, event: NewActivity) {
  const [row] = await db.insert(activityEvents).values(activityValues(event)).returning();
  await notifyActivity(db, {
    id: row!.id,
    businessId: row!.businessId,
    employeeId: row!.employeeId,
    type: row!.type,
  });
  return row!;
}

/** Small on purpose: NOTIFY payloads are capped at 8000 bytes; listeners read details by id. */
export async function notifyActivity(
  db: Database,
  event: { id: number; businessId: string; employeeId: string | null; type: string },
) {
  await db.execute(sql`select pg_notify(${ACTIVITY_CHANNEL}, ${JSON.stringify(event)})`);
}

/** One feed item; join `employees` on the event's employee for the name. */
export const activityItemColumns = {
  id: activityEvents.id,
  type: activityEvents.type,
  createdAt: activityEvents.createdAt,
  employeeId: activityEvents.employeeId,
  employeeName: employees.name,
  /** The manager's choice of address; the web falls back to the name (common/address-as.ts). */
  employeeAddressAs: employees.addressAs,
  payload: activityEvents.payload,
};

/**
 * Newest first by (created_at, id), the feed index's order: history events carry their review's
 * own date and sit where it happened. `before` is an id; paging continues below that event.
 * Always within one business, optionally one employee.
 */
export async function listActivity(
  db: Database,
  filter: {
    businessId: string;
    employeeId?: string | undefined;
    /** A manager limited to these locations: events of the people who work there. */
    locationIds?: string[] | null | undefined;
    limit: number;
    before?: number | undefined;
  },
) {
  return db
    .select(activityItemColumns)
    .from(activityEvents)
    .leftJoin(employees, eq(employees.id, activityEvents.employeeId))
    .where(
      and(
        eq(activityEvents.businessId, filter.businessId),
        filter.employeeId ? eq(activityEvents.employeeId, filter.employeeId) : undefined,
        filter.locationIds ? staffOf(filter.locationIds) : undefined,
        filter.before ? beforeEvent(filter.businessId, filter.before) : undefined,
      ),
    )
    .orderBy(desc(activityEvents.createdAt), desc(activityEvents.id))
    .limit(filter.limit);
}

/**
 * What a manager limited to these locations sees: an event of one location when it is one of
 * them; an event of no one location when its employee works at one of them.
 */
export const staffOf = (
  locationIds: readonly string[],
  event: { locationId: SQLWrapper; employeeId: SQLWrapper } = activityEvents,
) =>
  sql`(case when ${event.locationId} is not null
    then ${event.locationId} in (${uuidList(locationIds)})
    else ${worksAtOneOf(event.employeeId, locationIds)} end)`;

/** Row-wise (created_at, id) below the cursor event, which must be of the same business. */
const beforeEvent = (
  businessId: string,
  before: number,
) => sql`(${activityEvents.createdAt}, ${activityEvents.id}) < (
  select c.created_at, c.id from ${activityEvents} c where c.id = ${before} and c.business_id = ${businessId})`;

/** The stats_hourly counter each funnel event bumps. */
const FUNNEL_COUNTERS = {
  touch: 'touches',
  clickout: 'clickouts',
  self_confirm: 'self_confirms',
} as const;

export type FunnelEventType = keyof typeof FUNNEL_COUNTERS;

/**
 * The tail of a funnel write as SQL CTEs, for one statement on the hot path (docs/SCALING.md): it reads
 * the CTE `funnel_row` (one inserted touch, clickout or confirmation returning id, business_id,
 * employee_id, created_at, or no row) and adds its activity_events row, its stats_hourly bump and
 * its NOTIFY, so the raw row, the feed and the roll-up commit together or not at all, and
 * listeners hear of the event only after the commit. The statement's final select must read
 * `notified`: a plain select CTE runs only when referenced (the inserts always run).
 * `payloadSql` (jsonb) and `locationSql` (the location id the roll-up counts the event at) are
 * expressions over `funnel_row` columns, written by us, never user input.
 * `hour` is the UTC hour whatever the session's TimeZone, as stats_hourly promises.
 */
export function funnelEventCtes(
  type: FunnelEventType,
  payloadSql: string,
  locationSql: string,
): string {
  const counter = FUNNEL_COUNTERS[type];
  return `
  activity as (
    insert into activity_events (business_id, employee_id, type, payload, location_id)
    select business_id, employee_id, '${type}', ${payloadSql}, ${locationSql} from funnel_row
    returning id, business_id, employee_id, type
  ),
  hourly as (
    insert into stats_hourly as s (business_id, employee_id, hour, location_id, ${counter})
    select business_id, employee_id, date_trunc('hour', created_at, 'UTC'), ${locationSql}, 1
    from funnel_row
    on conflict (business_id, employee_id, hour, location_id) do update set
      ${counter} = s.${counter} + 1
  ),
  notified as (
    select pg_notify('${ACTIVITY_CHANNEL}', json_build_object(
      'id', id, 'businessId', business_id, 'employeeId', employee_id, 'type', type)::text)
    from activity
  )`;
}

/**
 * These reviews no longer need someone to credit them (credited by hand, by a re-match, or set to
 * no one): their "nobody is credited" notification leaves the bell (docs/notifications.md). Other
 * kinds of the same event (a low rating) stay.
 */
export async function settleUnmatched(db: Database, businessId: string, reviewIds: string[]) {
  if (reviewIds.length === 0) return;
  await db
    .update(activityEvents)
    .set({ notify: sql`array_remove(${activityEvents.notify}, 'unmatched')` })
    .where(
      and(
        eq(activityEvents.businessId, businessId),
        eq(activityEvents.type, 'review'),
        // The partial index of notifications (activity_events_notify_idx) finds them.
        sql`cardinality(${activityEvents.notify}) > 0`,
        sql`${activityEvents.notify} && '{unmatched}'::text[]`,
        inArray(sql`${activityEvents.payload}->>'reviewId'`, reviewIds),
      ),
    );
}
