// POST /api/functions/get-notification-data: the bell's events, unread count and totals. Options
// are docs/product-rules.md §9's notification query: always stale, kept a minute, two retries a second apart,
// refetched on focus, mount and reconnect; asked only by a user with a business (docs/product-rules.md §4).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { NOTIFICATION_QUERY } from '@common/constants';
import type { NotificationData } from '@common/schemas/notifications';
import { notificationsApi } from '@common/api/notifications';
import { call } from '../../../lib/api-client';
import { NotificationFetchError, unwrapNotificationEnvelope } from '../lib/notification-envelope';
import { queryKeys } from '../../../lib/query-keys';

export const NOTIFICATIONS_QUERY_KEY = queryKeys.notifications.all;

async function getNotificationData(signal?: AbortSignal): Promise<NotificationData> {
  let body: unknown;
  try {
    body = await call(notificationsApi.feed, { body: { notifications: true }, signal });
  } catch (error) {
    // A cancelled request must stay a cancellation for TanStack Query.
    if (signal?.aborted) throw error;
    throw new NotificationFetchError({ cause: error });
  }
  return unwrapNotificationEnvelope(body);
}

function notificationsQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: NOTIFICATIONS_QUERY_KEY,
    queryFn: ({ signal }) => getNotificationData(signal),
    enabled,
    staleTime: NOTIFICATION_QUERY.staleTimeMs,
    gcTime: NOTIFICATION_QUERY.gcTimeMs,
    retry: NOTIFICATION_QUERY.retry,
    retryDelay: NOTIFICATION_QUERY.retryDelayMs,
    refetchOnWindowFocus: true,
    refetchOnMount: true,
    refetchOnReconnect: true,
  });
}

export function useNotifications(enabled: boolean) {
  return useQuery(notificationsQueryOptions(enabled));
}
