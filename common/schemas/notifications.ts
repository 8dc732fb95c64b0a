// The SPEC's notification backend function (SPEC §3 "Notification data", §5) keeps its own
// envelope `{success, data}`; DESIGN §5 POST /api/functions/get-notification-data.
import { z } from 'zod';
import { activityItemSchema } from './activity';

export const dashboardStatsSchema = z.object({
  totalTouches: z.number().int(),
  totalClickouts: z.number().int(),
  totalReviews: z.number().int(),
});

export const notificationDataSchema = z.object({
  /** Events since lastSeenAt (the unread ones), newest first. */
  activities: z.array(activityItemSchema),
  /** The latest events whether seen or not, newest first. */
  allActivities: z.array(activityItemSchema),
  unreadCount: z.number().int().min(0),
  lastSeenAt: z.iso.datetime({ offset: true }).nullable(),
  dashboardStats: dashboardStatsSchema,
});
export type NotificationData = z.infer<typeof notificationDataSchema>;

export const notificationEnvelopeSchema = z.object({
  success: z.boolean(),
  data: notificationDataSchema.optional(),
  error: z.string().optional(),
});
export type NotificationEnvelope = z.infer<typeof notificationEnvelopeSchema>;

export const notificationsSeenSchema = z.object({ lastSeenAt: z.iso.datetime({ offset: true }) });

/** How many events the bell lists. */
export const NOTIFICATION_LIST_LIMIT = 20;
