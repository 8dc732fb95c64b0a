import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app';
import { buildTestApp } from '../../../test/build-test-app';
import { MAPS_URL, signUpManager } from '../../../test/auth-helpers';

const PLACE_ID = 'ChIJN1t_tDeuEmsRUsoyG83frY4';
const CID = '10281119596374313554';
const WRITE_REVIEW = `https://search.google.com/local/writereview?placeid=${PLACE_ID}`;

let app: App;
let cookie: string;
beforeAll(async () => {
  app = await buildTestApp();
  cookie = (await signUpManager(app)).cookie;
});
afterAll(() => app.close());
afterEach(() => {
  vi.unstubAllGlobals();
});

const resolve = (url: unknown, headers: Record<string, string> = { cookie }) =>
  app.inject({
    method: 'POST',
    url: '/api/business/resolve-google-url',
    headers,
    payload: { url },
  });

describe('POST /api/business/resolve-google-url', () => {
  it('reads a maps place URL offline', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const response = await resolve(`  ${MAPS_URL}  `);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      name: 'Frizerski salon Lepota',
      placeId: PLACE_ID,
      cid: CID,
      lat: 44.8176,
      lng: 20.4569,
      writeReviewUrl: WRITE_REVIEW,
      needsNetwork: false,
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    [
      WRITE_REVIEW,
      { placeId: PLACE_ID, cid: CID, writeReviewUrl: WRITE_REVIEW, needsNetwork: false },
    ],
    [PLACE_ID, { placeId: PLACE_ID, cid: CID, writeReviewUrl: WRITE_REVIEW, needsNetwork: false }],
    [`https://maps.google.com/?cid=${CID}`, { cid: CID, needsNetwork: true }],
    [`https://www.google.com/maps?cid=${CID}`, { cid: CID, needsNetwork: true }],
    [
      `https://www.google.com/search?q=Salon+Lepota&ludocid=${CID}`,
      { cid: CID, name: 'Salon Lepota', needsNetwork: true },
    ],
  ])('reads %s offline', async (url, expected) => {
    const response = await resolve(url);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(expected);
  });

  it.each(['https://example.com/maps/place/x', 'not a url', '', 'x'.repeat(2049)])(
    'refuses %j with 400',
    async (url) => {
      const response = await resolve(url);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
      if (url !== '')
        expect(response.json().error.message).toBe('Please enter a valid Google Business URL');
    },
  );

  it('needs a signed-in caller', async () => {
    const response = await resolve(MAPS_URL, {});
    expect(response.statusCode).toBe(401);
  });

  it('follows a short link with the global fetch, allow-listed', async () => {
    const short = 'https://maps.app.goo.gl/7qWFiAfvRsBEKTz56';
    const fetch = vi.fn(async (url: string) =>
      url === short
        ? new Response(null, { status: 302, headers: { location: MAPS_URL } })
        : new Response(null, { status: 404 }),
    );
    vi.stubGlobal('fetch', fetch);
    const response = await resolve(short);
    expect(response.json()).toMatchObject({
      placeId: PLACE_ID,
      needsNetwork: false,
      resolvedFrom: MAPS_URL,
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('answers the offline reading when the network fails', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    vi.stubGlobal('fetch', fetch);
    const response = await resolve('https://share.google/AbCdEf123');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ needsNetwork: true });
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('does not fetch a redirect to a non-Google host', async () => {
    const fetch = vi.fn(
      async () => new Response(null, { status: 302, headers: { location: 'http://127.0.0.1/' } }),
    );
    vi.stubGlobal('fetch', fetch);
    const response = await resolve('https://g.page/hartzer-consulting');
    expect(response.json()).toEqual({ needsNetwork: true });
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch.mock.calls.flat()).not.toContain('http://127.0.0.1/');
  });
});
