// GET /api/employees/inactive-scans: this month's scans of cards of people who left.
import { useQuery } from '@tanstack/react-query';
import type { InactiveScans } from '@common/schemas/employees';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function useInactiveScans() {
  return useQuery({
    queryKey: queryKeys.employees.inactiveScans,
    queryFn: ({ signal }) => api.get<InactiveScans>('/api/employees/inactive-scans', { signal }),
  });
}
