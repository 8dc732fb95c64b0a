// Two locations connected to two Google places (the fake serves both): reviews land at the
// location whose place they came from and are credited to that location's staff first
// (docs/locations.md).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { reviews } from '../../db/schema';
import { buildTestApp } from '../../../test/build-test-app';
import { signUpManager } from '../../../test/auth-helpers';
import {
  FAKE_PLACES_API_KEY,
  startFakePlacesServer,
  type FakePlacesServer,
} from '../../../test/fake-google/places-server';
import { waitFor } from '../../../test/wait-for';

const CENTER = 'ChIJCenterShop00000000000';
const SOUTH = 'ChIJSouthShop000000000000';

let app: App;
let fake: FakePlacesServer;
beforeAll(async () => {
  fake = await startFakePlacesServer();
  app = await buildTestApp({ env: { GOOGLE_API_ORIGIN: fake.origin } });
});
afterAll(async () => {
  await app.close();
  await fake.close();
});

type Caller = { cookie: string };
const call = (caller: Caller, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie: caller.cookie }, payload: payload ?? {} });

function place(id: string, texts: string[]) {
  fake.places.set(id, {
    id,
    displayName: `Salon ${id.slice(4, 10)}`,
    reviews: texts.map((text, i) => ({
      reviewId: `${id.slice(4, 10)}-${i}`,
      rating: 5,
      originalText: text,
      originalLanguageCode: 'sr',
      authorName: `Klijent ${id.slice(4, 10)} ${i}`,
      publishTime: new Date(Date.now() - (i + 1) * 86_400_000).toISOString(),
    })),
  });
}

async function sync(owner: Caller) {
  const started = await call(owner, 'POST', '/api/google/sync');
  expect(started.statusCode).toBe(202);
  const id = started.json().id as string;
  let job: { status: string } = { status: 'queued' };
  await waitFor(
    async () => {
      job = (await call(owner, 'GET', `/api/google/sync/${id}`)).json();
      return job.status === 'succeeded' || job.status === 'failed';
    },
    { what: 'the sync to finish', timeoutMs: 10_000 },
  );
  return job;
}

describe('a business with two locations and two Google places', () => {
  it('imports each place into its location and credits that location’s staff first', async () => {
    place(CENTER, ['Milica je divna, hvala!', 'Jovana me je sjajno ošišala.']);
    place(SOUTH, ['Milica je najbolja!', 'Hvala Jovani na strpljenju.']);
    const owner = await signUpManager(app);
    expect(
      (
        await call(owner, 'PUT', '/api/google/places', {
          placeId: CENTER,
          apiKey: FAKE_PLACES_API_KEY,
        })
      ).statusCode,
    ).toBe(200);
    const south = (
      await call(owner, 'POST', '/api/locations', {
        name: 'Jug',
        googleBusinessUrl: `https://search.google.com/local/writereview?placeid=${SOUTH}`,
      })
    ).json();
    const [center] = (await call(owner, 'GET', '/api/locations')).json().items;
    const add = async (name: string, locationIds: string[]) =>
      (await call(owner, 'POST', '/api/employees', { name, locationIds })).json();
    // Two Milicas, one at each shop: only the location tells them apart.
    const milicaCenter = await add('Milica Petrović', [center.id]);
    const milicaSouth = await add('Milica Jovanović', [south.id]);
    // Jovana works at both shops.
    const jovana = await add('Jovana Ilić', [center.id, south.id]);

    const job = await sync(owner);
    expect(job).toMatchObject({ status: 'succeeded', total: 4, processed: 4 });
    const rows = await app.database.db
      .select()
      .from(reviews)
      .where(eq(reviews.businessId, owner.businessId));
    const byText = new Map(rows.map((r) => [r.text, r]));
    expect(byText.get('Milica je divna, hvala!')).toMatchObject({
      locationId: center.id,
      employeeId: milicaCenter.id,
      matchType: 'name_match',
    });
    expect(byText.get('Milica je najbolja!')).toMatchObject({
      locationId: south.id,
      employeeId: milicaSouth.id,
      matchType: 'name_match',
    });
    expect(byText.get('Jovana me je sjajno ošišala.')).toMatchObject({
      locationId: center.id,
      employeeId: jovana.id,
    });
    expect(byText.get('Hvala Jovani na strpljenju.')).toMatchObject({
      locationId: south.id,
      employeeId: jovana.id,
    });
    // The reviews screen lists one location's reviews, each naming its location.
    const listed = await call(owner, 'GET', `/api/reviews?locationId=${south.id}`);
    expect(listed.json().total).toBe(2);
    for (const item of listed.json().items) expect(item.locationId).toBe(south.id);
    // The reviews export names each review's location in a last column.
    const csv = (
      await app.inject({ url: '/api/exports/reviews.csv', headers: { cookie: owner.cookie } })
    ).body;
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toMatch(/,Reply,Location$/);
    expect(lines.filter((line) => line.endsWith(',Jug'))).toHaveLength(2);
    expect(lines.filter((line) => line.endsWith(`,${center.name}`))).toHaveLength(2);
  });

  it('credits someone named at another location when nobody at the review’s location is named', async () => {
    place(CENTER, ['Stefan je sve uradio savršeno.']);
    fake.places.delete(SOUTH);
    const owner = await signUpManager(app);
    await call(owner, 'PUT', '/api/google/places', {
      placeId: CENTER,
      apiKey: FAKE_PLACES_API_KEY,
    });
    const south = (
      await call(owner, 'POST', '/api/locations', {
        name: 'Jug',
        googleBusinessUrl: `https://search.google.com/local/writereview?placeid=${SOUTH}`,
      })
    ).json();
    const stefan = (
      await call(owner, 'POST', '/api/employees', { name: 'Stefan Lukić', locationIds: [south.id] })
    ).json();
    await call(owner, 'POST', '/api/employees', { name: 'Ana Ilić' });
    // The south shop's place is unknown to Google: skipped, and the center's still syncs.
    expect((await sync(owner)).status).toBe('succeeded');
    const [row] = await app.database.db
      .select()
      .from(reviews)
      .where(eq(reviews.businessId, owner.businessId));
    expect(row).toMatchObject({ employeeId: stefan.id, matchType: 'name_match' });
  });
});
