// GET /api/reviews: one page of the business's reviews, narrowed by search, rating, match type,
// employee and date range (docs/product-rules.md §2 Reviews).
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Review } from '@common/schemas/reviews';
import { reviewsApi } from '@common/api/reviews';
import { call } from '../../../lib/api-client';
import {
  DEFAULT_REVIEW_FILTERS,
  normaliseReviewFilters,
  reviewQueryParams,
  type ReviewFilters,
} from '../lib/review-filters';
import { queryKeys } from '../../../lib/query-keys';

export interface ReviewList {
  items: Review[];
  total: number;
}

function getReviews(filters: ReviewFilters, signal?: AbortSignal): Promise<ReviewList> {
  return call(reviewsApi.list, { query: reviewQueryParams(filters), signal });
}

/** Without filters the key is the prefix every list shares, which is what the mutations invalidate. */
export function reviewsQueryOptions(filters?: ReviewFilters) {
  const normalised = filters ? normaliseReviewFilters(filters) : undefined;
  return queryOptions({
    queryKey: normalised ? queryKeys.reviews.list(normalised) : queryKeys.reviews.all,
    queryFn: ({ signal }) => getReviews(normalised ?? DEFAULT_REVIEW_FILTERS, signal),
    // While a new filter or page loads, the previous list stays on screen instead of a skeleton.
    placeholderData: keepPreviousData,
  });
}

export function useReviews(filters: ReviewFilters) {
  return useQuery(reviewsQueryOptions(filters));
}

/**
 * A review the server changed: shown at once in every cached list holding it, then the lists are
 * read again (a filter such as the search may no longer match it).
 */
export function storeReview(queryClient: QueryClient, review: Review) {
  const prefix = reviewsQueryOptions().queryKey;
  queryClient.setQueriesData<ReviewList>(
    { queryKey: prefix },
    (list) =>
      list && { ...list, items: list.items.map((item) => (item.id === review.id ? review : item)) },
  );
  void queryClient.invalidateQueries({ queryKey: prefix });
}
