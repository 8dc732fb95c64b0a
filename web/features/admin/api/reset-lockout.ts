// POST /api/admin/lockouts/reset: "Reset Limit" (docs/product-rules.md §8), then the list is read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { lockoutsQueryOptions } from './get-lockouts';

function resetLockout(key: string): Promise<void> {
  return api.post<void>('/api/admin/lockouts/reset', { key });
}

export function useResetLockout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetLockout,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lockoutsQueryOptions().queryKey }),
  });
}
