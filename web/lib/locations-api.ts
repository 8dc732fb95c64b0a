// GET /api/locations: the business's locations (an employee: theirs). Shared by the settings
// screen, the employee form and the cards, which show location choices only once a business has
// more than one open location (docs/locations.md).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Location, LocationList } from '@common/schemas/locations';
import { api } from './api-client';
import { queryKeys } from './query-keys';

export const LOCATIONS_QUERY_KEY = queryKeys.locations.all;

function locationsQueryOptions() {
  return queryOptions({
    queryKey: LOCATIONS_QUERY_KEY,
    queryFn: ({ signal }) => api.get<LocationList>('/api/locations', { signal }),
    select: (list) => list.items,
  });
}

export function useLocations() {
  return useQuery(locationsQueryOptions());
}

/** Locations a form may offer: the open ones, by number. */
export const openLocations = (locations: readonly Location[] | undefined): Location[] =>
  (locations ?? []).filter((location) => !location.archived);

/** Whether to show location choices at all: a business with one location never sees them. */
export const hasSeveralLocations = (locations: readonly Location[] | undefined): boolean =>
  openLocations(locations).length > 1;
