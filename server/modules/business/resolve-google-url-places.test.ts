// POST /api/business/resolve-google-url for a business with a Places connection: the stored key
// lets Google confirm the reading (docs/google.md §D.4 steps 4-5); without one, or when Google fails,
// the answer is the offline reading.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp } from '../../../test/build-test-app';
import { MAPS_URL, signUpManager } from '../../../test/auth-helpers';
import { FAKE_PLACES_API_KEY, startFakeGoogle, type FakeGoogle } from '../../../test/fake-google';

// MAPS_URL's ftid encodes to this candidate (§D.3).
const CANDIDATE = 'ChIJN1t_tDeuEmsRUsoyG83frY4';
const REAL_ID = 'ChIJ8dPDp7J6WkcRNBIKHi1cP5s';
const ADDRESS = 'Knez Mihailova 10, Beograd 11000, Srbija';
const OFFLINE = {
  name: 'Frizerski salon Lepota',
  placeId: CANDIDATE,
  cid: '10281119596374313554',
  lat: 44.8176,
  lng: 20.4569,
  writeReviewUrl: `https://search.google.com/local/writereview?placeid=${CANDIDATE}`,
  needsNetwork: false,
};

let app: App;
let google: FakeGoogle;
let withKey: string;
let withoutKey: string;

const resolve = (cookie: string, url = MAPS_URL) =>
  app.inject({
    method: 'POST',
    url: '/api/business/resolve-google-url',
    headers: { cookie },
    payload: { url },
  });

beforeAll(async () => {
  google = await startFakeGoogle();
  app = await buildTestApp({ env: { GOOGLE_API_ORIGIN: google.api.origin } });
  google.api.places.set(REAL_ID, {
    id: REAL_ID,
    displayName: 'Frizerski salon Lepota',
    formattedAddress: ADDRESS,
    location: { latitude: 44.8177, longitude: 20.457 },
    reviews: [],
  });
  const manager = await signUpManager(app);
  const connected = await app.inject({
    method: 'PUT',
    url: '/api/google/places',
    headers: { cookie: manager.cookie },
    payload: { placeId: REAL_ID, apiKey: FAKE_PLACES_API_KEY },
  });
  if (connected.statusCode !== 200) throw new Error(`connect failed: ${connected.body}`);
  withKey = manager.cookie;
  withoutKey = (await signUpManager(app)).cookie;
});
afterAll(async () => {
  await app.close();
  await google.close();
});
beforeEach(() => {
  google.api.places.delete(CANDIDATE);
  google.api.requests.length = 0;
});

describe('POST /api/business/resolve-google-url with a stored Places API key', () => {
  it('confirms the candidate place id with Place Details', async () => {
    google.api.places.set(CANDIDATE, {
      id: CANDIDATE,
      displayName: 'Salon Lepota',
      formattedAddress: ADDRESS,
      reviews: [],
    });
    const response = await resolve(withKey);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      placeId: CANDIDATE,
      name: 'Salon Lepota',
      address: ADDRESS,
      confirmedBy: 'place_details',
      needsNetwork: false,
    });
    expect(response.body).not.toContain(FAKE_PLACES_API_KEY);
    const [details] = google.api.requests;
    expect(details?.path).toBe(`/v1/places/${CANDIDATE}`);
    // The key went to Google decrypted, as stored by PUT /api/google/places.
    expect(details?.headers['x-goog-api-key']).toBe(FAKE_PLACES_API_KEY);
  });

  it('answers the Text Search top hit when the candidate is rejected', async () => {
    const response = await resolve(withKey);
    expect(response.json()).toMatchObject({
      placeId: REAL_ID,
      address: ADDRESS,
      lat: 44.8177,
      lng: 20.457,
      confirmedBy: 'text_search',
      writeReviewUrl: `https://search.google.com/local/writereview?placeid=${REAL_ID}`,
    });
    expect(google.api.requests.map((r) => r.path)).toEqual([
      `/v1/places/${CANDIDATE}`,
      '/v1/places:searchText',
    ]);
    expect(google.api.requests[1]?.body).toMatchObject({
      textQuery: 'Frizerski salon Lepota',
      locationBias: { circle: { center: { latitude: 44.8176, longitude: 20.4569 } } },
    });
  });

  it('answers the offline reading, not a 500, when Google fails', async () => {
    google.api.failNext(500, 3);
    const response = await resolve(withKey);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(OFFLINE);
  });

  it('asks Google nothing for a business without a key', async () => {
    const response = await resolve(withoutKey);
    expect(response.json()).toEqual(OFFLINE);
    expect(google.api.requests).toEqual([]);
  });
});
