// The list logic every list screen shares (employees, reviews, an employee's own reviews): the
// filters in the address, the search box, the page on screen and the whole list's total, which
// state the list area shows, a page past the end pulled back, and clearing. A screen brings its
// filters' reading and writing and its query; `fixed` pins filters a screen does not offer.
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { useSearchBox } from './use-search-box';

export type ListView = 'loading' | 'error' | 'empty' | 'no-results' | 'list';

/** "Empty" (nothing yet: first-run help) and "no results" (a filter hides all) need other help. */
export function decideListView(input: {
  data: { total: number } | undefined;
  isError: boolean;
  filtered: boolean;
}): ListView {
  // Data on screen wins over an error of a background refetch: the list stays usable.
  if (!input.data) return input.isError ? 'error' : 'loading';
  if (input.data.total === 0) return input.filtered ? 'no-results' : 'empty';
  return 'list';
}

interface AddressFilters<F> {
  read: (params: URLSearchParams) => F;
  write: (filters: F) => URLSearchParams;
}

/**
 * Filters kept in the query string. Changes replace the history entry (typing a search should not
 * fill the back button) and apply to the address as it is when they land, so a delayed search
 * does not undo a filter chosen meanwhile; a new filter starts at page one. (useLocation and
 * useNavigate rather than useSearchParams: the router's code lives in the first download.)
 */
function useAddressFilters<F extends { page: number }>({ read, write }: AddressFilters<F>) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const filters = read(new URLSearchParams(search));
  const update = useCallback(
    (change: Partial<F>) => {
      const current = read(new URLSearchParams(window.location.search));
      const next = write({ ...current, page: 1, ...change }).toString();
      void navigate(
        { search: next ? `?${next}` : '' },
        { replace: true, preventScrollReset: true },
      );
    },
    [navigate, read, write],
  );
  return { filters, update };
}

export interface ListScreenConfig<
  F extends { q: string; page: number },
  D,
> extends AddressFilters<F> {
  defaults: F;
  isFiltered: (filters: F) => boolean;
  clampPage: (page: number, total: number) => number;
  useList: (filters: F) => UseQueryResult<D>;
  fixed?: Partial<F>;
}

export function useListScreen<F extends { q: string; page: number }, D extends { total: number }>(
  config: ListScreenConfig<F, D>,
) {
  const { defaults, fixed, useList } = config;
  const { filters: fromAddress, update } = useAddressFilters(config);
  const filters = { ...fromAddress, ...fixed };
  const search = useSearchBox(filters.q, (q) => update({ q } as Partial<F>));
  const list = useList(filters);
  // The whole list (the header's count, first-run help): the same query when nothing is filtered.
  const all = useList({ ...defaults, ...fixed });

  const grandTotal = all.data?.total;
  // With nothing at all, a leftover filter in the address still gets the first-run help.
  const filtered = config.isFiltered(filters) && grandTotal !== 0;
  const view = decideListView({ data: list.data, isError: list.isError, filtered });

  // A page past the end (its last row was just deleted): show the last page instead.
  const total = list.isPlaceholderData ? undefined : list.data?.total;
  const { clampPage } = config;
  useEffect(() => {
    if (total === undefined) return;
    const page = clampPage(filters.page, total);
    if (page !== filters.page) update({ page } as Partial<F>);
  }, [total, filters.page, update, clampPage]);

  function clearFilters() {
    search.clear();
    update({ ...defaults });
  }

  function clearSearch() {
    search.clear();
    update({ q: '' } as Partial<F>);
  }

  return { filters, update, search, list, all, grandTotal, view, clearFilters, clearSearch };
}
