import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  FAKE_PLACES_API_KEY,
  startFakePlacesServer,
  type FakePlace,
  type FakePlacesServer,
} from './places-server';

const PLACE_ID = 'ChIJ8dPDp7J6WkcRNBIKHi1cP5s';

function salon(): FakePlace {
  const reviews = Array.from({ length: 7 }, (_, i) => ({
    reviewId: `ChdDSUhNMG9nS0VJQ0FnSURURVNU${i}RAB`,
    rating: 5 - (i % 3),
    originalText: `Hvala Milici ${i}!`,
    originalLanguageCode: 'sr',
    text: `Thanks to Milica ${i}!`,
    languageCode: 'en',
    authorName: `Autor ${i}`,
    publishTime: '2026-01-01T09:15:02.123456Z',
  }));
  return {
    id: PLACE_ID,
    displayName: 'Frizerski salon Lepota',
    formattedAddress: 'Knez Mihailova 10, Beograd 11000, Srbija',
    reviews,
  };
}

interface LocalizedText {
  text: string;
  languageCode: string;
}
interface ReviewBody {
  name?: string;
  relativePublishTimeDescription?: string;
  rating?: number;
  text?: LocalizedText;
  originalText?: LocalizedText;
  authorAttribution?: { displayName: string; uri: string; photoUri?: string };
  publishTime?: string;
  flagContentUri?: string;
  googleMapsUri?: string;
}
interface Body {
  name?: string;
  id?: string;
  displayName?: Partial<LocalizedText>;
  googleMapsUri?: string;
  reviews?: ReviewBody[];
  error?: {
    code: number;
    message: string;
    status: string;
    details?: Array<Record<string, unknown>>;
  };
}

let fake: FakePlacesServer;

beforeAll(async () => {
  fake = await startFakePlacesServer();
});

afterAll(async () => {
  await fake.close();
});

beforeEach(() => {
  fake.places.clear();
  fake.places.set(PLACE_ID, salon());
  fake.requests.length = 0;
});

async function getPlace(
  id: string,
  options: { key?: string | null; mask?: string | null; query?: string } = {},
) {
  const headers: Record<string, string> = {};
  const key = options.key === undefined ? FAKE_PLACES_API_KEY : options.key;
  const mask = options.mask === undefined ? 'id,displayName,reviews' : options.mask;
  if (key !== null) headers['X-Goog-Api-Key'] = key;
  if (mask !== null) headers['X-Goog-FieldMask'] = mask;
  const response = await fetch(`${fake.origin}/v1/places/${id}${options.query ?? ''}`, {
    headers,
  });
  return { status: response.status, body: (await response.json()) as Body };
}

describe('fake Places API (New) Place Details', () => {
  it('binds 127.0.0.1 and answers the masked fields with at most 5 reviews', async () => {
    expect(fake.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const { status, body } = await getPlace(PLACE_ID);
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['displayName', 'id', 'reviews']);
    expect(body.id).toBe(PLACE_ID);
    expect(body.displayName).toEqual({ text: 'Frizerski salon Lepota', languageCode: 'en' });
    expect(body.reviews).toHaveLength(5);
    const first = body.reviews?.[0];
    expect(first).toMatchObject({
      name: `places/${PLACE_ID}/reviews/ChdDSUhNMG9nS0VJQ0FnSURURVNU0RAB`,
      rating: 5,
      text: { text: 'Hvala Milici 0!', languageCode: 'sr' },
      originalText: { text: 'Hvala Milici 0!', languageCode: 'sr' },
      authorAttribution: { displayName: 'Autor 0' },
      publishTime: '2026-01-01T09:15:02.123456Z',
    });
    expect(first?.relativePublishTimeDescription).toMatch(/ ago$/);
    expect(first?.authorAttribution?.uri).toMatch(
      /^https:\/\/www\.google\.com\/maps\/contrib\/\d+\/reviews$/,
    );
    expect(first?.authorAttribution).not.toHaveProperty('photoUri');
    expect(first?.flagContentUri).toContain('postId=ChdDSUhNMG9nS0VJQ0FnSURURVNU0RAB');
    expect(first?.googleMapsUri).toMatch(
      /!1sChdDSUhNMG9nS0VJQ0FnSURURVNU0RAB!2m1!1s0x[0-9a-f]+:0x/,
    );
    // Insertion order is kept.
    expect(body.reviews?.map((r) => r.authorAttribution?.displayName)).toEqual([
      'Autor 0',
      'Autor 1',
      'Autor 2',
      'Autor 3',
      'Autor 4',
    ]);
  });

  it('returns every set field for *, keeps nested paths, and omits unset ones', async () => {
    const all = await getPlace(PLACE_ID, { mask: '*' });
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({
      name: `places/${PLACE_ID}`,
      formattedAddress: 'Knez Mihailova 10, Beograd 11000, Srbija',
      userRatingCount: 7,
    });
    expect(all.body.googleMapsUri).toMatch(/^https:\/\/maps\.google\.com\/\?cid=\d+$/);
    expect(all.body.reviews).toHaveLength(5);

    const nested = await getPlace(PLACE_ID, { mask: 'displayName.text,reviews.rating,location' });
    expect(nested.body).toEqual({
      displayName: { text: 'Frizerski salon Lepota' },
      reviews: [{ rating: 5 }, { rating: 4 }, { rating: 3 }, { rating: 5 }, { rating: 4 }],
    });

    fake.places.set('ChIJempty', { id: 'ChIJempty', displayName: 'Prazno', reviews: [] });
    const empty = await getPlace('ChIJempty', { mask: 'id,reviews,rating' });
    expect(empty.body).toEqual({ id: 'ChIJempty' });
  });

  it('accepts the key and mask as query parameters', async () => {
    const { status, body } = await getPlace(PLACE_ID, {
      key: null,
      mask: null,
      query: `?key=${FAKE_PLACES_API_KEY}&fields=id`,
    });
    expect(status).toBe(200);
    expect(body).toEqual({ id: PLACE_ID });
  });

  it('answers a wrong key with 400 INVALID_ARGUMENT / API_KEY_INVALID', async () => {
    const { status, body } = await getPlace(PLACE_ID, { key: 'AIzaWrong' });
    expect(status).toBe(400);
    expect(body).toEqual({
      error: {
        code: 400,
        message: 'API key not valid. Please pass a valid API key.',
        status: 'INVALID_ARGUMENT',
        details: expect.arrayContaining([
          {
            '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
            reason: 'API_KEY_INVALID',
            domain: 'googleapis.com',
            metadata: { service: 'places.googleapis.com' },
          },
        ]),
      },
    });
  });

  it('answers a missing key with 403 PERMISSION_DENIED', async () => {
    const { status, body } = await getPlace(PLACE_ID, { key: null });
    expect(status).toBe(403);
    expect(body.error).toMatchObject({ code: 403, status: 'PERMISSION_DENIED' });
  });

  it('answers a missing field mask with 400 INVALID_ARGUMENT', async () => {
    const { status, body } = await getPlace(PLACE_ID, { mask: null });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 400, status: 'INVALID_ARGUMENT' });
    expect(body.error?.message).toMatch(/^FieldMask is a required parameter/);
  });

  it('answers an unknown field path with 400 INVALID_ARGUMENT', async () => {
    const { status, body } = await getPlace(PLACE_ID, { mask: 'id,places.displayName' });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 400, status: 'INVALID_ARGUMENT' });
  });

  it('answers an unknown place with 404 NOT_FOUND', async () => {
    const { status, body } = await getPlace('ChIJunknownPlace00000');
    expect(status).toBe(404);
    expect(body.error).toMatchObject({ code: 404, status: 'NOT_FOUND' });
  });

  it('fails the next requests as asked, then succeeds', async () => {
    fake.failNext(429, 2);
    for (let i = 0; i < 2; i++) {
      const { status, body } = await getPlace(PLACE_ID);
      expect(status).toBe(429);
      expect(body.error).toMatchObject({ code: 429, status: 'RESOURCE_EXHAUSTED' });
      expect(body.error?.details?.[0]).toMatchObject({ reason: 'RATE_LIMIT_EXCEEDED' });
    }
    expect((await getPlace(PLACE_ID)).status).toBe(200);

    fake.failNext(503);
    expect((await getPlace(PLACE_ID)).body.error?.status).toBe('UNAVAILABLE');
    fake.failNext(401);
    expect((await getPlace(PLACE_ID)).body.error?.status).toBe('UNAUTHENTICATED');
    fake.failNext(500);
    expect((await getPlace(PLACE_ID)).body.error?.status).toBe('INTERNAL');
    expect((await getPlace(PLACE_ID)).status).toBe(200);
  });

  it('switches text to the translation for languageCode, and keeps originalText', async () => {
    const place = salon();
    place.reviews = [
      place.reviews[0]!,
      {
        reviewId: 'ratingOnly',
        rating: 4,
        authorName: 'Marko',
        publishTime: '2026-01-02T00:00:00Z',
      },
    ];
    fake.places.set(PLACE_ID, place);

    const english = await getPlace(PLACE_ID, { mask: 'reviews', query: '?languageCode=en' });
    expect(english.body.reviews?.[0]?.text).toEqual({
      text: 'Thanks to Milica 0!',
      languageCode: 'en',
    });
    expect(english.body.reviews?.[0]?.originalText).toEqual({
      text: 'Hvala Milici 0!',
      languageCode: 'sr',
    });
    const serbian = await getPlace(PLACE_ID, { mask: 'reviews', query: '?languageCode=sr-Latn' });
    expect(serbian.body.reviews?.[0]?.text).toEqual({
      text: 'Hvala Milici 0!',
      languageCode: 'sr',
    });

    const ratingOnly = english.body.reviews?.[1];
    expect(ratingOnly).not.toHaveProperty('text');
    expect(ratingOnly).not.toHaveProperty('originalText');
    expect(ratingOnly).not.toHaveProperty('flagContentUri');
  });

  it('records every request', async () => {
    fake.failNext(500);
    await getPlace(PLACE_ID, { query: '?languageCode=sr&regionCode=RS' });
    await getPlace(PLACE_ID, { key: 'bad' });
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[0]).toMatchObject({
      method: 'GET',
      path: `/v1/places/${PLACE_ID}`,
      query: { languageCode: 'sr', regionCode: 'RS' },
      headers: {
        'x-goog-api-key': FAKE_PLACES_API_KEY,
        'x-goog-fieldmask': 'id,displayName,reviews',
      },
    });
    expect(fake.requests[1]?.headers['x-goog-api-key']).toBe('bad');
  });

  it('accepts keys added to validKeys', async () => {
    fake.validKeys.add('AIzaSecondKey');
    expect((await getPlace(PLACE_ID, { key: 'AIzaSecondKey' })).status).toBe(200);
    fake.validKeys.delete('AIzaSecondKey');
    expect((await getPlace(PLACE_ID, { key: 'AIzaSecondKey' })).status).toBe(400);
  });
});
