// POST /api/google/disconnect: forgets the connection (and the stored key); imported reviews stay.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { googleApi } from '@common/api/google';
import { call } from '../../../lib/api-client';
import type { GoogleStatus } from '../lib/google-integration';
import { storeGoogleStatus } from './store-google-status';

function disconnectGoogle(): Promise<GoogleStatus> {
  return call(googleApi.disconnect);
}

export function useDisconnectGoogle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectGoogle,
    onSuccess: (status) => storeGoogleStatus(queryClient, status),
  });
}
