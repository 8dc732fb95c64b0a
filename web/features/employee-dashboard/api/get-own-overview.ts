// GET /api/analytics/overview for the signed-in employee: the server answers an employee only
// their own figures. Same key as the manager dashboard's overview (['analytics', endpoint, range]),
// under 'analytics' so realtime events mark it stale.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TimeRange } from '@common/constants';
import type { Overview } from '@common/schemas/analytics';
import { api } from '../../../lib/api-client';

function ownOverviewQueryOptions(range: TimeRange) {
  return queryOptions({
    queryKey: ['analytics', 'overview', range] as const,
    queryFn: ({ signal }) =>
      api.get<Overview>('/api/analytics/overview', { query: { range }, signal }),
    // Switching the range keeps the previous figures on screen instead of blanking the cards.
    placeholderData: keepPreviousData,
  });
}

export function useOwnOverview(range: TimeRange) {
  return useQuery(ownOverviewQueryOptions(range));
}
