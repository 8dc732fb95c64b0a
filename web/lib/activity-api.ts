// GET /api/activity: the activity feed, newest first, paged by keyset (`before` = the last id of
// the previous page). Shared by the feed component and the realtime cache updates, which must
// agree on the key and the page shape.
import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '@common/constants';
import type { ActivityItem } from '@common/schemas/activity';
import { activityApi } from '@common/api/activity';
import { call } from './api-client';
import { queryKeys } from './query-keys';

export interface ActivityPage {
  items: ActivityItem[];
  nextBefore: number | null;
}

export type ActivityFeedData = InfiniteData<ActivityPage, number | null>;

/** Every feed query starts with this; realtime updates address all of them through it. */
export const ACTIVITY_QUERY_KEY = queryKeys.activity.all;

function getActivity(
  limit: number,
  before: number | null,
  signal?: AbortSignal,
): Promise<ActivityPage> {
  return call(activityApi.feed, {
    query: { limit, before: before ?? undefined },
    signal,
  });
}

export function activityFeedQueryOptions(limit = DEFAULT_PAGE_SIZE) {
  return infiniteQueryOptions({
    queryKey: [...ACTIVITY_QUERY_KEY, { limit }] as const,
    queryFn: ({ pageParam, signal }) => getActivity(limit, pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextBefore,
  });
}
