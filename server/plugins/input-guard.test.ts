// Bad input answers 400 with the error envelope, never 5xx: NUL (which PostgreSQL cannot store in
// text) in bodies, query strings, route parameters and the headers we read, and calendar dates
// outside 1970 to 2100. Each case below answered 500 (or 503) before the guard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@common/messages';
import type { App } from '../app';
import { buildTestApp } from '../../test/build-test-app';
import { signUpManager } from '../../test/auth-helpers';
import { createEmployee } from '../../test/factories';

let app: App;
let headers: Record<string, string>;
let slug: string;

beforeAll(async () => {
  app = await buildTestApp();
  const owner = await signUpManager(app);
  headers = { cookie: owner.cookie };
  slug = (await createEmployee(app.database.db, { id: owner.businessId })).slug;
});
afterAll(() => app.close());

function expectRefused(
  response: { statusCode: number; json(): unknown },
  message: string,
  code = message === MESSAGES.invalidCharacter ? 'INVALID_CHARACTER' : 'VALIDATION_FAILED',
) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ error: { code, message } });
}

describe('a NUL character', () => {
  it.each([
    ['an employee name', 'POST', '/api/employees', { name: 'Ana\u0000 Petrović' }],
    ['an alias', 'POST', '/api/employees', { name: 'Ana Petrović', aliases: ['An\u0000a'] }],
    ['the privacy text', 'PATCH', '/api/business', { privacyText: 'a\u0000b' }],
  ] as const)('in %s is refused with 400', async (_what, method, url, payload) => {
    const response = await app.inject({ method, url, headers, payload });
    expectRefused(response, MESSAGES.invalidCharacter);
  });

  it('in a search query is refused with 400', async () => {
    for (const url of ['/api/reviews?q=a%00b', '/api/employees?q=a%00b']) {
      expectRefused(await app.inject({ url, headers }), MESSAGES.invalidCharacter);
    }
  });

  it('in the anonymous employee sign-in username is refused with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/employee/signin',
      payload: { username: 'a\u0000b', password: 'zaposleni1' },
    });
    expectRefused(response, MESSAGES.invalidCharacter);
  });

  it('in the public confirmation form is refused with 400, not 503', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/e/${slug}/confirm`,
      payload: { reviewerName: 'Marko\u0000' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('in the user agent is refused with 400', async () => {
    const response = await app.inject({
      url: '/api/employees',
      headers: { ...headers, 'user-agent': 'Mozilla\u0000' },
    });
    expectRefused(response, MESSAGES.invalidCharacter);
  });

  it('in an imported CSV file is dropped and the rows are kept', async () => {
    const csv =
      'review_id,author_name,rating,published_at,text,is_anonymous\n' +
      'nul-1,Ma\u0000rko,5,2026-01-01T00:00:00Z,Sve po\u0000hvale,false\n';
    const response = await app.inject({
      method: 'POST',
      url: '/api/reviews/import',
      headers: { ...headers, 'content-type': 'text/csv', origin: 'http://localhost:80' },
      payload: csv,
    });
    expect(response.statusCode).toBe(200);
    const list = await app.inject({ url: '/api/reviews?q=pohvale', headers });
    expect(list.json().items).toMatchObject([{ authorName: 'Marko', text: 'Sve pohvale' }]);
  });
});

describe('a calendar date', () => {
  it.each(['to=9999-12-31', 'from=0000-01-01', 'from=1969-12-31', 'to=2101-01-01'])(
    '%s is refused with 400 and the range in words',
    async (query) => {
      const response = await app.inject({ url: `/api/reviews?${query}`, headers });
      expectRefused(response, MESSAGES.dateOutOfRange);
    },
  );

  it('inside 1970 to 2100 is accepted', async () => {
    const response = await app.inject({
      url: '/api/reviews?from=1970-01-01&to=2100-12-31',
      headers,
    });
    expect(response.statusCode).toBe(200);
  });

  it('outside the range as an employee start date is refused with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/employees',
      headers,
      payload: { name: 'Jovan Jovanović', employeeSince: '0001-01-01' },
    });
    expectRefused(response, MESSAGES.dateOutOfRange);
  });
});
