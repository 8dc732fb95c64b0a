// GET/PUT /api/notifications/preferences: which kinds the bell tells this user about, which come
// by mail, and the weekly digest.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferencesUpdate } from '@common/schemas/notifications';
import { notificationsApi } from '@common/api/notifications';
import { call } from '../../../lib/api-client';
import { NOTIFICATIONS_QUERY_KEY } from './get-notifications';
import { queryKeys } from '../../../lib/query-keys';

const PREFERENCES_QUERY_KEY = queryKeys.notifications.preferences;

export function useNotificationPreferences() {
  return useQuery(
    queryOptions({
      queryKey: PREFERENCES_QUERY_KEY,
      queryFn: ({ signal }) => call(notificationsApi.preferences, { signal }),
    }),
  );
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationPreferencesUpdate) =>
      call(notificationsApi.setPreferences, { body }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(PREFERENCES_QUERY_KEY, saved);
      // The bell's count follows the new choice at once.
      await queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY, exact: true });
    },
  });
}
