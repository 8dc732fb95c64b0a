// PUT /api/google/places: connect with a Place ID and an API key. The server tests the
// connection before saving; a failed test answers 400 'Connection Test Failed'.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { googleApi } from '@common/api/google';
import { call } from '../../../lib/api-client';
import type { GoogleStatus } from '../lib/google-integration';
import { storeGoogleStatus } from './store-google-status';

interface PlacesConnection {
  placeId: string;
  apiKey: string;
}

function connectPlaces(input: PlacesConnection): Promise<GoogleStatus> {
  return call(googleApi.setPlaces, { body: input });
}

export function useConnectPlaces() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectPlaces,
    onSuccess: (status) => storeGoogleStatus(queryClient, status),
  });
}
