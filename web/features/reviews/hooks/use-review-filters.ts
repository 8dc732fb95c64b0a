// The list's filters live in the page's query string (see lib/review-filters.ts). Changes replace
// the history entry, as on the employees screen: a search should not fill the back button.
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  readReviewFilters,
  reviewFiltersToSearch,
  type ReviewFilters,
} from '../lib/review-filters';

export function useReviewFilters() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const filters = readReviewFilters(new URLSearchParams(search));

  /** Applies a change to the address as it is when it lands; a new filter starts at page one. */
  const update = useCallback(
    (change: Partial<ReviewFilters>) => {
      const current = readReviewFilters(new URLSearchParams(window.location.search));
      const next = reviewFiltersToSearch({ ...current, page: 1, ...change }).toString();
      void navigate(
        { search: next ? `?${next}` : '' },
        { replace: true, preventScrollReset: true },
      );
    },
    [navigate],
  );

  return { filters, update };
}
