// The SQL of the funnel's hot path, one statement per public request (see public.repository.ts).
// Parameters are always bound ($n); the only interpolations are our own fragments.
import { funnelEventCtes } from '../activity/activity.repository';

// Deleted and deactivated employees have no public page: they answer like an unknown slug.
const EMPLOYEE_CTE = `emp as (
    select e.id, e.business_id, e.name, b.name as business_name,
      b.google_review_url, b.google_place_id
    from employees e join businesses b on b.id = e.business_id
    where e.slug = $1 and e.is_active and e.deleted_at is null
  )`;

export const TOUCH_SQL = `with ${EMPLOYEE_CTE},
  funnel_row as (
    insert into touches (business_id, employee_id, visitor_key, source)
    select emp.business_id, emp.id, $2::text, $3::text from emp
    where $4::boolean and not exists (
      select 1 from touches t
      where t.employee_id = emp.id and t.visitor_key = $2::text
        and t.created_at > now() - $5::int * interval '1 millisecond')
    returning id, business_id, employee_id, created_at
  ),${funnelEventCtes('touch', `jsonb_build_object('touchId', id, 'source', $3::text)`)}
  select emp.*, (select id from funnel_row) as touch_id,
    exists (select 1 from clickouts c
      where c.employee_id = emp.id and c.visitor_key = $2::text
        and c.created_at > now() - interval '1 day') as has_clickout,
    (select count(*) from notified) as notified
  from emp`;

// A business is "set up" when it has a review link or a place id (public.service's writeReviewUrl
// decides the same way); without one a clickout leads nowhere and is not counted.
export const CLICKOUT_SQL = `with ${EMPLOYEE_CTE},
  funnel_row as (
    insert into clickouts (business_id, employee_id, touch_id, visitor_key)
    select emp.business_id, emp.id,
      (select t.id from touches t
        where t.employee_id = emp.id and t.visitor_key = $2::text
          and t.created_at > now() - $4::int * interval '1 millisecond'
        order by t.created_at desc limit 1),
      $2::text
    from emp
    where $3::boolean
      and (emp.google_review_url ~* '^https?://' or emp.google_place_id <> '')
      and not exists (
        select 1 from clickouts c
        where c.employee_id = emp.id and c.visitor_key = $2::text
          and c.created_at > now() - $5::int * interval '1 millisecond')
    returning id, business_id, employee_id, touch_id, created_at
  ),${funnelEventCtes('clickout', `jsonb_build_object('clickoutId', id, 'touchId', touch_id)`)}
  select emp.*, (select id from funnel_row) as clickout_id,
    (select count(*) from notified) as notified
  from emp`;

// self_confirmations has no visitor column, so the per-visitor daily cap is a counter row in
// sign_in_throttles (the instance's keyed, windowed counters; 'failures' counts attempts here),
// keyed by the visitor key, which changes daily anyway. The upsert locks that row, so concurrent
// confirmations of one visitor count exactly, in every process.
export const CONFIRM_SQL = `with ${EMPLOYEE_CTE},
  quota as (
    insert into sign_in_throttles as q (key, failures, window_started_at)
    select 'self-confirm:' || $2::text, 1, now() from emp
    on conflict (key) do update set
      failures = case when q.window_started_at < now() - interval '1 day' then 1
        else q.failures + 1 end,
      window_started_at = case when q.window_started_at < now() - interval '1 day' then now()
        else q.window_started_at end
    returning failures
  ),
  funnel_row as (
    insert into self_confirmations (business_id, employee_id, clickout_id, reviewer_name)
    select emp.business_id, emp.id,
      (select c.id from clickouts c
        where c.employee_id = emp.id and c.visitor_key = $2::text
          and c.created_at > now() - interval '1 day'
        order by c.created_at desc limit 1),
      $3::text
    from emp
    where (select failures from quota) <= $4::int
    returning id, business_id, employee_id, clickout_id, created_at
  ),${funnelEventCtes(
    'self_confirm',
    `jsonb_build_object('selfConfirmationId', id, 'clickoutId', clickout_id)`,
  )}
  select emp.*, (select id from funnel_row) as confirmation_id,
    (select count(*) from notified) as notified
  from emp`;
