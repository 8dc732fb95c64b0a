// Shared shape of the GET /api/analytics/* queries. The key starts with 'analytics' because the
// realtime connection (web/lib/realtime.tsx) invalidates everything under it on a server event;
// the range and the chosen location are part of the key so each is cached on its own.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TimeRange } from '@common/constants';
import { analyticsApi } from '@common/api/analytics';
import type { RouteResult } from '@common/api/route';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type AnalyticsEndpoint = keyof typeof analyticsApi;

/** `locationId`: the header's chosen location (web/lib/location-choice.ts); null: all. */
export function analyticsQueryOptions<E extends AnalyticsEndpoint>(
  endpoint: E,
  range: TimeRange,
  /** undefined: the chosen location is not known yet (web/lib/location-choice.ts). */
  locationId: string | null | undefined,
) {
  return queryOptions({
    // Not known yet: a key of its own, so no cached figures of all locations stand in for it.
    queryKey: queryKeys.analytics.of(
      endpoint,
      range,
      locationId === undefined ? '?' : (locationId ?? ''),
    ),
    queryFn: ({ signal }) =>
      call(analyticsApi[endpoint] as (typeof analyticsApi)[AnalyticsEndpoint], {
        query: locationId ? { range, locationId } : { range },
        signal,
      }) as Promise<RouteResult<(typeof analyticsApi)[E]>>,
    // Switching ranges keeps the previous figures on screen until the new ones arrive, rather
    // than flashing skeletons over the whole page.
    placeholderData: keepPreviousData,
    enabled: locationId !== undefined,
  });
}
