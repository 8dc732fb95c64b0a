// POST /api/locations and PATCH /api/locations/{id}: add, rename, archive or restore a location and
// give it its Google place (docs/locations.md). The list is re-read after each change.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateLocationRequest,
  Location,
  UpdateLocationRequest,
} from '@common/schemas/locations';
import { api } from '../../../lib/api-client';
import { LOCATIONS_QUERY_KEY } from '../../../lib/locations-api';
import { queryKeys } from '../../../lib/query-keys';

export function useCreateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateLocationRequest) => api.post<Location>('/api/locations', input),
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
      api.patch<Location>(`/api/locations/${id}`, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: LOCATIONS_QUERY_KEY }),
        // The first location's place is the business's: the settings and the setup read it.
        queryClient.invalidateQueries({ queryKey: queryKeys.business.settings }),
      ]),
  });
}
