// docs/product-rules.md §7: get-notification-data answers {success, data}; a failed call or `success: false` is
// one error, 'Failed to fetch notification data' (docs/product-rules.md §8), whatever the underlying cause.
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

/**
 * Unread notifications first, then the earlier ones; one in both lists is shown once. The bell
 * lists notifications only (docs/notifications.md); the live feed is where every event shows.
 */
export function splitNotifications(data: NotificationData) {
  const unreadIds = new Set(data.activities.map((item) => item.id));
  return {
    unread: data.activities,
    earlier: (data.notifications ?? []).filter((item) => !unreadIds.has(item.id)),
  };
}
