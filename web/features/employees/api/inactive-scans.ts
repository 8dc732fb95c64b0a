// GET /api/employees/inactive-scans: this month's scans of cards of people who left.
import { useQuery } from '@tanstack/react-query';
import { employeesApi } from '@common/api/employees';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function useInactiveScans() {
  return useQuery({
    queryKey: queryKeys.employees.inactiveScans,
    queryFn: ({ signal }) => call(employeesApi.inactiveScans, { signal }),
  });
}
