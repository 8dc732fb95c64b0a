// POST /api/locations and PATCH /api/locations/{id}: add, rename, archive or restore a location and
// give it its Google place (docs/locations.md). The list is re-read after each change.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateLocationRequest, UpdateLocationRequest } from '@common/schemas/locations';
import { locationsApi } from '@common/api/locations';
import { call } from '../../../lib/api-client';
import { LOCATIONS_QUERY_KEY } from '../../../lib/locations-api';
import { queryKeys } from '../../../lib/query-keys';

export function useCreateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateLocationRequest) => call(locationsApi.create, { body: input }),
    // A new location has every employee who is added later; the team's lists show locations.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: LOCATIONS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: queryKeys.employees.all }),
      ]),
  });
}

export function useUpdateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateLocationRequest & { id: string }) =>
      call(locationsApi.update, { params: { id }, body: input }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: LOCATIONS_QUERY_KEY }),
        // The first location's place is the business's: the settings and the setup read it.
        queryClient.invalidateQueries({ queryKey: queryKeys.business.settings }),
      ]),
  });
}
