// GET and PATCH /api/business: the business information of the settings screen. A saved name
// shows in the session (the shell's business name), so the session is read again after a save.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BusinessSettings, UpdateBusinessSettings } from '@common/schemas/business';
import { businessSettingsApi } from '@common/api/business-settings';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { authKeys } from '../../../lib/session-keys';

/**
 * The session query's key (features/auth/api/get-session.ts; features do not import each other).
 * Invalidating by this prefix refetches it, so the shell shows the saved business name.
 */
const SESSION_KEY = authKeys.session;
const BUSINESS_SETTINGS_QUERY_KEY = queryKeys.business.settings;

function getBusinessSettings(signal?: AbortSignal): Promise<BusinessSettings> {
  return call(businessSettingsApi.read, { signal });
}

function updateBusinessSettings(input: UpdateBusinessSettings): Promise<BusinessSettings> {
  return call(businessSettingsApi.update, { body: input });
}

function businessSettingsQueryOptions() {
  return queryOptions({
    queryKey: BUSINESS_SETTINGS_QUERY_KEY,
    queryFn: ({ signal }) => getBusinessSettings(signal),
  });
}

export function useBusinessSettings() {
  return useQuery(businessSettingsQueryOptions());
}

export function useUpdateBusinessSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBusinessSettings,
    onSuccess: async (settings) => {
      queryClient.setQueryData(BUSINESS_SETTINGS_QUERY_KEY, settings);
      await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    },
  });
}
