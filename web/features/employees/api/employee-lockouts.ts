// GET /api/employees/lockouts and POST /api/employees/lockouts/reset: employees of this business
// whose sign-in is locked after wrong passwords from one address, and lifting such a lock.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { lockoutListSchema } from '@common/schemas/auth';
import { adminAuthApi } from '@common/api/admin-auth';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

type EmployeeLockouts = z.infer<typeof lockoutListSchema>;
export type EmployeeLockout = EmployeeLockouts['items'][number];

const KEY = queryKeys.employees.lockouts;

export function useEmployeeLockouts() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => call(adminAuthApi.employeeLockouts, { signal }),
    // A lockout is about now: re-read whenever the screen is opened or focused.
    staleTime: 0,
  });
}

export function useLiftEmployeeLockout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => call(adminAuthApi.resetEmployeeLockout, { body: { key } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
