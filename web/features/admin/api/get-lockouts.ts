// GET /api/admin/lockouts: sign-ins of this business that are locked after too many failures.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { lockoutListSchema } from '@common/schemas/auth';
import { adminAuthApi } from '@common/api/admin-auth';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type LockoutList = z.infer<typeof lockoutListSchema>;
export type Lockout = LockoutList['items'][number];

const LOCKOUTS_QUERY_KEY = queryKeys.admin.lockouts;

function getLockouts(signal?: AbortSignal): Promise<LockoutList> {
  return call(adminAuthApi.lockouts, { signal });
}

export function lockoutsQueryOptions() {
  return queryOptions({
    queryKey: LOCKOUTS_QUERY_KEY,
    queryFn: ({ signal }) => getLockouts(signal),
    // A lockout is about now: always re-read when the page is opened or focused.
    staleTime: 0,
  });
}

export function useLockouts() {
  return useQuery(lockoutsQueryOptions());
}
