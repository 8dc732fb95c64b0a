// The list state both reviews screens share: the filters in the address, the search box, the
// page of reviews, the grand total, which view the list area shows, and clearing. `fixed` pins
// filters a screen does not offer (an employee's list has no employee or match type filter).
import { useEffect } from 'react';
import { useSearchBox } from '../../../lib/use-search-box';
import { useReviews } from '../api/get-reviews';
import {
  DEFAULT_REVIEW_FILTERS,
  clampReviewPage,
  isReviewFiltered,
  type ReviewFilters,
} from '../lib/review-filters';
import { useReviewFilters } from './use-review-filters';

type ReviewListView = 'loading' | 'error' | 'empty' | 'no-results' | 'list';

export function useReviewList(fixed: Partial<ReviewFilters> = {}) {
  const { filters: fromAddress, update } = useReviewFilters();
  const filters = { ...fromAddress, ...fixed };
  const search = useSearchBox(filters.q, (q) => update({ q }));
  const list = useReviews(filters);
  // Every review (the header's count, first-run help); the same query when nothing is filtered.
  const all = useReviews({ ...DEFAULT_REVIEW_FILTERS, ...fixed });

  const grandTotal = all.data?.total;
  const filtered = isReviewFiltered(filters) && grandTotal !== 0;
  const data = list.data;
  const view: ReviewListView = !data
    ? list.isError
      ? 'error'
      : 'loading'
    : data.total === 0
      ? filtered
        ? 'no-results'
        : 'empty'
      : 'list';

  const total = list.isPlaceholderData ? undefined : data?.total;
  useEffect(() => {
    if (total === undefined) return;
    const page = clampReviewPage(filters.page, total);
    if (page !== filters.page) update({ page });
  }, [total, filters.page, update]);

  function clearFilters() {
    search.clear();
    update({ ...DEFAULT_REVIEW_FILTERS });
  }

  function clearSearch() {
    search.clear();
    update({ q: '' });
  }

  return { filters, update, search, list, grandTotal, view, clearFilters, clearSearch };
}
