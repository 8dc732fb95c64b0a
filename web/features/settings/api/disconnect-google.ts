// POST /api/google/disconnect: forgets the connection (and the stored key); imported reviews stay.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { GoogleStatus } from '../lib/google-integration';
import { storeGoogleStatus } from './store-google-status';
import { GOOGLE_DISCONNECT_PATH } from './google-paths';

function disconnectGoogle(): Promise<GoogleStatus> {
  return api.post<GoogleStatus>(GOOGLE_DISCONNECT_PATH);
}

export function useDisconnectGoogle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectGoogle,
    onSuccess: (status) => storeGoogleStatus(queryClient, status),
  });
}
