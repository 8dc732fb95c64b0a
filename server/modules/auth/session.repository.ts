// Sessions and the identity behind them, read in one query per request.
import { and, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  authUsers,
  businesses,
  employeeCredentials,
  employees,
  sessions,
  users,
  type SessionKind,
} from '../../db/schema';

export async function insertSession(
  db: Database,
  values: {
    id: string;
    userId: string;
    kind: SessionKind;
    expiresAt: Date;
    userAgent: string | null;
  },
) {
  await db.insert(sessions).values(values);
}

/**
 * What keeps a session live (with users, employees and credentials joined). Expiry is judged by
 * the app's clock, the one that wrote and slides it (session.service.ts), not the database's.
 */
const liveConditions = () => [
  gt(sessions.expiresAt, new Date()),
  eq(users.isActive, true),
  sql`(${sessions.kind} = 'user' or (${employees.isActive} and ${employees.deletedAt} is null
        and ${employeeCredentials.isActive}))`,
];

/**
 * The live session with this id, with its user, business, auth identity and (for employees) the
 * employee and credentials. A deactivated user, employee or credential, a deleted employee or an
 * expired session yields nothing: deactivation takes effect on the very next request.
 */
export async function findLiveSession(db: Database, id: string) {
  const [row] = await db
    .select({
      session: sessions,
      user: users,
      business: businesses,
      authUser: authUsers,
      employee: employees,
      username: employeeCredentials.username,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(businesses, eq(businesses.id, users.businessId))
    .leftJoin(authUsers, eq(authUsers.id, users.authUserId))
    .leftJoin(employees, eq(employees.id, users.employeeId))
    .leftJoin(employeeCredentials, eq(employeeCredentials.employeeId, users.employeeId))
    .where(and(eq(sessions.id, id), ...liveConditions()))
    .limit(1);
  return row ?? null;
}

export async function touchSession(db: Database, id: string, expiresAt?: Date) {
  await db
    .update(sessions)
    .set({ lastSeenAt: new Date(), ...(expiresAt ? { expiresAt } : {}) })
    .where(eq(sessions.id, id));
}

/**
 * Announced on commit whenever sessions end or a user's standing changes, so every server process
 * closes the live streams (GET /api/realtime) those sessions hold within a second.
 */
export const SESSION_CHANNEL = 'rt_sessions';

export interface SessionNotice {
  userId?: string;
  sessionId?: string;
}

export async function notifySessions(db: Database, notice: SessionNotice) {
  await db.execute(sql`select pg_notify(${SESSION_CHANNEL}, ${JSON.stringify(notice)})`);
}

export async function deleteSession(db: Database, id: string) {
  await db.delete(sessions).where(eq(sessions.id, id));
  await notifySessions(db, { sessionId: id });
}

export async function deleteSessionsOfUser(db: Database, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
  await notifySessions(db, { userId });
}

/** Every session of the user but one (a password change keeps the browser that made it). */
export async function deleteOtherSessionsOfUser(db: Database, userId: string, keepId: string) {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)));
  await notifySessions(db, { userId });
}

export async function deleteExpiredSessions(db: Database) {
  const gone = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, new Date()))
    .returning({ id: sessions.id });
  return gone.length;
}

/**
 * Which of these session ids are still live, by the same rules as findLiveSession (expiry, an
 * active user, an active employee with active credentials).
 */
export async function liveSessionIds(db: Database, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(employees, eq(employees.id, users.employeeId))
    .leftJoin(employeeCredentials, eq(employeeCredentials.employeeId, users.employeeId))
    .where(and(inArray(sessions.id, ids), ...liveConditions()));
  return new Set(rows.map((row) => row.id));
}
