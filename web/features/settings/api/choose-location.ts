// PUT /api/google/location: use this location of the connected account; answers the new status.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChooseLocation } from '@common/schemas/google';
import { api } from '../../../lib/api-client';
import type { GoogleStatus } from '../lib/google-integration';
import { storeGoogleStatus } from './store-google-status';
import { GOOGLE_LOCATION_PATH } from './google-paths';

function chooseLocation(input: ChooseLocation): Promise<GoogleStatus> {
  return api.put<GoogleStatus>(GOOGLE_LOCATION_PATH, input);
}

export function useChooseLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseLocation,
    onSuccess: (status) => storeGoogleStatus(queryClient, status),
  });
}
