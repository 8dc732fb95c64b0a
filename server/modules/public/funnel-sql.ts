// The SQL of the funnel's hot path: one statement per batch of touches and clickouts
// (funnel-batcher.ts), one statement per self-confirmation (see public.repository.ts).
// Parameters are always bound ($n); the only interpolations are our own fragments.
import { FIRST_LOCATION_NUMBER } from '../../db/schema';
import { ACTIVITY_CHANNEL, funnelEventCtes } from '../activity/activity.repository';

// A confirmation names an active employee only: an inactive card offers no form.
const EMPLOYEE_CTE = `emp as (
    select e.id, e.business_id, e.name, b.name as business_name,
      b.google_review_url, b.google_place_id, b.privacy_text, true as active
    from employees e join businesses b on b.id = e.business_id
    where e.slug = $1 and e.is_active and e.deleted_at is null
  )`;

/** Events per NOTIFY: a notice is at most ~140 bytes and a payload at most 8000. */
const NOTICES_PER_NOTIFY = 50;

/**
 * The batch's record set: one record per request, in queue order; each column's name and SQL
 * type, bound as one array parameter per column (unnest), in this order. public.repository.ts
 * builds the arrays from these names, so no position is written twice.
 * - `window_ms`: the dedupe window (the same visitor's earlier touch or clickout of that employee);
 * - `link_ms`: how far back a clickout looks for the touch it continues;
 * - `staff_business`: the business of a signed-in visitor (its own pages never count);
 * - `location_number`: the card's location (?l=; null: none).
 */
export const FUNNEL_INPUT = {
  kind: 'text',
  slug: 'text',
  visitor_key: 'text',
  source: 'text',
  record: 'boolean',
  window_ms: 'int',
  link_ms: 'int',
  address_key: 'text',
  staff_business: 'text',
  location_number: 'int',
} as const;
export type FunnelInputColumn = keyof typeof FUNNEL_INPUT;
const INPUT_COLUMNS = Object.keys(FUNNEL_INPUT) as FunnelInputColumn[];
const input = (column: FunnelInputColumn) =>
  `$${INPUT_COLUMNS.indexOf(column) + 1}::${FUNNEL_INPUT[column]}[]`;
/** The scalars bound after the record set's columns. */
const MAX_PER_ADDRESS = `$${INPUT_COLUMNS.length + 1}::int`;
const ADDRESS_WINDOW = `$${INPUT_COLUMNS.length + 2}::int`;

/**
 * Touches and clickouts of one batch (funnel-batcher.ts) in ONE statement, so one round trip and
 * one commit for the whole batch, reading the batch as the record set `input` (FUNNEL_INPUT), so
 * one prepared statement serves any batch size; then how many visitors one address may count per
 * employee (MAX_PER_ADDRESS) and in what window (ADDRESS_WINDOW, ms).
 *
 * The batch answers exactly as its requests would one after another. All CTEs see the snapshot
 * from before the statement, so what earlier requests of the same batch wrote is derived here:
 * of the countable requests of one (kind, employee, visitor) only the first can count (a later
 * one is inside the window of the first, or of the older row that stopped the first); a clickout
 * continues a touch written earlier in the batch before an older one; a touch sees a clickout
 * written earlier in the batch. Rows are inserted in queue order, so ids (activity ids too)
 * increase in the order the requests were queued. The roll-up is one upsert per (business,
 * employee, hour, location), in key order (concurrent batches lock shared rows in the same order), and the
 * NOTIFY is one JSON array per NOTICES_PER_NOTIFY events.
 */
export const FUNNEL_BATCH_SQL = `with input as (
    select * from unnest(${INPUT_COLUMNS.map(input).join(', ')})
      with ordinality as i(${INPUT_COLUMNS.join(', ')}, ord)
  ),
  -- The card of a deactivated or deleted employee still leads to the business's review page
  -- (docs/funnel.md): its touch is recorded as an inactive card's (outside every figure), its
  -- clickout is not, so it can never credit anyone.
  emp as (
    select e.slug, e.id, e.business_id, e.name, b.name as business_name,
      b.google_review_url, b.google_place_id, b.privacy_text,
      (e.is_active and e.deleted_at is null) as active,
      -- Pages name their location only when the business has more than one open: asked once
      -- per employee of the batch, not per visit.
      (select count(*) > 1 from locations o
        where o.business_id = b.id and o.archived_at is null) as several_locations
    from employees e join businesses b on b.id = e.business_id
    where e.slug = any(${input('slug')})
  ),
  -- Where each request happened (docs/locations.md): the card's location (?l=) when the
  -- employee works there, else their first open location, else the business's first, whose
  -- Google place is the business's own.
  placed as (
    select i.ord, loc.id as location_id,
      case when loc.number = 1 then emp.google_review_url else loc.google_review_url end
        as google_review_url,
      case when loc.number = 1 then emp.google_place_id else loc.google_place_id end
        as google_place_id,
      case when emp.several_locations then loc.name end as location_name
    from input i join emp on emp.slug = i.slug
    cross join lateral (
      select l.id, l.number, l.name, l.google_review_url, l.google_place_id
      from locations l
        left join employee_locations el on el.location_id = l.id and el.employee_id = emp.id
      where l.business_id = emp.business_id
        and ((el.employee_id is not null and l.archived_at is null) or l.number = 1)
      order by case when el.employee_id is null or l.archived_at is not null then 2
          when l.number = i.location_number then 0 else 1 end, l.number
      limit 1) loc
  ),
  candidate as (
    select distinct on (i.kind, emp.id, i.visitor_key)
      i.*, emp.id as employee_id, emp.business_id, emp.active, p.location_id
    from input i join emp on emp.slug = i.slug join placed p on p.ord = i.ord
    where i.record and (i.kind = 'touch' or (i.kind = 'clickout' and emp.active
        and (p.google_review_url ~* '^https?://' or p.google_place_id <> '')))
      and (i.staff_business is null or i.staff_business <> emp.business_id::text)
    order by i.kind, emp.id, i.visitor_key, i.ord
  ),
  -- One address counts at most MAX_PER_ADDRESS distinct visitors per employee and kind in
  -- ADDRESS_WINDOW ms: those it
  -- already counted, plus this batch's earlier new visitors from it.
  capped as (
    select c.* from (
      select c.*, row_number() over (partition by c.kind, c.employee_id, c.address_key
        order by c.ord) as address_rank
      from candidate c) c
    where c.address_rank + (
      case c.kind when 'touch' then (select count(distinct t.visitor_key) from touches t
          where t.employee_id = c.employee_id and t.address_key = c.address_key
            and t.visitor_key <> c.visitor_key
            and t.created_at > now() - ${ADDRESS_WINDOW} * interval '1 millisecond')
        else (select count(distinct k.visitor_key) from clickouts k
          where k.employee_id = c.employee_id and k.address_key = c.address_key
            and k.visitor_key <> c.visitor_key
            and k.created_at > now() - ${ADDRESS_WINDOW} * interval '1 millisecond') end) <= ${MAX_PER_ADDRESS}
  ),
  touch_row as (
    insert into touches (business_id, employee_id, location_id, visitor_key, address_key, source,
      card_inactive)
    select c.business_id, c.employee_id, c.location_id, c.visitor_key, c.address_key, c.source,
      not c.active
    from capped c
    where c.kind = 'touch' and not exists (
      select 1 from touches t
      where t.employee_id = c.employee_id and t.visitor_key = c.visitor_key
        and t.created_at > now() - c.window_ms * interval '1 millisecond')
    order by c.ord
    returning id, business_id, employee_id, location_id, visitor_key, created_at
  ),
  new_touch as (
    select c.ord, c.source, c.active, r.* from touch_row r join candidate c on c.kind = 'touch'
      and c.employee_id = r.employee_id and c.visitor_key = r.visitor_key
  ),
  clickout_row as (
    insert into clickouts (business_id, employee_id, location_id, touch_id, visitor_key,
      address_key)
    select c.business_id, c.employee_id, c.location_id, coalesce(
        (select n.id from new_touch n where n.employee_id = c.employee_id
          and n.visitor_key = c.visitor_key and n.ord < c.ord and c.link_ms > 0),
        (select t.id from touches t
          where t.employee_id = c.employee_id and t.visitor_key = c.visitor_key
            and t.created_at > now() - c.link_ms * interval '1 millisecond'
          order by t.created_at desc limit 1)),
      c.visitor_key, c.address_key
    from capped c
    where c.kind = 'clickout' and not exists (
      select 1 from clickouts k
      where k.employee_id = c.employee_id and k.visitor_key = c.visitor_key
        and k.created_at > now() - c.window_ms * interval '1 millisecond')
    order by c.ord
    returning id, business_id, employee_id, location_id, touch_id, visitor_key, created_at
  ),
  new_clickout as (
    select c.ord, r.* from clickout_row r join candidate c on c.kind = 'clickout'
      and c.employee_id = r.employee_id and c.visitor_key = r.visitor_key
  ),
  fresh as (
    select ord, 'touch' as type, business_id, employee_id, location_id, created_at,
      jsonb_build_object('touchId', id, 'source', source) as payload
    -- An inactive card's visit is in no one's figures, the feed or the roll-up: the Employees
    -- page counts it apart, by card (inactive-cards.repository.ts).
    from new_touch where active
    union all
    select ord, 'clickout', business_id, employee_id, location_id, created_at,
      jsonb_build_object('clickoutId', id, 'touchId', touch_id)
    from new_clickout
  ),
  activity as (
    insert into activity_events (business_id, employee_id, type, payload, location_id)
    select business_id, employee_id, type, payload, location_id from fresh order by ord
    returning id, business_id, employee_id, type
  ),
  hourly as (
    insert into stats_hourly as s (business_id, employee_id, hour, location_id, touches,
      clickouts)
    select business_id, employee_id, date_trunc('hour', created_at, 'UTC'), location_id,
      count(*) filter (where type = 'touch'), count(*) filter (where type = 'clickout')
    from fresh group by 1, 2, 3, 4 order by 1, 2, 3, 4
    on conflict (business_id, employee_id, hour, location_id) do update set
      touches = s.touches + excluded.touches, clickouts = s.clickouts + excluded.clickouts
  ),
  notified as (
    select pg_notify('${ACTIVITY_CHANNEL}', json_agg(json_build_object('id', id,
      'businessId', business_id, 'employeeId', employee_id, 'type', type) order by id)::text)
    from (select a.*, (row_number() over (order by id) - 1) / ${NOTICES_PER_NOTIFY} as chunk
      from activity a) numbered
    group by chunk
  )
  select i.ord, emp.id, emp.business_id, emp.name, emp.business_name, p.location_name,
    p.google_review_url, p.google_place_id, emp.privacy_text, emp.active, t.id as touch_id, k.id as clickout_id,
    i.kind = 'touch' and emp.id is not null and (
      exists (select 1 from new_clickout n
        where n.employee_id = emp.id and n.visitor_key = i.visitor_key and n.ord < i.ord)
      -- A scalar lookup, not exists(): the planner would hash all of today's clickouts.
      or (select true from clickouts c
        where c.employee_id = emp.id and c.visitor_key = i.visitor_key
          and c.created_at > now() - interval '1 day' limit 1) is not null) as has_clickout,
    (select count(*) from notified) as notified
  from input i left join emp on emp.slug = i.slug left join placed p on p.ord = i.ord
    left join new_touch t on t.ord = i.ord
    left join new_clickout k on k.ord = i.ord
  order by i.ord`;

// The per-visitor daily cap of confirmations: a counter row per visitor key in
// self_confirm_quotas (server/db/schema/funnel.ts), whose upsert locks the row, so concurrent
// confirmations of one visitor count exactly, in every process.
export const CONFIRM_SQL = `with ${EMPLOYEE_CTE},
  quota as (
    insert into self_confirm_quotas as q (visitor_key, confirmations, window_started_at)
    select $2::text, 1, now() from emp
    on conflict (visitor_key) do update set
      confirmations = case when q.window_started_at < now() - interval '1 day' then 1
        else q.confirmations + 1 end,
      window_started_at = case when q.window_started_at < now() - interval '1 day' then now()
        else q.window_started_at end
    returning confirmations
  ),
  -- This visitor's (today's key or yesterday's) visits to this employee in the last 24 hours,
  -- each read once: the latest clickout of each key, and the latest touch.
  recent_clickout as (
    select distinct on (c.visitor_key) c.id, c.location_id, c.visitor_key
    from clickouts c join emp on c.employee_id = emp.id
    where c.visitor_key in ($2::text, $5::text) and c.created_at > now() - interval '1 day'
    order by c.visitor_key, c.created_at desc
  ),
  recent_touch as (
    select t.location_id from touches t join emp on t.employee_id = emp.id
    where t.visitor_key in ($2::text, $5::text) and t.created_at > now() - interval '1 day'
    order by t.created_at desc limit 1
  ),
  -- Verified: such a visit exists. Anyone else's claim is stored, and only ever a candidate
  -- (docs/attribution.md). The clickout it follows is today's key's.
  funnel_row as (
    insert into self_confirmations
      (business_id, employee_id, clickout_id, reviewer_name, visitor_key, verified)
    select emp.business_id, emp.id,
      (select id from recent_clickout where visitor_key = $2::text),
      $3::text, $2::text,
      exists (select 1 from recent_touch) or exists (select 1 from recent_clickout)
    from emp
    where (select confirmations from quota) <= $4::int
    returning id, business_id, employee_id, clickout_id, created_at
  ),${funnelEventCtes(
    'self_confirm',
    `jsonb_build_object('selfConfirmationId', id, 'clickoutId', clickout_id)`,
    // Counted where the visit happened: the location of the clickout or else of the touch it
    // follows, else the business's first location (a claim without a visit).
    `coalesce(
      (select location_id from recent_clickout where id = funnel_row.clickout_id),
      (select location_id from recent_touch),
      (select l.id from locations l where l.business_id = funnel_row.business_id
        and l.number = ${FIRST_LOCATION_NUMBER}))`,
  )}
  select emp.*, (select id from funnel_row) as confirmation_id,
    (select count(*) from notified) as notified
  from emp`;
