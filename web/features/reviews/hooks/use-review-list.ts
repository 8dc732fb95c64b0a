// The list state both reviews screens share (web/lib/use-list-screen.ts): `fixed` pins filters a
// screen does not offer (an employee's list has no employee or match type filter).
import { useListScreen } from '../../../lib/use-list-screen';
import { useReviews } from '../api/get-reviews';
import {
  DEFAULT_REVIEW_FILTERS,
  clampReviewPage,
  isReviewFiltered,
  readReviewFilters,
  reviewFiltersToSearch,
  type ReviewFilters,
} from '../lib/review-filters';

export function useReviewList(fixed: Partial<ReviewFilters> = {}) {
  return useListScreen({
    read: readReviewFilters,
    write: reviewFiltersToSearch,
    defaults: DEFAULT_REVIEW_FILTERS,
    isFiltered: isReviewFiltered,
    clampPage: clampReviewPage,
    useList: useReviews,
    fixed,
  });
}
