// POST /api/google/locations: add Business Profile locations of the connected account as
// locations in one step (docs/locations.md "Business Profile"); answers the locations they feed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddGoogleLocations } from '@common/schemas/google';
import { googleApi } from '@common/api/google';
import { call } from '../../../lib/api-client';
import { LOCATIONS_QUERY_KEY } from '../../../lib/locations-api';
import { queryKeys } from '../../../lib/query-keys';

export function useAddGoogleLocations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddGoogleLocations) => call(googleApi.addLocations, { body: input }),
    // New locations appear in the switcher, the forms and the setup guide; the list marks them.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: LOCATIONS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: queryKeys.google.locations }),
        queryClient.invalidateQueries({ queryKey: queryKeys.business.setup }),
      ]),
  });
}
