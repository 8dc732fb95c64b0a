// The location picker's rules: how a location is told apart (an account's location ids are only
// unique within that account) and which one is chosen before the manager clicks.
import type { GoogleLocation, GoogleStatus } from '@common/schemas/google';

type LocationIds = Pick<GoogleLocation, 'accountId' | 'locationId'>;

export function locationKey(location: LocationIds): string {
  return `${location.accountId}/${location.locationId}`;
}

/**
 * The location in use when it is listed; else the only one that matches this business's Place ID;
 * else the only one there is. Several matches, or none among several, leave the choice open.
 */
export function preselectedLocation(
  items: readonly GoogleLocation[],
  current: GoogleStatus['location'],
): string | null {
  if (current && items.some((item) => locationKey(item) === locationKey(current))) {
    return locationKey(current);
  }
  const matching = items.filter((item) => item.matchesBusiness);
  const only = matching.length === 1 ? matching[0] : items.length === 1 ? items[0] : undefined;
  return only ? locationKey(only) : null;
}
