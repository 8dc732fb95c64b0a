// Opaque session tokens: the cookie holds 256 random bits, the database only their SHA-256.
// Manager sessions slide (30 days from the last visit); employee sessions end 24 h after sign-in.
import { EMPLOYEE_SESSION_LIFETIME_MS } from '@common/constants';
import { permissionsOf, type Role, isEmployee } from '@common/policy';
import type { SessionResponse } from '@common/schemas/auth';
import type { Database } from '../../db/client';
import { hashToken, newSessionToken } from '../../lib/tokens';
import * as repo from './session.repository';

const USER_SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
// Refresh last_seen_at (and slide the expiry) at most this often, not on every request.
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export type AuthContext = NonNullable<Awaited<ReturnType<typeof repo.findLiveSession>>> & {
  role: Role;
};

export async function createSession(
  db: Database,
  user: { id: string; role: Role },
  userAgent: string | undefined,
): Promise<{ token: string; expiresAt: Date }> {
  const kind = isEmployee(user.role) ? 'employee' : 'user';
  const lifetime = kind === 'employee' ? EMPLOYEE_SESSION_LIFETIME_MS : USER_SESSION_LIFETIME_MS;
  const token = newSessionToken();
  const expiresAt = new Date(Date.now() + lifetime);
  await repo.insertSession(db, {
    id: hashToken(token),
    userId: user.id,
    kind,
    expiresAt,
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  return { token, expiresAt };
}

export async function resolveSession(db: Database, token: string): Promise<AuthContext | null> {
  const found = await repo.findLiveSession(db, hashToken(token));
  if (!found) return null;
  const { session } = found;
  if (Date.now() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    const slid =
      session.kind === 'user' ? new Date(Date.now() + USER_SESSION_LIFETIME_MS) : undefined;
    await repo.touchSession(db, session.id, slid);
    if (slid) session.expiresAt = slid;
  }
  return { ...found, role: found.user.role };
}

export async function endSession(db: Database, token: string) {
  await repo.deleteSession(db, hashToken(token));
}

/** Ends every session of a user at once (deactivation, role change, new credentials). */
export async function revokeSessionsOfUser(db: Database, userId: string) {
  await repo.deleteSessionsOfUser(db, userId);
}

/** Ends every session of the user except the caller's own (a password or email change). */
export async function revokeOtherSessions(db: Database, auth: AuthContext) {
  await repo.deleteOtherSessionsOfUser(db, auth.user.id, auth.session.id);
}

/** Tells live streams that something about the user changed (they re-check their session). */
export async function announceUserChanged(db: Database, userId: string) {
  await repo.notifySessions(db, { userId });
}

export { liveSessionIds, SESSION_CHANNEL, type SessionNotice } from './session.repository';

export function presentSession(auth: AuthContext): SessionResponse {
  const { user, business, authUser, employee, session } = auth;
  const fullName = (authUser?.userMetadata as { full_name?: unknown } | undefined)?.full_name;
  return {
    kind: session.kind,
    user: {
      id: user.id,
      email: user.email,
      role: user.role,
      businessId: user.businessId,
      businessName: business?.name ?? user.businessName,
      employeeId: user.employeeId,
      employeeName: employee?.name ?? user.employeeName,
      isEmployee: user.isEmployee,
      isActive: user.isActive,
      fullName: typeof fullName === 'string' ? fullName : (employee?.name ?? null),
      lastSignInAt: authUser?.lastSignInAt?.toISOString() ?? null,
    },
    business: business
      ? {
          id: business.id,
          name: business.name,
          slug: business.slug,
          timezone: business.timezone,
          googleIntegrationStatus: business.googleIntegrationStatus,
          connectionType: business.connectionType,
        }
      : null,
    ...(employee && auth.username
      ? {
          employee: {
            id: employee.id,
            name: employee.name,
            slug: employee.slug,
            code: employee.code,
            username: auth.username,
          },
        }
      : {}),
    permissions: permissionsOf(user.role),
    expiresAt: session.expiresAt.toISOString(),
  };
}
