// docs/google.md §D.4 steps 4-5 against the fake Places API: what the offline reading becomes once
// Google is asked with the business's key, and that Google failing never loses the offline reading.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FAKE_PLACES_API_KEY,
  startFakePlacesServer,
  type FakePlacesServer,
} from '../../../test/fake-google/places-server';
import { BIAS_RADIUS_M, DETAILS_MASK, SEARCH_MASK } from './confirm-place';
import { resolveGoogleUrl, type Fetcher } from './google-url-resolver';

// The ftid of PLACE_URL encodes to CANDIDATE (§D.3).
const CANDIDATE = 'ChIJN1t_tDeuEmsRUsoyG83frY4';
const PLACE_URL =
  'https://www.google.com/maps/place/Frizerski+salon+Lepota/@44.8176,20.4569,17z/data=!3m1!4b1!4m6!3m5!1s0x6b12ae37b47f5b37:0x8eaddfcd1b32ca52!8m2!3d44.8176!4d20.4569';
const NAME_ONLY_URL =
  'https://www.google.com/maps/place/Frizerski+salon+Lepota/@44.8176,20.4569,17z';
const SEARCH_URL = 'https://www.google.com/search?q=salon+lepota';
const REAL_ID = 'ChIJ8dPDp7J6WkcRNBIKHi1cP5s';
const FAR_ID = 'ChIJFarAwayLepota00000000000';
const ADDRESS = 'Knez Mihailova 10, Beograd 11000, Srbija';

let fake: FakePlacesServer;
// Short links are not under test here: any walk would be a bug.
const noWalk = vi.fn<Fetcher>(async () => {
  throw new Error('no short-link request expected');
});
const places = () => ({
  apiKey: FAKE_PLACES_API_KEY,
  apiOrigin: fake.origin,
  backoffMs: () => 1,
});
const resolve = (url: string, withKey = true) =>
  resolveGoogleUrl(url, { fetch: noWalk, ...(withKey ? { places: places() } : {}) });

beforeAll(async () => {
  fake = await startFakePlacesServer();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.places.clear();
  fake.requests.length = 0;
  fake.validKeys.add(FAKE_PLACES_API_KEY);
  fake.places.set(REAL_ID, {
    id: REAL_ID,
    displayName: 'Frizerski salon Lepota',
    formattedAddress: ADDRESS,
    location: { latitude: 44.8177, longitude: 20.457 },
    reviews: [],
  });
  // Same name in another town: the bias must keep it from being the top hit.
  fake.places.set(FAR_ID, {
    id: FAR_ID,
    displayName: 'Frizerski salon Lepota',
    formattedAddress: 'Bulevar oslobođenja 1, Novi Sad, Srbija',
    location: { latitude: 45.2671, longitude: 19.8335 },
    reviews: [],
  });
});

describe('resolveGoogleUrl with a Places API key', () => {
  it('confirms the candidate place id with Place Details', async () => {
    fake.places.set(CANDIDATE, {
      id: CANDIDATE,
      displayName: 'Lepota',
      formattedAddress: ADDRESS,
      location: { latitude: 44.81761, longitude: 20.45689 },
      reviews: [],
    });
    const result = await resolve(PLACE_URL);
    expect(result).toMatchObject({
      placeId: CANDIDATE,
      name: 'Lepota',
      address: ADDRESS,
      lat: 44.81761,
      lng: 20.45689,
      writeReviewUrl: `https://search.google.com/local/writereview?placeid=${CANDIDATE}`,
      needsNetwork: false,
      confirmedBy: 'place_details',
    });
    expect(result?.googleMapsUri).toMatch(/^https:\/\/maps\.google\.com\/\?cid=\d+$/);
    expect(result?.cid).toBe(new URL(result!.googleMapsUri!).searchParams.get('cid'));
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({ method: 'GET', path: `/v1/places/${CANDIDATE}` });
    expect(fake.requests[0]?.headers['x-goog-fieldmask']).toBe(DETAILS_MASK);
    expect(fake.requests[0]?.headers['x-goog-api-key']).toBe(FAKE_PLACES_API_KEY);
  });

  it('falls back to Text Search biased to the pin when Google rejects the candidate', async () => {
    const result = await resolve(PLACE_URL);
    expect(result).toMatchObject({
      placeId: REAL_ID,
      name: 'Frizerski salon Lepota',
      address: ADDRESS,
      lat: 44.8177,
      lng: 20.457,
      writeReviewUrl: `https://search.google.com/local/writereview?placeid=${REAL_ID}`,
      needsNetwork: false,
      confirmedBy: 'text_search',
    });
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /v1/places/${CANDIDATE}`,
      'POST /v1/places:searchText',
    ]);
    const search = fake.requests[1]!;
    expect(search.headers['x-goog-fieldmask']).toBe(SEARCH_MASK);
    expect(search.body).toEqual({
      textQuery: 'Frizerski salon Lepota',
      maxResultCount: 5,
      locationBias: {
        circle: { center: { latitude: 44.8176, longitude: 20.4569 }, radius: BIAS_RADIUS_M },
      },
    });
  });

  it('finds a name-only URL with Text Search, biased to its viewport', async () => {
    const result = await resolve(NAME_ONLY_URL);
    expect(result).toMatchObject({ placeId: REAL_ID, confirmedBy: 'text_search' });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.body).toMatchObject({
      textQuery: 'Frizerski salon Lepota',
      locationBias: { circle: { center: { latitude: 44.8176, longitude: 20.4569 } } },
    });
  });

  it('searches without a bias when the URL has no coordinates', async () => {
    const result = await resolve(SEARCH_URL);
    expect(result?.confirmedBy).toBe('text_search');
    expect(fake.requests[0]?.body).toEqual({ textQuery: 'salon lepota', maxResultCount: 5 });
  });

  it('drops a rejected candidate when Text Search finds nothing', async () => {
    fake.places.clear();
    await expect(resolve(PLACE_URL)).resolves.toEqual({
      name: 'Frizerski salon Lepota',
      cid: '10281119596374313554',
      lat: 44.8176,
      lng: 20.4569,
      needsNetwork: true,
    });
    expect(fake.requests).toHaveLength(2);
  });

  it('makes no Places request at all without a key', async () => {
    const offline = await resolve(PLACE_URL, false);
    expect(offline).toMatchObject({ placeId: CANDIDATE, needsNetwork: false });
    expect(offline?.confirmedBy).toBeUndefined();
    await resolve(NAME_ONLY_URL, false);
    expect(fake.requests).toEqual([]);
    expect(noWalk).not.toHaveBeenCalled();
  });

  it('asks nothing when there is neither a place id nor a name (a CID alone)', async () => {
    const cidOnly = 'https://maps.google.com/?cid=10281119596374313554';
    await expect(resolve(cidOnly)).resolves.toEqual({
      cid: '10281119596374313554',
      needsNetwork: true,
    });
    expect(fake.requests).toEqual([]);
  });

  it('answers the offline reading when Google keeps failing with 500', async () => {
    const offline = await resolve(PLACE_URL, false);
    fake.failNext(500, 3);
    await expect(resolve(PLACE_URL)).resolves.toEqual(offline);
    // Retried, then given up: no Text Search on an outage.
    expect(fake.requests).toHaveLength(3);
  });

  it('answers the offline reading when the key is refused or Google is unreachable', async () => {
    const offline = await resolve(PLACE_URL, false);
    fake.validKeys.clear();
    await expect(resolve(PLACE_URL)).resolves.toEqual(offline);
    expect(fake.requests).toHaveLength(1);
    const unreachable = await resolveGoogleUrl(PLACE_URL, {
      fetch: noWalk,
      places: { ...places(), apiOrigin: 'http://127.0.0.1:9' },
    });
    expect(unreachable).toEqual(offline);
  });

  it('answers the offline reading when Text Search keeps failing', async () => {
    const offline = await resolve(NAME_ONLY_URL, false);
    fake.failNext(503, 3);
    await expect(resolve(NAME_ONLY_URL)).resolves.toEqual(offline);
  });
});
