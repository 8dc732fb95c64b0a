// The list's filters live in the page's query string (see lib/list-filters.ts). Changes replace
// the history entry: typing a search should not fill the back button with every keystroke.
// (useLocation and useNavigate rather than useSearchParams: the router's code lives in the
// first download, where useSearchParams would add its bytes to every page's.)
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { filtersToSearch, readFilters, type EmployeeFilters } from '../lib/list-filters';

export function useEmployeeFilters() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const filters = readFilters(new URLSearchParams(search));

  /**
   * Applies a change to the filters in the address as it is when the change lands: a delayed
   * search must not undo a status chosen meanwhile. A new search or status starts at page one.
   */
  const update = useCallback(
    (change: Partial<EmployeeFilters>) => {
      const current = readFilters(new URLSearchParams(window.location.search));
      const next = filtersToSearch({ ...current, page: 1, ...change }).toString();
      void navigate(
        { search: next ? `?${next}` : '' },
        { replace: true, preventScrollReset: true },
      );
    },
    [navigate],
  );

  return { filters, update };
}
