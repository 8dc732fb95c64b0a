// Links as phones share them, saved at sign-up and on a location (docs/google.md §D.4): the
// server follows each through the fake Google, which answers with the redirects the real one
// sends, and stores a place and a write-a-review link.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { businesses, users } from '../../db/schema';
import { buildTestApp } from '../../../test/build-test-app';
import { signUpManager, uniqueEmail } from '../../../test/auth-helpers';
import { FAKE_PLACES_API_KEY, startFakeGoogle, type FakeGoogle } from '../../../test/fake-google';

const PLACE_ID = 'ChIJ8dPDp7J6WkcRNBIKHi1cP5s';
const CID = '11186761348258861620';
const FTID = '0x475a7ab2a7c3d3f1:0x9b3f5c2d1e0a1234';
const PLACE_PAGE = `https://www.google.com/maps/place/Frizerski+salon+Lepota/@44.8176,20.4569,17z/data=!4m6!3m5!1s${FTID}!8m2!3d44.8176!4d20.4569`;
const WRITE_REVIEW = `https://search.google.com/local/writereview?placeid=${PLACE_ID}`;

let app: App;
let google: FakeGoogle;

beforeAll(async () => {
  google = await startFakeGoogle();
  app = await buildTestApp({ env: google.env });
  const hop = (from: string, location: string, status: 301 | 302 = 302) =>
    google.api.links.set(from, { location, status });
  // What a phone's Share gives, and where Google sends it.
  hop(
    'https://maps.app.goo.gl/SaLoN1aBcD?g_st=aw',
    `https://maps.google.com/?q=Frizerski+salon+Lepota,+Knez+Mihailova+1,+Beograd&ftid=${FTID}&entry=gps&g_st=aw`,
  );
  hop('https://goo.gl/maps/Up94VLPN5kPJ74WEA', 'https://maps.app.goo.gl/SaLoN1aBcD', 301);
  hop('https://maps.app.goo.gl/SaLoN1aBcD', PLACE_PAGE);
  hop('https://share.google/4AbCdEfGh', PLACE_PAGE);
  hop('https://g.page/r/CTDxJj2cNmQJEAI/review', WRITE_REVIEW);
  hop(`https://maps.google.com/?cid=${CID}`, `https://www.google.com/maps?cid=${CID}`);
  hop(`https://www.google.com/maps?cid=${CID}`, PLACE_PAGE);
});
afterAll(async () => {
  await app.close();
  await google.close();
});

async function businessOfSignUp(googleBusinessUrl: string, businessName?: string) {
  const email = uniqueEmail();
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email, password: 'lozinka123', googleBusinessUrl, businessName },
  });
  expect(res.statusCode).toBe(201);
  const [row] = await app.database.db
    .select({ business: businesses })
    .from(users)
    .innerJoin(businesses, eq(businesses.id, users.businessId))
    .where(and(eq(users.email, email)));
  return row!.business;
}

describe('a link pasted at sign-up', () => {
  it.each([
    'https://maps.app.goo.gl/SaLoN1aBcD?g_st=aw',
    'https://goo.gl/maps/Up94VLPN5kPJ74WEA',
    'https://share.google/4AbCdEfGh',
    `https://maps.google.com/?cid=${CID}&g_mp=CiVnb29nbGUubWFwcy5wbGFjZXM`,
    `https://www.google.com/maps/reviews/data=!4m8!14m7!1m6!2m5!1sChdDSUhNMG9nS0VJ!2m1!1s0x0:0x9b3f5c2d1e0a1234!3m1!1s2@1:CIHM0ogK%7C?hl=sr`,
    `https://business.google.com/n/1234567890123456789/reviews/AbFvOq?fid=${CID}`,
  ])('%s ends with a place, its name and a write-a-review link', async (link) => {
    const business = await businessOfSignUp(link);
    expect(business).toMatchObject({
      name: 'Frizerski salon Lepota',
      googlePlaceId: PLACE_ID,
      googleCid: CID,
      googleReviewUrl: WRITE_REVIEW,
    });
  });

  it("keeps Google's own ask-for-reviews link, and a typed name over the link's", async () => {
    const business = await businessOfSignUp('https://g.page/r/CTDxJj2cNmQJEAI/review', 'Lepota');
    expect(business).toMatchObject({
      name: 'Lepota',
      googlePlaceId: PLACE_ID,
      googleReviewUrl: WRITE_REVIEW,
    });
  });

  it('stores a name the link carried encoded twice, or garbled by a wrong encoding, as it was meant', async () => {
    const twice = await businessOfSignUp(
      `https://www.google.com/maps/place/Frizerski%2520salon%2520%25C4%2586i%25C4%2587a/data=!4m2!3m1!1s${FTID}`,
    );
    expect(twice.name).toBe('Frizerski salon Ćića');
    const garbled = await businessOfSignUp(
      `https://www.google.com/maps/place/${encodeURIComponent('Frizerski salon Ä†iÄ‡a')}/data=!4m2!3m1!1s${FTID}`,
    );
    expect(garbled.name).toBe('Frizerski salon Ćića');
  });

  it('still opens the account when a short link cannot be followed, keeping what it knows', async () => {
    const business = await businessOfSignUp('https://g.page/r/CTDxJj2cNmQJEBI/review', 'Salon X');
    expect(business).toMatchObject({ name: 'Salon X', googlePlaceId: null });
    expect(business.googleReviewUrl).toBe('https://g.page/r/CTDxJj2cNmQJEBI/review');
    const unknown = await businessOfSignUp('https://maps.app.goo.gl/NoSuchLink1', 'Salon Y');
    expect(unknown).toMatchObject({ name: 'Salon Y', googlePlaceId: null, googleReviewUrl: null });
  });
});

describe('a link pasted for a location', () => {
  it('is followed and stored, or refused with a clear message when it leads nowhere', async () => {
    const m = await signUpManager(app);
    const add = (name: string, googleBusinessUrl: string) =>
      app.inject({
        method: 'POST',
        url: '/api/locations',
        headers: { cookie: m.cookie, origin: 'http://localhost:80' },
        payload: { name, googleBusinessUrl },
      });
    const found = await add('Centar', 'https://maps.app.goo.gl/SaLoN1aBcD?g_st=aw');
    expect(found.statusCode).toBe(201);
    expect(found.json()).toMatchObject({ googlePlaceId: PLACE_ID, reviewUrl: WRITE_REVIEW });
    const lost = await add('Jug', 'https://maps.app.goo.gl/NoSuchLink2');
    expect(lost.statusCode).toBe(400);
    expect(lost.json().error.key).toBe('messages.googleUrlUnresolved');
  });
});

describe('a link pasted where Settings asks for the place id', () => {
  it('connects the place the link leads to, or says the link leads nowhere', async () => {
    const m = await signUpManager(app);
    google.api.places.set(PLACE_ID, {
      id: PLACE_ID,
      displayName: 'Frizerski salon Lepota',
      reviews: [],
    });
    const connect = (placeId: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/google/places',
        headers: { cookie: m.cookie },
        payload: { placeId, apiKey: FAKE_PLACES_API_KEY },
      });
    const found = await connect('https://maps.app.goo.gl/SaLoN1aBcD?g_st=aw');
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ placeId: PLACE_ID, connectionType: 'places_api' });
    const lost = await connect('https://maps.app.goo.gl/NoSuchLink3');
    expect(lost.statusCode).toBe(400);
    expect(lost.json().error.key).toBe('messages.googleUrlUnresolved');
  });
});
