// SPEC §3/§4 "Notification data": what the bell shows. A manager sees the business, an employee
// only their own events and figures; a caller without a business gets the empty result.
import { NOTIFICATION_LIST_LIMIT, type NotificationData } from '@common/schemas/notifications';
import type { Database } from '../../db/client';
import type { AuthContext } from '../auth/session.service';
import { listActivity } from '../activity/activity.repository';
import * as repo from './notifications.repository';

export const EMPTY_NOTIFICATION_DATA: NotificationData = {
  activities: [],
  allActivities: [],
  unreadCount: 0,
  lastSeenAt: null,
  dashboardStats: { totalTouches: 0, totalClickouts: 0, totalReviews: 0 },
};

function scopeOf(auth: AuthContext): repo.Scope | null {
  const businessId = auth.user.businessId;
  if (!businessId) return null;
  if (auth.role !== 'employee') return { businessId };
  return auth.user.employeeId ? { businessId, employeeId: auth.user.employeeId } : null;
}

type Row = Awaited<ReturnType<typeof listActivity>>[number];
const present = (row: Row) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  payload: (row.payload ?? {}) as Record<string, unknown>,
});

export async function notificationData(db: Database, auth: AuthContext): Promise<NotificationData> {
  const scope = scopeOf(auth);
  if (!scope) return EMPTY_NOTIFICATION_DATA;
  const lastSeenAt = await repo.findLastSeen(db, auth.user.id);
  // Sequential on purpose: PGlite runs one query at a time anyway, and on PostgreSQL five small
  // index reads do not justify holding five pool connections for one request.
  const latest = await listActivity(db, { ...scope, limit: NOTIFICATION_LIST_LIMIT });
  const unread = lastSeenAt
    ? await repo.listUnread(db, scope, auth.user.id, NOTIFICATION_LIST_LIMIT)
    : latest;
  const unreadCount = await repo.countUnread(db, scope, auth.user.id);
  const dashboardStats = await repo.dashboardTotals(db, scope);
  return {
    activities: unread.map(present),
    allActivities: latest.map(present),
    unreadCount,
    lastSeenAt: lastSeenAt?.toISOString() ?? null,
    dashboardStats,
  };
}

export async function markNotificationsSeen(db: Database, auth: AuthContext, at: string | null) {
  const lastSeenAt = await repo.markSeen(db, auth.user.id, at ? new Date(at) : null);
  return { lastSeenAt: lastSeenAt.toISOString() };
}
