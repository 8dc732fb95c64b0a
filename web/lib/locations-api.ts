// GET /api/locations: the business's locations (an employee: theirs). Shared by the settings
// screen, the employee form and the cards, which show location choices only once a business has
// more than one open location (docs/locations.md).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Location } from '@common/schemas/locations';
import { locationsApi } from '@common/api/locations';
import { call } from './api-client';
import { queryKeys } from './query-keys';

export const LOCATIONS_QUERY_KEY = queryKeys.locations.all;

function locationsQueryOptions() {
  return queryOptions({
    queryKey: LOCATIONS_QUERY_KEY,
    queryFn: ({ signal }) => call(locationsApi.list, { signal }),
    select: (list) => list.items,
  });
}

export function useLocations() {
  return useQuery(locationsQueryOptions());
}

/** Locations a form may offer: the open ones, by number. */
export const openLocations = (locations: readonly Location[]): Location[] =>
  locations.filter((location) => !location.archived);

/**
 * Every location of the business (archived too: their history stays) once it has more than one
 * open; null otherwise, while loading included. Every location choice and label shows only then,
 * so a business with one location never sees the word.
 */
export function useSeveralLocations(): Location[] | null {
  const { data } = useLocations();
  return data && openLocations(data).length > 1 ? data : null;
}
