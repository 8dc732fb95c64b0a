// PUT /api/google/places: connect with a Place ID and an API key. The server tests the
// connection before saving; a failed test answers 400 'Connection Test Failed'.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { GoogleStatus } from '../lib/google-integration';
import { storeGoogleStatus } from './store-google-status';
import { GOOGLE_PLACES_PATH } from './google-paths';

interface PlacesConnection {
  placeId: string;
  apiKey: string;
}

function connectPlaces(input: PlacesConnection): Promise<GoogleStatus> {
  return api.put<GoogleStatus>(GOOGLE_PLACES_PATH, input);
}

export function useConnectPlaces() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectPlaces,
    onSuccess: (status) => storeGoogleStatus(queryClient, status),
  });
}
