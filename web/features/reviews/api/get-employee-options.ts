// Every employee, active or not, for the employee filter and the manual attribution dialog
// (GET /api/employees?status=all&pageSize=100). Under the 'employees' key, so adding, renaming or
// deleting an employee refreshes these lists too.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AddressAs } from '@common/address-as';
import { employeesApi } from '@common/api/employees';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface EmployeeOption {
  id: string;
  name: string;
  isActive: boolean;
  /** How sentences about them are worded (common/address-as.ts). */
  addressAs: AddressAs;
}

function employeeOptionsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.employees.options,
    queryFn: async ({ signal }) => {
      const list = await call(employeesApi.list, {
        query: { status: 'all', page: 1, pageSize: 100 },
        signal,
      });
      return list.items
        .map(({ id, name, isActive, addressAs }): EmployeeOption => ({
          id,
          name,
          isActive,
          addressAs,
        }))
        .sort((a, b) => a.name.localeCompare(b.name));
    },
    staleTime: 60_000,
  });
}

export function useEmployeeOptions(enabled = true) {
  return useQuery({ ...employeeOptionsQueryOptions(), enabled });
}
