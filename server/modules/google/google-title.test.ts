// Google's title for the place is offered as the business's name once Google is connected
// (docs/google.md "The business's name"): a name read from a pasted search link or typed at
// sign-up is what the cards print, so the owner chooses: Google's title, or their own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { App } from '../../app';
import { businesses } from '../../db/schema';
import { buildTestApp } from '../../../test/build-test-app';
import { signUpOwner } from '../../../test/auth-helpers';
import {
  FAKE_PLACES_API_KEY,
  startFakePlacesServer,
  type FakePlacesServer,
} from '../../../test/fake-google/places-server';

const PLACE_ID = 'ChIJTitleOffer000000000000';
let app: App;
let fake: FakePlacesServer;

beforeAll(async () => {
  fake = await startFakePlacesServer();
  fake.places.set(PLACE_ID, { id: PLACE_ID, displayName: 'Frizerski salon Lepota', reviews: [] });
  fake.validKeys.add(FAKE_PLACES_API_KEY);
  app = await buildTestApp({ env: { GOOGLE_API_ORIGIN: fake.origin } });
});
afterAll(async () => {
  await app.close();
  await fake.close();
});

type Owner = Awaited<ReturnType<typeof signUpOwner>>;
const settings = async (owner: Owner) =>
  (await app.inject({ url: '/api/business', headers: { cookie: owner.cookie } })).json();
const patch = (owner: Owner, payload: object) =>
  app.inject({ method: 'PATCH', url: '/api/business', headers: { cookie: owner.cookie }, payload });

/** An owner whose business was named from a pasted search link, then connected to Google. */
async function connectedOwner() {
  const owner = await signUpOwner(app);
  await app.database.db
    .update(businesses)
    .set({ name: 'frizerski salon lepota beograd' })
    .where(eq(businesses.id, owner.businessId));
  const connected = await app.inject({
    method: 'PUT',
    url: '/api/google/places',
    headers: { cookie: owner.cookie },
    payload: { placeId: PLACE_ID, apiKey: FAKE_PLACES_API_KEY },
  });
  expect(connected.statusCode).toBe(200);
  return owner;
}

describe("Google's title as the business's name", () => {
  it('is offered after connecting, and taken in one step', async () => {
    const owner = await connectedOwner();
    expect(await settings(owner)).toMatchObject({
      name: 'frizerski salon lepota beograd',
      googleTitle: 'Frizerski salon Lepota',
    });
    const status = await app.inject({
      url: '/api/google/status',
      headers: { cookie: owner.cookie },
    });
    expect(status.json().offeredName).toBe('Frizerski salon Lepota');
    // Saving the form with the name unchanged is no answer: the offer stays.
    await patch(owner, { name: 'frizerski salon lepota beograd', privacyText: 'Tekst' });
    expect((await settings(owner)).googleTitle).toBe('Frizerski salon Lepota');
    const used = await patch(owner, { name: 'Frizerski salon Lepota' });
    expect(used.json()).toMatchObject({ name: 'Frizerski salon Lepota', googleTitle: null });
    // Renamed later, the business is not offered Google's title again.
    await patch(owner, { name: 'Lepota' });
    expect((await settings(owner)).googleTitle).toBeNull();
  });

  it('is no longer offered once the owner keeps their own name', async () => {
    const owner = await connectedOwner();
    const kept = await patch(owner, { googleTitle: null });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({
      name: 'frizerski salon lepota beograd',
      googleTitle: null,
    });
  });

  it('is not offered when the business already has that name', async () => {
    const owner = await signUpOwner(app);
    await app.database.db
      .update(businesses)
      .set({ name: 'Frizerski salon Lepota' })
      .where(eq(businesses.id, owner.businessId));
    await app.inject({
      method: 'PUT',
      url: '/api/google/places',
      headers: { cookie: owner.cookie },
      payload: { placeId: PLACE_ID, apiKey: FAKE_PLACES_API_KEY },
    });
    expect((await settings(owner)).googleTitle).toBeNull();
  });
});
