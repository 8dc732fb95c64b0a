// GET /api/employees: one page of the business's employees, narrowed by a search over names and
// nicknames and by status (docs/product-rules.md §2 Employees).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Employee } from '@common/schemas/employees';
import { employeesApi } from '@common/api/employees';
import { call } from '../../../lib/api-client';
import {
  DEFAULT_FILTERS,
  listQueryParams,
  normaliseFilters,
  type EmployeeFilters,
} from '../lib/list-filters';
import { queryKeys } from '../../../lib/query-keys';

export interface EmployeeList {
  items: Employee[];
  total: number;
}

function getEmployees(filters: EmployeeFilters, signal?: AbortSignal): Promise<EmployeeList> {
  return call(employeesApi.list, { query: listQueryParams(filters), signal });
}

/**
 * One list's query. Without filters the key is the prefix every list shares, which is what the
 * mutations invalidate.
 */
export function employeesQueryOptions(filters?: EmployeeFilters) {
  const normalised = filters ? normaliseFilters(filters) : undefined;
  return queryOptions({
    queryKey: normalised ? queryKeys.employees.list(normalised) : queryKeys.employees.all,
    queryFn: ({ signal }) => getEmployees(normalised ?? DEFAULT_FILTERS, signal),
    // While a new search or page loads, the previous list stays on screen instead of a skeleton.
    placeholderData: keepPreviousData,
  });
}

export function useEmployees(filters: EmployeeFilters) {
  return useQuery(employeesQueryOptions(filters));
}
