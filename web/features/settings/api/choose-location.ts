// PUT /api/google/location: use this location of the connected account; answers the new status.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChooseLocation } from '@common/schemas/google';
import { googleApi } from '@common/api/google';
import { call } from '../../../lib/api-client';
import type { GoogleStatus } from '../lib/google-integration';
import { storeGoogleStatus } from './store-google-status';

function chooseLocation(input: ChooseLocation): Promise<GoogleStatus> {
  return call(googleApi.setLocation, { body: input });
}

export function useChooseLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseLocation,
    onSuccess: (status) => storeGoogleStatus(queryClient, status),
  });
}
