import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clickouts, touches } from '../../db/schema';
import { useTestApp } from '../../../test/build-test-app';
import { employeeWithCredentials, signInEmployee, signUpManager } from '../../../test/auth-helpers';
import { phoneUserAgent } from '../../../test/visitors';

const SECOND_PLACE = 'ChIJ_second_shop_place';
const SECOND_URL = `https://search.google.com/local/writereview?placeid=${SECOND_PLACE}`;

const app = useTestApp();

type Caller = { cookie: string };
const call = (
  caller: Caller,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  payload?: object,
) =>
  app.inject({ method, url, headers: { cookie: caller.cookie }, ...(payload ? { payload } : {}) });

async function ownerWithTwoLocations() {
  const owner = await signUpManager(app);
  const [first] = (await call(owner, 'GET', '/api/locations')).json().items;
  const added = await call(owner, 'POST', '/api/locations', {
    name: 'Novi Sad',
    address: 'Zmaj Jovina 1',
    googleBusinessUrl: SECOND_URL,
  });
  expect(added.statusCode).toBe(201);
  return { owner, first, second: added.json() };
}

let visitorCount = 0;
/** A new phone on its own address each time. */
const visit = (url: string) => {
  const n = ++visitorCount;
  return app.inject({
    url,
    remoteAddress: `198.51.100.${n}`,
    headers: { 'user-agent': phoneUserAgent(n) },
  });
};

describe('locations of a business', () => {
  it('gives a new business one location that uses its Google place, and its employees work there', async () => {
    const owner = await signUpManager(app);
    const list = await call(owner, 'GET', '/api/locations');
    expect(list.statusCode).toBe(200);
    const [only, ...rest] = list.json().items;
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ number: 1, isFirst: true, archived: false, employeeCount: 0 });
    const employee = (await call(owner, 'POST', '/api/employees', { name: 'Ana Ilić' })).json();
    expect(employee.locationIds).toEqual([only.id]);
    expect((await call(owner, 'GET', '/api/locations')).json().items[0].employeeCount).toBe(1);
  });

  it('adds a location with its own number and review link, and refuses a name already in use', async () => {
    const { owner, second } = await ownerWithTwoLocations();
    expect(second).toMatchObject({
      number: 2,
      name: 'Novi Sad',
      address: 'Zmaj Jovina 1',
      isFirst: false,
      googlePlaceId: SECOND_PLACE,
      reviewUrl: SECOND_URL,
    });
    const again = await call(owner, 'POST', '/api/locations', { name: 'novi sad' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'LOCATION_NAME_TAKEN',
      message: 'Another location already has this name.',
    });
    const blank = await call(owner, 'POST', '/api/locations', { name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe('Please enter the location name.');
  });

  it('numbers locations added at the same instant one after another', async () => {
    const owner = await signUpManager(app);
    const added = await Promise.all(
      ['Sever', 'Jug', 'Istok', 'Zapad'].map((name) =>
        call(owner, 'POST', '/api/locations', { name }),
      ),
    );
    expect(added.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect(added.map((r) => r.json().number).sort()).toEqual([2, 3, 4, 5]);
  });

  it('archives any location but the first, and frees the archived name', async () => {
    const { owner, first, second } = await ownerWithTwoLocations();
    const refused = await call(owner, 'PATCH', `/api/locations/${first.id}`, { archived: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('The first location cannot be archived.');
    const archived = await call(owner, 'PATCH', `/api/locations/${second.id}`, { archived: true });
    expect(archived.json()).toMatchObject({ archived: true, name: 'Novi Sad' });
    const renamed = await call(owner, 'POST', '/api/locations', { name: 'Novi Sad' });
    expect(renamed.statusCode).toBe(201);
    expect(renamed.json().number).toBe(3);
    const restored = await call(owner, 'PATCH', `/api/locations/${second.id}`, { archived: false });
    expect(restored.statusCode).toBe(409);
  });

  it("leaves the first location's place to the Google integration", async () => {
    const { owner, first } = await ownerWithTwoLocations();
    const res = await call(owner, 'PATCH', `/api/locations/${first.id}`, {
      name: 'Centar',
      googleBusinessUrl: 'https://search.google.com/local/writereview?placeid=ChIJ_first_new',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/change it under Google integration/);
    const renamed = await call(owner, 'PATCH', `/api/locations/${first.id}`, { name: 'Centar' });
    expect(renamed.json()).toMatchObject({ name: 'Centar', isFirst: true });
    expect(renamed.json().googlePlaceId).toBe(
      (await call(owner, 'GET', '/api/business')).json().googlePlaceId,
    );
  });

  it("places an employee at the business's open locations only", async () => {
    const { owner, first, second } = await ownerWithTwoLocations();
    const other = await ownerWithTwoLocations();
    const employee = (await call(owner, 'POST', '/api/employees', { name: 'Mila Jović' })).json();
    expect(employee.locationIds).toEqual([first.id, second.id]);
    const url = `/api/employees/${employee.id}/locations`;
    const moved = await call(owner, 'PUT', url, { locationIds: [second.id] });
    expect(moved.json()).toEqual({ locationIds: [second.id] });
    for (const locationIds of [[], [other.second.id], [first.id, other.first.id]]) {
      const res = await call(owner, 'PUT', url, { locationIds });
      expect(res.statusCode, JSON.stringify(locationIds)).toBe(400);
    }
    const theirs = await call(other.owner, 'PUT', url, { locationIds: [other.first.id] });
    expect(theirs.statusCode).toBe(404);
    const listed = await call(owner, 'GET', `/api/employees/${employee.id}`);
    expect(listed.json().locationIds).toEqual([second.id]);
    const onlySecond = await call(owner, 'POST', '/api/employees', {
      name: 'Vera Pešić',
      locationIds: [second.id],
    });
    expect(onlySecond.json().locationIds).toEqual([second.id]);
  });

  it('shows an employee the locations they work at and lets them change none', async () => {
    const { owner, second } = await ownerWithTwoLocations();
    const { employee, username, password } = await employeeWithCredentials(app, owner.businessId);
    await call(owner, 'PUT', `/api/employees/${employee.id}/locations`, {
      locationIds: [second.id],
    });
    const { cookie } = await signInEmployee(app, username, password);
    const seen = await call({ cookie }, 'GET', '/api/locations');
    expect(seen.json().items.map((l: { id: string }) => l.id)).toEqual([second.id]);
    expect((await call({ cookie }, 'POST', '/api/locations', { name: 'Mine' })).statusCode).toBe(
      403,
    );
    expect(
      (await call({ cookie }, 'PATCH', `/api/locations/${second.id}`, { name: 'Mine' })).statusCode,
    ).toBe(403);
  });

  it("answers 404 for another business's location", async () => {
    const { second } = await ownerWithTwoLocations();
    const stranger = await signUpManager(app);
    const res = await call(stranger, 'PATCH', `/api/locations/${second.id}`, { name: 'Taken' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Location not found');
  });
});

describe('cards of a location (/e/{slug}?l=)', () => {
  async function employeeAtBoth() {
    const setup = await ownerWithTwoLocations();
    const employee = (
      await call(setup.owner, 'POST', '/api/employees', { name: 'Ana Ilić' })
    ).json();
    return { ...setup, employee };
  }
  const locationOf = async (table: typeof touches | typeof clickouts, employeeId: string) =>
    (
      await app.database.db
        .select({ locationId: table.locationId })
        .from(table)
        .where(and(eq(table.employeeId, employeeId)))
    ).map((r) => r.locationId);

  it("records the card's location and sends the visitor to that location's review window", async () => {
    const { employee, second } = await employeeAtBoth();
    const n = ++visitorCount;
    const headers = { 'user-agent': phoneUserAgent(n) };
    const remoteAddress = `198.51.100.${n}`;
    const page = await app.inject({
      url: `/e/${employee.slug}?l=2&lang=sr`,
      headers,
      remoteAddress,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`/e/${employee.slug}/review?lang=sr&amp;l=2`);
    // A business with several locations names the one the card is for.
    expect(page.body).toMatch(/<h1>[^<]* · Novi Sad<\/h1>/);
    const review = await app.inject({
      url: `/e/${employee.slug}/review?l=2`,
      headers,
      remoteAddress,
    });
    expect(review.statusCode).toBe(302);
    expect(review.headers.location).toBe(SECOND_URL);
    expect(await locationOf(touches, employee.id)).toEqual([second.id]);
    expect(await locationOf(clickouts, employee.id)).toEqual([second.id]);
  });

  it("uses the employee's first location for a card without one, or with one they do not work at", async () => {
    const { owner, employee, first, second } = await employeeAtBoth();
    await visit(`/e/${employee.slug}`);
    const other = (
      await call(owner, 'POST', '/api/employees', { name: 'Iva Lukić', locationIds: [second.id] })
    ).json();
    await visit(`/e/${other.slug}?l=1`);
    await visit(`/e/${other.slug}?l=oops`);
    expect(await locationOf(touches, employee.id)).toEqual([first.id]);
    expect(await locationOf(touches, other.id)).toEqual([second.id, second.id]);
  });

  it('falls back to the first location once the card’s location is archived', async () => {
    const { owner, employee, first, second } = await employeeAtBoth();
    await call(owner, 'PATCH', `/api/locations/${second.id}`, { archived: true });
    const review = await visit(`/e/${employee.slug}/review?l=2`);
    expect(review.statusCode).toBe(302);
    expect(review.headers.location).not.toBe(SECOND_URL);
    expect(await locationOf(clickouts, employee.id)).toEqual([first.id]);
  });

  it('keeps the location on every page of the funnel: the refused form, the thank-you, its language links', async () => {
    const { employee } = await employeeAtBoth();
    const n = ++visitorCount;
    const phone = {
      remoteAddress: `198.51.100.${n}`,
      headers: { 'user-agent': phoneUserAgent(n) },
    };
    await app.inject({ url: `/e/${employee.slug}?l=2&lang=sr`, ...phone });
    const form = {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'http://localhost:80',
    };
    const refused = await app.inject({
      method: 'POST',
      url: `/e/${employee.slug}/confirm?lang=sr&l=2`,
      ...phone,
      headers: { ...phone.headers, ...form },
      payload: 'reviewerName=',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toMatch(/<h1>[^<]* · Novi Sad<\/h1>/);
    expect(refused.body).toContain(`/e/${employee.slug}/review?lang=sr&amp;l=2`);
    expect(refused.body).toContain(`/e/${employee.slug}/confirm?lang=sr&amp;l=2`);
    const confirmed = await app.inject({
      method: 'POST',
      url: `/e/${employee.slug}/confirm?lang=sr&l=2`,
      ...phone,
      headers: { ...phone.headers, ...form },
      payload: 'reviewerName=Mira+P.',
    });
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe(`/e/${employee.slug}?confirmed=1&lang=sr&l=2`);
    const thanks = await app.inject({ url: confirmed.headers.location as string, ...phone });
    expect(thanks.body).toMatch(/<h1>[^<]* · Novi Sad<\/h1>/);
    expect(thanks.body).toMatch(/href="[^"]*confirmed=1&amp;l=2&amp;lang=en"/);
  });

  it('names the business once on the page of a location named like it', async () => {
    const { owner, first, employee } = await employeeAtBoth();
    const business = (await call(owner, 'GET', '/api/business')).json();
    await call(owner, 'PATCH', `/api/locations/${first.id}`, { name: business.name });
    const page = await visit(`/e/${employee.slug}?l=1`);
    expect(page.body).toContain(`<h1>${business.name}</h1>`);
  });
});
