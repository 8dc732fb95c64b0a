// POST /api/notifications/seen: everything up to now counts as read; the bell then reads again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationsApi } from '@common/api/notifications';
import { call } from '../../../lib/api-client';
import { NOTIFICATIONS_QUERY_KEY } from './get-notifications';

function markNotificationsSeen(): Promise<{ lastSeenAt: string }> {
  return call(notificationsApi.markSeen, { body: {} });
}

export function useMarkNotificationsSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsSeen,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
}
