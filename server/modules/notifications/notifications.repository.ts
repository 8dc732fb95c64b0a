// The notification bell's reads: the seen mark per user, unread events, and all-time totals.
// Every query is scoped to one business, and to one employee when the caller is an employee.
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { activityItemColumns, staffOf } from '../activity/activity.repository';
import type { RowFilter } from '../scope/scope';
import {
  activityEvents,
  employees,
  notificationReads,
  notificationSettings,
  reviews,
  statsHourly,
} from '../../db/schema';

/** The business, an employee's own rows, a limited manager's locations (scope/scope.ts). */
type Scope = RowFilter;

/** Events that are one of these notification kinds (arrays overlap). */
const ofKinds = (kinds: readonly string[]) =>
  sql`${activityEvents.notify} && ${sql.raw(`'{${kinds.join(',')}}'::text[]`)}`;

const eventScope = (scope: Scope) =>
  and(
    eq(activityEvents.businessId, scope.businessId),
    scope.employeeId ? eq(activityEvents.employeeId, scope.employeeId) : undefined,
    scope.locationIds ? staffOf(scope.locationIds) : undefined,
  );

export async function findLastSeen(db: Database, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ lastSeenAt: notificationReads.lastSeenAt })
    .from(notificationReads)
    .where(eq(notificationReads.userId, userId));
  return row?.lastSeenAt ?? null;
}

/**
 * Moves the seen mark forward, never back, and never past the database's now() (a future mark
 * would hide events yet to come). A client's time has millisecond precision while created_at has
 * microseconds, so a given mark covers its whole millisecond: passing an event's createdAt marks
 * that event seen.
 */
export async function markSeen(db: Database, userId: string, at: Date | null): Promise<Date> {
  const requested = at
    ? sql`least(${at.toISOString()}::timestamptz + interval '999 microseconds', now())`
    : sql`now()`;
  const [row] = await db
    .insert(notificationReads)
    .values({ userId, lastSeenAt: requested })
    .onConflictDoUpdate({
      target: notificationReads.userId,
      set: {
        lastSeenAt: sql`greatest(${notificationReads.lastSeenAt}, excluded.last_seen_at)`,
      },
    })
    .returning({ lastSeenAt: notificationReads.lastSeenAt });
  return row!.lastSeenAt;
}

/**
 * Compared in SQL against the stored mark: read back into a JS Date it would lose its
 * microseconds, and events in the mark's own millisecond would turn unread again. One scalar
 * subquery (an initplan), so the index range scan below still applies.
 */
const afterSeenMark = (userId: string) =>
  sql`${activityEvents.createdAt} > coalesce((select ${notificationReads.lastSeenAt}
    from ${notificationReads} where ${notificationReads.userId} = ${userId}), '-infinity')`;

/**
 * The user's notifications, newest first (same item shape as listActivity); only those after the
 * seen mark when `unreadOnly`. `kinds` are known constants (NOTIFICATION_KINDS), never input.
 */
export async function listNotifications(
  db: Database,
  scope: Scope,
  userId: string,
  kinds: readonly string[],
  options: { limit: number; unreadOnly: boolean },
) {
  if (kinds.length === 0) return [];
  return db
    .select(activityItemColumns)
    .from(activityEvents)
    .leftJoin(employees, eq(employees.id, activityEvents.employeeId))
    .where(
      and(
        eventScope(scope),
        ofKinds(kinds),
        options.unreadOnly ? afterSeenMark(userId) : undefined,
      ),
    )
    .orderBy(desc(activityEvents.createdAt), desc(activityEvents.id))
    .limit(options.limit);
}

/**
 * Exact, and a range scan of activity_events_business_feed_idx (business_id, created_at desc):
 * it reads only the unread part of the index. With no seen mark yet it counts the business's
 * whole history once; the first visit to the bell sets the mark.
 */
export async function countUnread(
  db: Database,
  scope: Scope,
  userId: string,
  kinds: readonly string[],
) {
  if (kinds.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(activityEvents)
    .where(and(eventScope(scope), ofKinds(kinds), afterSeenMark(userId)));
  return row?.n ?? 0;
}

export async function findMuted(db: Database, userId: string): Promise<string[]> {
  return (await findSettings(db, userId)).muted;
}

/** The user's choices, the defaults when they never chose. */
export async function findSettings(db: Database, userId: string) {
  const [row] = await db
    .select({
      muted: notificationSettings.muted,
      mailMuted: notificationSettings.mailMuted,
      digest: notificationSettings.digest,
    })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return row ?? { muted: [], mailMuted: [], digest: true };
}

export async function saveSettings(
  db: Database,
  userId: string,
  set: { muted?: string[]; mailMuted?: string[]; digest?: boolean },
) {
  if (Object.keys(set).length === 0) return;
  await db
    .insert(notificationSettings)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: notificationSettings.userId, set });
}

/** All-time totals: funnel counters from the hourly roll-up, reviews from reviews (unmatched too). */
export async function dashboardTotals(db: Database, scope: Scope) {
  const [funnel] = await db
    .select({
      touches: sql<string>`coalesce(sum(${statsHourly.touches}), 0)`,
      clickouts: sql<string>`coalesce(sum(${statsHourly.clickouts}), 0)`,
    })
    .from(statsHourly)
    .where(
      and(
        eq(statsHourly.businessId, scope.businessId),
        scope.employeeId ? eq(statsHourly.employeeId, scope.employeeId) : undefined,
        scope.locationIds ? inArray(statsHourly.locationId, scope.locationIds) : undefined,
      ),
    );
  const [reviewed] = await db
    .select({ n: count() })
    .from(reviews)
    .where(
      and(
        eq(reviews.businessId, scope.businessId),
        scope.employeeId ? eq(reviews.employeeId, scope.employeeId) : undefined,
        scope.locationIds ? inArray(reviews.locationId, scope.locationIds) : undefined,
      ),
    );
  return {
    totalTouches: Number(funnel?.touches ?? 0),
    totalClickouts: Number(funnel?.clickouts ?? 0),
    totalReviews: reviewed?.n ?? 0,
  };
}
