// What the employee list shows (search text, status, page), kept in the page's query string so
// a reload or a trip to another dashboard page comes back to the same list, and the API query
// built from it (GET /api/employees?q&status&page&pageSize).
import type { z } from 'zod';
import type { employeeListQuerySchema } from '@common/schemas/employees';

export const EMPLOYEE_STATUS_FILTERS = ['all', 'active', 'inactive'] as const;
export type EmployeeStatusFilter = (typeof EMPLOYEE_STATUS_FILTERS)[number];

export interface EmployeeFilters {
  /** As typed; trimmed only when sent. */
  q: string;
  status: EmployeeStatusFilter;
  page: number;
}

export const DEFAULT_FILTERS: EmployeeFilters = { q: '', status: 'all', page: 1 };
export const EMPLOYEE_PAGE_SIZE = 50;
/** The API's limit for q (common/schemas/employees.ts); longer input is cut, not rejected. */
export const SEARCH_MAX_LENGTH = 100;

function isStatusFilter(value: string | null): value is EmployeeStatusFilter {
  return (EMPLOYEE_STATUS_FILTERS as readonly (string | null)[]).includes(value);
}

/** Filters from a query string; anything unreadable falls back to the default. */
export function readFilters(search: URLSearchParams): EmployeeFilters {
  const status = search.get('status');
  const page = Number(search.get('page'));
  return {
    q: (search.get('q') ?? '').slice(0, SEARCH_MAX_LENGTH),
    status: isStatusFilter(status) ? status : DEFAULT_FILTERS.status,
    page: Number.isSafeInteger(page) && page >= 1 ? page : DEFAULT_FILTERS.page,
  };
}

/** The query string for filters; defaults are left out so the plain list has a plain address. */
export function filtersToSearch(filters: EmployeeFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.q.trim()) search.set('q', filters.q.trim());
  if (filters.status !== DEFAULT_FILTERS.status) search.set('status', filters.status);
  if (filters.page !== DEFAULT_FILTERS.page) search.set('page', String(filters.page));
  return search;
}

/** The filters in the form the query cache and the API use (equal lists, equal keys). */
export function normaliseFilters(filters: EmployeeFilters): EmployeeFilters {
  return { ...filters, q: filters.q.trim() };
}

/** GET /api/employees parameters; an empty search is not sent. */
export function listQueryParams(filters: EmployeeFilters): z.input<typeof employeeListQuerySchema> {
  const q = filters.q.trim();
  return {
    q: q || undefined,
    status: filters.status,
    page: filters.page,
    pageSize: EMPLOYEE_PAGE_SIZE,
  };
}

/** True when a search or status narrows the list (an empty answer is then "no results"). */
export function isFiltered(filters: EmployeeFilters): boolean {
  return filters.q.trim() !== '' || filters.status !== DEFAULT_FILTERS.status;
}

export function pageCount(total: number, pageSize = EMPLOYEE_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The page to show when `page` is past the end (e.g. after deleting the last one's only row). */
export function clampPage(page: number, total: number, pageSize = EMPLOYEE_PAGE_SIZE): number {
  return Math.min(Math.max(1, page), pageCount(total, pageSize));
}
