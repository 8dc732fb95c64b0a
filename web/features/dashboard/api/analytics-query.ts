// Shared shape of the GET /api/analytics/* queries. The key starts with 'analytics' because the
// realtime connection (web/lib/realtime.tsx) invalidates everything under it on a server event;
// the range is part of the key so each range is cached on its own.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TimeRange } from '@common/constants';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type AnalyticsEndpoint = 'overview' | 'timeseries' | 'hourly' | 'employees' | 'leaderboard';

export function analyticsQueryOptions<T>(endpoint: AnalyticsEndpoint, range: TimeRange) {
  return queryOptions({
    queryKey: queryKeys.analytics.of(endpoint, range),
    queryFn: ({ signal }) => api.get<T>(`/api/analytics/${endpoint}`, { query: { range }, signal }),
    // Switching ranges keeps the previous figures on screen until the new ones arrive, rather
    // than flashing skeletons over the whole page.
    placeholderData: keepPreviousData,
  });
}
