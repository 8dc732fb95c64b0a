import { describe, expect, it } from 'vitest';
import type { GoogleLocation } from '@common/schemas/google';
import { locationKey, preselectedLocation } from './google-locations';

const location = (accountId: string, locationId: string, matchesBusiness = false) =>
  ({
    accountId,
    accountName: null,
    locationId,
    title: `Shop ${locationId}`,
    address: null,
    placeId: null,
    matchesBusiness,
    linkedLocationId: null,
  }) satisfies GoogleLocation;

describe('preselectedLocation', () => {
  it('keeps the location in use when it is listed', () => {
    const items = [location('a', '1', true), location('a', '2')];
    expect(preselectedLocation(items, { accountId: 'a', locationId: '2', title: null })).toBe(
      'a/2',
    );
  });

  it('picks the one location that matches this business', () => {
    const items = [location('a', '1'), location('b', '2', true)];
    expect(preselectedLocation(items, null)).toBe('b/2');
  });

  it('picks the only location there is', () => {
    expect(preselectedLocation([location('a', '1')], null)).toBe('a/1');
  });

  it('leaves the choice open among several locations with no single match', () => {
    expect(preselectedLocation([location('a', '1'), location('a', '2')], null)).toBeNull();
    expect(
      preselectedLocation([location('a', '1', true), location('b', '1', true)], null),
    ).toBeNull();
    expect(preselectedLocation([], null)).toBeNull();
  });

  it('tells apart equal location ids of different accounts', () => {
    expect(locationKey(location('a', '1'))).not.toBe(locationKey(location('b', '1')));
  });
});
