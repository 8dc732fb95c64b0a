// docs/product-rules.md §3/§4 "Notification data": what the bell shows. A manager sees the business, an employee
// only their own events and figures; a caller without a business gets the empty result.
import {
  KINDS_BY_ROLE,
  NOTIFICATION_LIST_LIMIT,
  type NotificationData,
  MAIL_KINDS,
  type NotificationKind,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
} from '@common/schemas/notifications';
import { isManager, type Role } from '@common/policy';
import type { Database } from '../../db/client';
import { listActivity } from '../activity/activity.repository';
import * as repo from './notifications.repository';
import { requireBusiness, rowFilter, type RowFilter, type Scope } from '../scope/scope';

const EMPTY_NOTIFICATION_DATA: NotificationData = {
  activities: [],
  allActivities: [],
  unreadCount: 0,
  lastSeenAt: null,
  dashboardStats: { totalTouches: 0, totalClickouts: 0, totalReviews: 0 },
};

/** What the caller hears of: none without a business; a limited manager, their locations'. */
async function filterOf(scope: Scope): Promise<RowFilter | null> {
  return scope.businessId ? rowFilter(requireBusiness(scope)) : null;
}

type Row = Awaited<ReturnType<typeof listActivity>>[number];
const present = (row: Row) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  payload: (row.payload ?? {}) as Record<string, unknown>,
});

/** The kinds this user receives: their role's, less the ones they turned off. */
async function kindsFor(db: Database, { viewer }: Scope): Promise<NotificationKind[]> {
  const muted = new Set(await repo.findMuted(db, viewer.userId));
  return KINDS_BY_ROLE[viewer.role].filter((kind) => !muted.has(kind));
}

export async function notificationData(
  db: Database,
  caller: Scope,
  options: { withNotifications?: boolean } = {},
): Promise<NotificationData> {
  const scope = await filterOf(caller);
  if (!scope)
    return options.withNotifications
      ? { ...EMPTY_NOTIFICATION_DATA, notifications: [] }
      : EMPTY_NOTIFICATION_DATA;
  const { userId } = caller.viewer;
  const lastSeenAt = await repo.findLastSeen(db, userId);
  const kinds = await kindsFor(db, caller);
  // Sequential on purpose: PGlite runs one query at a time anyway, and on PostgreSQL a few small
  // index reads do not justify holding several pool connections for one request.
  const latest = await listActivity(db, { ...scope, limit: NOTIFICATION_LIST_LIMIT });
  const limit = NOTIFICATION_LIST_LIMIT;
  const notifications = await repo.listNotifications(db, scope, userId, kinds, {
    limit,
    unreadOnly: false,
  });
  const unread = lastSeenAt
    ? await repo.listNotifications(db, scope, userId, kinds, { limit, unreadOnly: true })
    : notifications;
  const unreadCount = await repo.countUnread(db, scope, userId, kinds);
  const dashboardStats = await repo.dashboardTotals(db, scope);
  return {
    activities: unread.map(present),
    allActivities: latest.map(present),
    ...(options.withNotifications ? { notifications: notifications.map(present) } : {}),
    unreadCount,
    lastSeenAt: lastSeenAt?.toISOString() ?? null,
    dashboardStats,
  };
}

export async function markNotificationsSeen(db: Database, scope: Scope, at: string | null) {
  const lastSeenAt = await repo.markSeen(db, scope.viewer.userId, at ? new Date(at) : null);
  return { lastSeenAt: lastSeenAt.toISOString() };
}

/** The kinds that come by mail to this role: what needs someone, for those who run the team. */
const mailKindsOf = (role: Role): NotificationKind[] =>
  isManager(role) ? KINDS_BY_ROLE[role].filter((kind) => isMailKind(kind)) : [];

const isMailKind = (kind: NotificationKind) => (MAIL_KINDS as readonly string[]).includes(kind);

export async function notificationPreferences(
  db: Database,
  { viewer }: Scope,
): Promise<NotificationPreferences> {
  const available = [...KINDS_BY_ROLE[viewer.role]];
  const mailAvailable = mailKindsOf(viewer.role);
  const settings = await repo.findSettings(db, viewer.userId);
  const muted = new Set(settings.muted);
  const mailMuted = new Set(settings.mailMuted);
  return {
    available,
    muted: available.filter((kind) => muted.has(kind)),
    mailAvailable,
    mailMuted: mailAvailable.filter((kind) => mailMuted.has(kind)),
    digestAvailable: isManager(viewer.role),
    digest: isManager(viewer.role) && settings.digest,
  };
}

/** Kinds outside the caller's role are ignored: they could never reach this user anyway. */
export async function saveNotificationPreferences(
  db: Database,
  scope: Scope,
  input: NotificationPreferencesUpdate,
): Promise<NotificationPreferences> {
  const { role, userId } = scope.viewer;
  const available: readonly NotificationKind[] = KINDS_BY_ROLE[role];
  const mailAvailable = mailKindsOf(role);
  const only = (kinds: NotificationKind[], allowed: readonly NotificationKind[]) =>
    [...new Set(kinds)].filter((kind) => allowed.includes(kind));
  await repo.saveSettings(db, userId, {
    ...(input.muted ? { muted: only(input.muted, available) } : {}),
    ...(input.mailMuted ? { mailMuted: only(input.mailMuted, mailAvailable) } : {}),
    ...(input.digest !== undefined && isManager(role) ? { digest: input.digest } : {}),
  });
  return notificationPreferences(db, scope);
}
