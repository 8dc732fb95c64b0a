// GET /api/analytics/overview for the signed-in employee: the server answers an employee only
// their own figures. Same key as the manager dashboard's overview (['analytics', endpoint, range, '']),
// under 'analytics' so realtime events mark it stale.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TimeRange } from '@common/constants';
import { analyticsApi } from '@common/api/analytics';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

function ownOverviewQueryOptions(range: TimeRange) {
  return queryOptions({
    queryKey: queryKeys.analytics.of('overview', range),
    queryFn: ({ signal }) => call(analyticsApi.overview, { query: { range }, signal }),
    // Switching the range keeps the previous figures on screen instead of blanking the cards.
    placeholderData: keepPreviousData,
  });
}

export function useOwnOverview(range: TimeRange) {
  return useQuery(ownOverviewQueryOptions(range));
}
