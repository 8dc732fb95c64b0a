// Activity events feed the live activity feed and notifications (DESIGN §3, §4). Every event is
// also announced on one PostgreSQL channel, in the same transaction, so every server process
// LISTENing hears about it after it is committed, never before.
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { activityEvents, employees, type ActivityType } from '../../db/schema';

export const ACTIVITY_CHANNEL = 'rt_activity';

export interface NewActivity {
  businessId: string;
  employeeId: string | null;
  type: ActivityType;
  payload?: Record<string, unknown>;
}

export async function insertActivity(db: Database, event: NewActivity) {
  const [row] = await db
    .insert(activityEvents)
    .values({ ...event, payload: event.payload ?? {} })
    .returning();
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

/** Newest first, by id (keyset paging); always within one business, optionally one employee. */
export async function listActivity(
  db: Database,
  filter: {
    businessId: string;
    employeeId?: string | undefined;
    limit: number;
    before?: number | undefined;
  },
) {
  return db
    .select({
      id: activityEvents.id,
      type: activityEvents.type,
      createdAt: activityEvents.createdAt,
      employeeId: activityEvents.employeeId,
      employeeName: employees.name,
      payload: activityEvents.payload,
    })
    .from(activityEvents)
    .leftJoin(employees, eq(employees.id, activityEvents.employeeId))
    .where(
      and(
        eq(activityEvents.businessId, filter.businessId),
        filter.employeeId ? eq(activityEvents.employeeId, filter.employeeId) : undefined,
        filter.before ? lt(activityEvents.id, filter.before) : undefined,
      ),
    )
    .orderBy(desc(activityEvents.id))
    .limit(filter.limit);
}
