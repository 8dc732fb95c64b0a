// Sessions and the identity behind them, read in one query per request.
import { and, eq, gt, lt, sql } from 'drizzle-orm';
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
    .where(
      and(
        eq(sessions.id, id),
        gt(sessions.expiresAt, sql`now()`),
        eq(users.isActive, true),
        sql`(${sessions.kind} = 'user' or (${employees.isActive} and ${employees.deletedAt} is null
              and ${employeeCredentials.isActive}))`,
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function touchSession(db: Database, id: string, expiresAt?: Date) {
  await db
    .update(sessions)
    .set({ lastSeenAt: new Date(), ...(expiresAt ? { expiresAt } : {}) })
    .where(eq(sessions.id, id));
}

export async function deleteSession(db: Database, id: string) {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function deleteSessionsOfUser(db: Database, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteExpiredSessions(db: Database) {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
}
