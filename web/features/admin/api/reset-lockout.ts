// POST /api/admin/lockouts/reset: "Reset Limit" (docs/product-rules.md §8), then the list is read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminAuthApi } from '@common/api/admin-auth';
import { call } from '../../../lib/api-client';
import { lockoutsQueryOptions } from './get-lockouts';

function resetLockout(key: string): Promise<void> {
  return call(adminAuthApi.resetLockout, { body: { key } });
}

export function useResetLockout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetLockout,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lockoutsQueryOptions().queryKey }),
  });
}
