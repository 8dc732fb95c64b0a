// The notification backend function (docs/product-rules.md §3 "Notification data", §5) keeps its own
// envelope `{success, data}`; docs/http-api.md POST /api/functions/get-notification-data.
import { z } from 'zod';
import { activityItemSchema } from './activity';
import { functionEnvelope } from './auth';

const dashboardStatsSchema = z.object({
  totalTouches: z.number().int(),
  totalClickouts: z.number().int(),
  totalReviews: z.number().int(),
});

/**
 * What the bell tells someone about: things that need a person (docs/notifications.md). The feed
 * shows every event; the bell only these, and each user may turn any of them off.
 */
const NOTIFICATION_KINDS = [
  'low_rating',
  'unmatched',
  'credited',
  'google_problem',
  'lockout',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
const notificationKindSchema = z.enum(NOTIFICATION_KINDS);

/** The kinds each role can receive: employees hear of their own credits only. */
export const KINDS_BY_ROLE = {
  admin: ['low_rating', 'unmatched', 'google_problem', 'lockout'],
  manager: ['low_rating', 'unmatched', 'google_problem', 'lockout'],
  employee: ['credited'],
} as const satisfies Record<string, readonly NotificationKind[]>;

/**
 * The kinds that also come by mail, to admins and managers (docs/notifications.md "Alert mails"):
 * what needs someone soon. Credits and lockouts stay in the bell.
 */
export const MAIL_KINDS = [
  'low_rating',
  'unmatched',
  'google_problem',
] as const satisfies readonly NotificationKind[];

export const notificationPreferencesSchema = z.object({
  /** The kinds this user can receive, in display order. */
  available: z.array(notificationKindSchema),
  /** Those of them the user turned off. */
  muted: z.array(notificationKindSchema),
  /** The kinds this user can be mailed about (none for an employee). */
  mailAvailable: z.array(notificationKindSchema),
  /** Those of them the user gets no mail about. */
  mailMuted: z.array(notificationKindSchema),
  /** Whether the weekly digest is offered to this user, and whether it is on. */
  digestAvailable: z.boolean(),
  digest: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** Each part optional: a screen saves what it shows. */
export const notificationPreferencesUpdateSchema = z.object({
  muted: z.array(notificationKindSchema).max(NOTIFICATION_KINDS.length).optional(),
  mailMuted: z.array(notificationKindSchema).max(NOTIFICATION_KINDS.length).optional(),
  digest: z.boolean().optional(),
});
export type NotificationPreferencesUpdate = z.infer<typeof notificationPreferencesUpdateSchema>;

/** POST /api/notifications/unsubscribe: the token of an alert mail's link; `what` it stops. */
export const unsubscribeRequestSchema = z.object({
  token: z.string().min(1).max(100),
  what: z.enum(['alerts', 'digest']).optional(),
});
export const unsubscribeResultSchema = z.object({
  what: z.enum(['alerts', 'digest']),
  /** The address that will get no more of these mails, masked. */
  email: z.string(),
});

const notificationDataSchema = z.object({
  /** Notifications since lastSeenAt (the unread ones), newest first. */
  activities: z.array(activityItemSchema),
  /** The latest events whether seen or not, newest first. */
  allActivities: z.array(activityItemSchema),
  /** The latest events the bell shows (the user's notification kinds), newest first. */
  notifications: z.array(activityItemSchema).optional(),
  unreadCount: z.number().int().min(0),
  lastSeenAt: z.iso.datetime({ offset: true }).nullable(),
  dashboardStats: dashboardStatsSchema,
});
export type NotificationData = z.infer<typeof notificationDataSchema>;

export const notificationEnvelopeSchema = functionEnvelope(notificationDataSchema);

export const notificationsSeenSchema = z.object({ lastSeenAt: z.iso.datetime({ offset: true }) });

/** How many events the bell lists. */
export const NOTIFICATION_LIST_LIMIT = 20;
