// POST /api/functions/disconnect-business: leave the connected business.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { checkEnvelope, type FunctionEnvelope } from './business-envelope';
import { refreshAfterConnectionChange } from './connect-business';

async function disconnectBusiness(): Promise<void> {
  checkEnvelope(await api.post<FunctionEnvelope<unknown>>('/api/functions/disconnect-business'));
}

export function useDisconnectBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectBusiness,
    onSuccess: () => refreshAfterConnectionChange(queryClient),
  });
}
