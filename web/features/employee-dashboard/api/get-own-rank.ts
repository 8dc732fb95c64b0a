// GET /api/analytics/leaderboard for the signed-in employee: the server answers only their own
// row, ranked against the whole team by 4- and 5-star reviews (docs/funnel.md "Rates"). Under
// 'analytics', so realtime events mark it stale with the other figures.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TimeRange } from '@common/constants';
import { analyticsApi } from '@common/api/analytics';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function useOwnRank(range: TimeRange) {
  return useQuery({
    queryKey: queryKeys.analytics.of('leaderboard', range),
    queryFn: ({ signal }) => call(analyticsApi.leaderboard, { query: { range }, signal }),
    select: (board) => board.items[0] ?? null,
    placeholderData: keepPreviousData,
  });
}
