// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  EMPLOYEE_PAGE_SIZE,
  clampPage,
  filtersToSearch,
  isFiltered,
  listQueryParams,
  pageCount,
  readFilters,
} from './list-filters';

describe('list filters in the address', () => {
  it('reads the defaults from an empty query string', () => {
    expect(readFilters(new URLSearchParams())).toEqual(DEFAULT_FILTERS);
  });

  it('reads search, status and page', () => {
    expect(readFilters(new URLSearchParams('q=Mica&status=inactive&page=3'))).toEqual({
      q: 'Mica',
      status: 'inactive',
      page: 3,
    });
  });

  it('falls back to the default for an unknown status or an unusable page', () => {
    for (const query of ['status=deleted&page=0', 'status=&page=-2', 'page=1.5', 'page=abc']) {
      const filters = readFilters(new URLSearchParams(query));
      expect(filters.status).toBe('all');
      expect(filters.page).toBe(1);
    }
  });

  it('cuts a search longer than the API accepts', () => {
    expect(readFilters(new URLSearchParams(`q=${'a'.repeat(150)}`)).q).toHaveLength(100);
  });

  it('leaves defaults out of the query string, so the plain list has a plain address', () => {
    expect(filtersToSearch(DEFAULT_FILTERS).toString()).toBe('');
    expect(filtersToSearch({ q: '  ', status: 'all', page: 1 }).toString()).toBe('');
  });

  it('writes what differs from the defaults and reads it back', () => {
    const filters = { q: 'Milica P.', status: 'active', page: 2 } as const;
    const search = filtersToSearch(filters);
    expect(search.toString()).toBe('q=Milica+P.&status=active&page=2');
    expect(readFilters(search)).toEqual(filters);
  });
});

describe('the API query', () => {
  it('sends the trimmed search, the status, the page and the page size', () => {
    expect(listQueryParams({ q: ' Mica ', status: 'active', page: 2 })).toEqual({
      q: 'Mica',
      status: 'active',
      page: 2,
      pageSize: EMPLOYEE_PAGE_SIZE,
    });
  });

  it('does not send an empty search', () => {
    expect(listQueryParams({ q: '   ', status: 'all', page: 1 }).q).toBeUndefined();
  });
});

describe('isFiltered', () => {
  it('is false for the whole list and true once a search or a status narrows it', () => {
    expect(isFiltered(DEFAULT_FILTERS)).toBe(false);
    expect(isFiltered({ ...DEFAULT_FILTERS, q: '  ' })).toBe(false);
    expect(isFiltered({ ...DEFAULT_FILTERS, page: 4 })).toBe(false);
    expect(isFiltered({ ...DEFAULT_FILTERS, q: 'Mi' })).toBe(true);
    expect(isFiltered({ ...DEFAULT_FILTERS, status: 'inactive' })).toBe(true);
  });
});

describe('pages', () => {
  it('counts at least one page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(50, 50)).toBe(1);
    expect(pageCount(51, 50)).toBe(2);
  });

  it('moves a page past the end back to the last page', () => {
    expect(clampPage(3, 100, 50)).toBe(2);
    expect(clampPage(2, 50, 50)).toBe(1);
    expect(clampPage(2, 0, 50)).toBe(1);
    expect(clampPage(1, 120, 50)).toBe(1);
  });
});
