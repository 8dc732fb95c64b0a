// Activity events feed the live activity feed and notifications (DESIGN §3, §4). Every event is
// also announced on one PostgreSQL channel, in the same transaction, so every server process
// LISTENing hears about it after it is committed, never before.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { activityEvents, type ActivityType } from '../../db/schema';

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
  await notifyActivity(db, { id: row!.id, businessId: row!.businessId, employeeId: row!.employeeId, type: row!.type });
  return row!;
}

/** Small on purpose: NOTIFY payloads are capped at 8000 bytes; listeners read details by id. */
export async function notifyActivity(
  db: Database,
  event: { id: number; businessId: string; employeeId: string | null; type: string },
) {
  await db.execute(sql`select pg_notify(${ACTIVITY_CHANNEL}, ${JSON.stringify(event)})`);
}
