// SPEC §7: get-notification-data answers {success, data}; a failed call or `success: false` is
// one error, 'Failed to fetch notification data' (SPEC §8), whatever the underlying cause.
import { notificationEnvelopeSchema, type NotificationData } from '@common/schemas/notifications';

export const NOTIFICATION_FETCH_FAILED = 'Failed to fetch notification data';

export class NotificationFetchError extends Error {
  override readonly name = 'NotificationFetchError';
  constructor(options?: { cause?: unknown }) {
    super(NOTIFICATION_FETCH_FAILED, options);
  }
}

/** The data of a successful envelope; anything else throws NotificationFetchError. */
export function unwrapNotificationEnvelope(body: unknown): NotificationData {
  const parsed = notificationEnvelopeSchema.safeParse(body);
  if (!parsed.success) throw new NotificationFetchError({ cause: parsed.error });
  const { success, data, error } = parsed.data;
  if (!success || !data) throw new NotificationFetchError({ cause: error });
  return data;
}

/** Unread events first, then the earlier ones; an event in both lists is shown once. */
export function splitNotifications(data: NotificationData) {
  const unreadIds = new Set(data.activities.map((item) => item.id));
  return {
    unread: data.activities,
    earlier: data.allActivities.filter((item) => !unreadIds.has(item.id)),
  };
}
