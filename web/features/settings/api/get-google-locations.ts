// GET /api/google/locations: the Business Profile locations the connected Google account
// manages, for the manager to pick the one of this business.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GoogleLocation } from '@common/schemas/google';
import { googleApi } from '@common/api/google';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

interface GoogleLocationList {
  items: GoogleLocation[];
  total: number;
}

function getGoogleLocations(signal?: AbortSignal): Promise<GoogleLocationList> {
  return call(googleApi.locations, { signal });
}

function googleLocationsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.google.locations,
    queryFn: ({ signal }) => getGoogleLocations(signal),
  });
}

/** Asked only while the picker is open: each call goes to Google. */
export function useGoogleLocations(enabled: boolean) {
  return useQuery({ ...googleLocationsQueryOptions(), enabled });
}
