// The fake's Text Search (docs/google.md §A.2, §F) over HTTP, as the production client reaches it.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeGoogle, type FakeGoogle } from './index';
import { FAKE_PLACES_API_KEY, startFakePlacesServer, type FakePlacesServer } from './places-server';

const MASK = 'places.id,places.displayName,places.formattedAddress,places.location';

let fake: FakePlacesServer;
beforeAll(async () => {
  fake = await startFakePlacesServer();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.places.clear();
  fake.requests.length = 0;
  const place = (id: string, displayName: string, address: string, lat: number, lng: number) =>
    fake.places.set(id, {
      id,
      displayName,
      formattedAddress: address,
      location: { latitude: lat, longitude: lng },
      reviews: [],
    });
  place('ChIJBeograd', 'Frizerski salon Lepota', 'Knez Mihailova 10, Beograd', 44.8176, 20.4569);
  place('ChIJNoviSad', 'Frizerski salon Lepota', 'Zmaj Jovina 3, Novi Sad', 45.2551, 19.8451);
  place('ChIJDjurdjevdan', 'Kafana Đurđevdan', 'Šabačka 5, Šabac', 44.7554, 19.6944);
});

async function search(
  body: unknown,
  options: { mask?: string | null; key?: string | null; query?: string } = {},
) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const key = options.key === undefined ? FAKE_PLACES_API_KEY : options.key;
  const mask = options.mask === undefined ? MASK : options.mask;
  if (key !== null) headers['x-goog-api-key'] = key;
  if (mask !== null) headers['x-goog-fieldmask'] = mask;
  const response = await fetch(`${fake.origin}/v1/places:searchText${options.query ?? ''}`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- wire JSON under test
  return { status: response.status, body: (await response.json()) as any };
}

describe('fake Text Search', () => {
  it('matches every query word in the name or address and applies the places. mask', async () => {
    const { status, body } = await search({ textQuery: 'lepota beograd' });
    expect(status).toBe(200);
    expect(body).toEqual({
      places: [
        {
          id: 'ChIJBeograd',
          displayName: { text: 'Frizerski salon Lepota', languageCode: 'en' },
          formattedAddress: 'Knez Mihailova 10, Beograd',
          location: { latitude: 44.8176, longitude: 20.4569 },
        },
      ],
    });
    const narrow = await search({ textQuery: 'Lepota' }, { mask: 'places.id' });
    expect(narrow.body).toEqual({ places: [{ id: 'ChIJBeograd' }, { id: 'ChIJNoviSad' }] });
  });

  it('ignores case and Serbian diacritics', async () => {
    for (const textQuery of ['kafana djurdjevdan', 'ĐURĐEVDAN sabac', 'šabačka']) {
      const { body } = await search({ textQuery }, { mask: 'places.id' });
      expect(body, textQuery).toEqual({ places: [{ id: 'ChIJDjurdjevdan' }] });
    }
  });

  it('answers {} when nothing matches', async () => {
    const { status, body } = await search({ textQuery: 'pekara kod mike' });
    expect(status).toBe(200);
    expect(body).toEqual({});
  });

  it('puts the places inside a locationBias circle first', async () => {
    const center = { latitude: 45.2551, longitude: 19.8451 };
    const { body } = await search(
      { textQuery: 'lepota', locationBias: { circle: { center, radius: 500 } } },
      { mask: 'places.id' },
    );
    expect(body.places.map((p: { id: string }) => p.id)).toEqual(['ChIJNoviSad', 'ChIJBeograd']);
  });

  it('refuses an empty or missing textQuery with INVALID_ARGUMENT', async () => {
    for (const body of [{ textQuery: '' }, { textQuery: '   ' }, {}]) {
      const response = await search(body);
      expect(response.status).toBe(400);
      expect(response.body.error).toMatchObject({ code: 400, status: 'INVALID_ARGUMENT' });
      expect(response.body.error.message).toMatch(/text_query/);
    }
  });

  it('honours maxResultCount 1-20 and refuses anything else', async () => {
    const one = await search({ textQuery: 'lepota', maxResultCount: 1 }, { mask: 'places.id' });
    expect(one.body.places).toHaveLength(1);
    for (const maxResultCount of [21, -1, 2.5, '3']) {
      const response = await search({ textQuery: 'lepota', maxResultCount });
      expect(response.status, String(maxResultCount)).toBe(400);
      expect(response.body.error.status).toBe('INVALID_ARGUMENT');
    }
  });

  it('returns nextPageToken only when the mask asks for it, and serves the next page', async () => {
    const request = { textQuery: 'lepota', maxResultCount: 1 };
    expect((await search(request, { mask: 'places.id' })).body.nextPageToken).toBeUndefined();
    const first = await search(request, { mask: 'places.id,nextPageToken' });
    expect(first.body).toEqual({
      places: [{ id: 'ChIJBeograd' }],
      nextPageToken: expect.any(String),
    });
    const second = await search(
      { ...request, pageToken: first.body.nextPageToken },
      { mask: 'places.id,nextPageToken' },
    );
    expect(second.body).toEqual({ places: [{ id: 'ChIJNoviSad' }] });
  });

  it('requires a key and a mask, accepting them as query parameters too', async () => {
    const noKey = await search({ textQuery: 'lepota' }, { key: null });
    expect(noKey.status).toBe(403);
    const badKey = await search({ textQuery: 'lepota' }, { key: 'AIzaWrong' });
    expect(badKey.body.error.details[0].reason).toBe('API_KEY_INVALID');
    const noMask = await search({ textQuery: 'lepota' }, { mask: null });
    expect(noMask.status).toBe(400);
    expect(noMask.body.error.message).toMatch(/^FieldMask is a required parameter/);
    const viaQuery = await search(
      { textQuery: 'lepota' },
      { key: null, mask: null, query: `?key=${FAKE_PLACES_API_KEY}&fields=places.id` },
    );
    expect(viaQuery.body.places).toHaveLength(2);
  });

  it('refuses unprefixed or unknown mask paths', async () => {
    for (const mask of ['displayName', 'places.nope', 'places']) {
      const response = await search({ textQuery: 'lepota' }, { mask });
      expect(response.status, mask).toBe(400);
      expect(response.body.error.message).toContain(`'${mask}'`);
    }
  });

  it('refuses a circle as locationRestriction and a malformed body', async () => {
    const circle = { center: { latitude: 44.8, longitude: 20.4 }, radius: 500 };
    const restricted = await search({ textQuery: 'lepota', locationRestriction: { circle } });
    expect(restricted.status).toBe(400);
    expect(restricted.body.error.message).toMatch(/Unknown name "circle"/);
    const tooWide = await search({
      textQuery: 'lepota',
      locationBias: { circle: { ...circle, radius: 50_001 } },
    });
    expect(tooWide.status).toBe(400);
    expect((await search('not json')).status).toBe(400);
  });

  it('is recorded with its JSON body', async () => {
    await search({ textQuery: 'lepota' });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/places:searchText',
      body: { textQuery: 'lepota' },
    });
  });
});

describe('startFakeGoogle', () => {
  let google: FakeGoogle;
  beforeAll(async () => {
    google = await startFakeGoogle();
  });
  afterAll(() => google.close());

  it('serves Text Search on the combined API origin', async () => {
    google.api.places.set('ChIJx', { id: 'ChIJx', displayName: 'Salon Lepota', reviews: [] });
    const response = await fetch(`${google.api.origin}/v1/places:searchText`, {
      method: 'POST',
      headers: { 'x-goog-api-key': FAKE_PLACES_API_KEY, 'x-goog-fieldmask': 'places.id' },
      body: JSON.stringify({ textQuery: 'salon' }),
    });
    expect(await response.json()).toEqual({ places: [{ id: 'ChIJx' }] });
  });
});
