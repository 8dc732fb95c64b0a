// POST /api/functions/disconnect-business: leave the connected business.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accessApi } from '@common/api/access';
import { call } from '../../../lib/api-client';
import { checkEnvelope } from './business-envelope';
import { refreshAfterConnectionChange } from './connect-business';

async function disconnectBusiness(): Promise<void> {
  checkEnvelope(await call(accessApi.disconnectBusiness));
}

export function useDisconnectBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectBusiness,
    onSuccess: () => refreshAfterConnectionChange(queryClient),
  });
}
