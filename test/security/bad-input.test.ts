// Bad input (reliability/security item 2): property-based tests with fast-check against every JSON
// route and every query string. Every answer to hostile input is < 500, a 4xx carries the error
// envelope (the documented envelope too for /api/functions and /api/rpc), bodies over the limits get
// 413, wrong content types 415/400, and /healthz stays 200 after each property. Every request
// comes from an address of its own (freshAddress), so no per-address limit hides a route: any 429
// fails the suite. The summary line "[fuzz] bad input: N routes, M requests" gives the counts.
// Malformed percent-encoding in paths and query strings: url-encoding.test.ts.
// Seeded: a failure prints its counterexample and `seed`/`path` to replay it.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../server/app';
import { buildTestApp } from '../build-test-app';
import {
  employeeWithCredentials,
  promoteToAdmin,
  signInEmployee,
  signUpManager,
} from '../auth-helpers';
import { createEmployee, createReview } from '../factories';
import {
  bodyArbitrary,
  invalidUuid,
  percentEncode,
  queryArbitrary,
  RawJson,
} from './fuzz-arbitraries';
import {
  checkAnswer,
  freshAddress,
  fuzzSummary,
  statusCounts,
  type EnvelopeKind,
} from './fuzz-assert';

const SEED = 20_240_602;
const RUNS = { body: 30, query: 30, path: 20, mixed: 60 };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** Placeholders in urls, filled with real ids (or, in the path property, with invalid ones). */
type Placeholder = 'employee' | 'review' | 'user' | 'invite' | 'uuid' | 'token' | 'slug';

interface RouteCase {
  method: Method;
  url: string;
  /** A valid-looking body: the route takes JSON, mutated from this template. */
  body?: Record<string, unknown>;
  /** The route's querystring keys: its query string is fuzzed. */
  query?: readonly string[];
  kind?: EnvelopeKind;
  /** throwaway: state-changing for the caller (sign-out, leaving the business, seeding). */
  caller?: 'admin' | 'throwaway';
  /** Fewer body runs for a route whose every accepted body starts heavy work (a demo seed). */
  bodyRuns?: number;
}

const RANGE = ['range'];
const PAGED = ['q', 'page', 'pageSize'];
const GOOGLE_URL = 'https://maps.app.goo.gl/abc';

// Every JSON route and every GET with a querystring (server/modules/*/*.routes.ts).
const ROUTES: RouteCase[] = [
  // auth
  {
    method: 'POST',
    url: '/api/auth/signup',
    body: { email: 'a@example.com', password: 'lozinka123', googleBusinessUrl: GOOGLE_URL },
  },
  { method: 'POST', url: '/api/auth/signin', body: { email: 'nobody@example.com', password: 'x' } },
  { method: 'POST', url: '/api/auth/employee/signin', body: { username: 'nobody', password: 'x' } },
  { method: 'POST', url: '/api/auth/signout', body: {}, caller: 'throwaway' },
  { method: 'GET', url: '/api/auth/google/start', query: ['returnTo'] },
  { method: 'GET', url: '/api/auth/invite/{token}' },
  {
    method: 'POST',
    url: '/api/auth/invite/accept',
    body: { token: 'no-such-token', password: 'lozinka123' },
  },
  {
    method: 'POST',
    url: '/api/notifications/unsubscribe',
    body: { token: 'no-such-token', what: 'alerts' },
    query: ['token', 'what'],
  },
  {
    method: 'PUT',
    url: '/api/employees/{employee}/credentials',
    body: { username: 'ana.b', password: 'lozinka123' },
  },
  { method: 'POST', url: '/api/admin/lockouts/reset', body: { key: 'account:x' } },
  // rpc and backend functions (docs/product-rules.md §7)
  {
    method: 'POST',
    url: '/api/rpc/has_permission',
    body: { resource_name: 'reviews', action_name: 'read' },
    kind: 'spec',
  },
  { method: 'POST', url: '/api/rpc/get_user_business_id', body: {}, kind: 'spec' },
  { method: 'POST', url: '/api/rpc/get_user_role', body: {}, kind: 'spec' },
  {
    method: 'POST',
    url: '/api/functions/connect-business',
    body: { business_id: '00000000-0000-4000-8000-000000000000' },
    kind: 'spec',
    caller: 'throwaway',
  },
  {
    method: 'POST',
    url: '/api/functions/disconnect-business',
    body: {},
    kind: 'spec',
    caller: 'throwaway',
  },
  { method: 'POST', url: '/api/functions/get-notification-data', body: {}, kind: 'spec' },
  { method: 'POST', url: '/api/notifications/seen', body: { lastSeenAt: '2024-01-01T00:00:00Z' } },
  // admin
  { method: 'GET', url: '/api/admin/users', query: [...PAGED, 'role'] },
  { method: 'PATCH', url: '/api/admin/users/{user}', body: { role: 'manager', isActive: true } },
  {
    method: 'POST',
    url: '/api/admin/invites',
    body: { email: 'invitee@example.com', role: 'manager' },
  },
  { method: 'DELETE', url: '/api/admin/invites/{uuid}' },
  { method: 'POST', url: '/api/admin/seed', body: {}, caller: 'throwaway', bodyRuns: 10 },
  { method: 'GET', url: '/api/admin/seed/{uuid}' },
  // display links
  { method: 'POST', url: '/api/display-links', body: { range: '7d' } },
  { method: 'POST', url: '/api/review-requests', body: { customerName: 'Jelena' } },
  {
    method: 'POST',
    url: '/api/visits',
    body: { id: 'x', customerName: 'A', employee: 'B', time: '2026-11-20T10:00:00Z' },
  },
  { method: 'POST', url: '/api/visit-keys', body: {} },
  { method: 'DELETE', url: '/api/display-links/{uuid}' },
  { method: 'GET', url: '/api/display/{token}' },
  // business and Google
  {
    method: 'PATCH',
    url: '/api/business',
    body: {
      name: 'Salon',
      timezone: 'Europe/Belgrade',
      privacyText: 'ok',
      attributionWindowMinutes: 60,
    },
  },
  { method: 'POST', url: '/api/business/resolve-google-url', body: { url: GOOGLE_URL } },
  {
    method: 'PUT',
    url: '/api/google/places',
    body: { placeId: 'ChIJ123', apiKey: 'k'.repeat(30) },
  },
  { method: 'PUT', url: '/api/google/location', body: { accountId: '123', locationId: '456' } },
  {
    method: 'POST',
    url: '/api/google/locations',
    body: { items: [{ accountId: '123', locationId: '456' }] },
  },
  { method: 'POST', url: '/api/google/test', body: {} },
  { method: 'POST', url: '/api/google/sync', body: {} },
  { method: 'GET', url: '/api/google/sync/{uuid}' },
  { method: 'POST', url: '/api/google/disconnect', body: {} },
  // employees
  { method: 'GET', url: '/api/employees', query: [...PAGED, 'status'] },
  {
    method: 'POST',
    url: '/api/employees',
    body: { name: 'Ana', employeeSince: '2024-01-01', aliases: ['Ani'] },
  },
  { method: 'GET', url: '/api/employees/{employee}' },
  {
    method: 'PATCH',
    url: '/api/employees/{employee}',
    body: { name: 'Ana B', isActive: true, employeeSince: null, aliases: [] },
  },
  { method: 'DELETE', url: '/api/employees/{uuid}' },
  { method: 'GET', url: '/api/employees/qr-sheet.pdf', query: ['ids'] },
  { method: 'GET', url: '/api/employees/{employee}/qr.png', query: ['download'] },
  { method: 'GET', url: '/api/employees/{employee}/qr.svg', query: ['download'] },
  // reviews
  {
    method: 'GET',
    url: '/api/reviews',
    query: [...PAGED, 'rating', 'matchType', 'employeeId', 'from', 'to'],
  },
  { method: 'POST', url: '/api/reviews/{review}/attribution', body: { employeeId: null } },
  { method: 'PUT', url: '/api/reviews/{review}/reply', body: { comment: 'Hvala!' } },
  { method: 'DELETE', url: '/api/reviews/{review}/reply' },
  { method: 'POST', url: '/api/reviews/import', body: { reviews: [] } },
  // dashboard
  { method: 'GET', url: '/api/activity', query: ['limit', 'before'] },
  { method: 'GET', url: '/api/analytics/overview', query: RANGE },
  { method: 'GET', url: '/api/analytics/timeseries', query: RANGE },
  { method: 'GET', url: '/api/analytics/hourly', query: RANGE },
  { method: 'GET', url: '/api/analytics/employees', query: RANGE },
  { method: 'GET', url: '/api/analytics/leaderboard', query: RANGE },
  { method: 'GET', url: '/api/exports/employees.csv', query: RANGE },
  { method: 'GET', url: '/api/exports/reviews.csv', query: RANGE },
  { method: 'GET', url: '/api/exports/activity.csv', query: RANGE },
  { method: 'GET', url: '/api/debug/query', query: ['table'] },
  // public funnel pages
  { method: 'GET', url: '/e/{slug}', query: ['lang', 'src', 'confirmed'], kind: 'html' },
  { method: 'GET', url: '/e/{slug}/review', query: ['lang'], kind: 'html' },
  {
    method: 'POST',
    url: '/e/{slug}/confirm',
    body: { reviewerName: 'Jelena' },
    query: ['lang'],
    kind: 'html',
  },
  { method: 'GET', url: '/qr/{slug}', query: ['lang'], kind: 'html' },
];

const label = (route: RouteCase) => `${route.method} ${route.url}`;
const placeholdersOf = (url: string) =>
  [...url.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as Placeholder);

let app: App;
let adminCookie: string;
let employeeCookie: string;
let ids: Record<Placeholder, string>;

/** One manager per state-changing route, signed up before the sign-up route is fuzzed. */
const throwaway = new Map<RouteCase, string>();

function fill(url: string, override?: string) {
  return url.replace(/\{(\w+)\}/g, (_m, name: Placeholder) => override ?? ids[name]);
}

async function send(route: RouteCase, url: string, body: unknown, cookie: string) {
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  const payload = !hasBody
    ? undefined
    : body instanceof RawJson
      ? body.text
      : (JSON.stringify(body) ?? '');
  return app.inject({
    method: route.method,
    url,
    // Every request from an address of its own: no rate limit answers instead of the route.
    remoteAddress: freshAddress(),
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
      // A DELETE has no JSON body: it passes the CSRF check by its (our) Origin.
      ...(route.method === 'DELETE' ? { origin: 'http://localhost' } : {}),
    },
    ...(payload !== undefined ? { payload } : {}),
  });
}

async function expectHealthy() {
  const health = await app.inject({ method: 'GET', url: '/healthz' });
  expect(health.statusCode).toBe(200);
}

beforeAll(async () => {
  app = await buildTestApp();
  // No network: a generated body must never reach Google (or anywhere else).
  vi.stubGlobal('fetch', async () => {
    throw new Error('network disabled in the bad-input tests');
  });
  const admin = await signUpManager(app);
  await promoteToAdmin(app, admin.session.user.id as string);
  adminCookie = admin.cookie;
  const other = await signUpManager(app);
  for (const route of ROUTES.filter((r) => r.caller === 'throwaway')) {
    throwaway.set(route, (await signUpManager(app)).cookie);
  }
  const business = { id: admin.businessId };
  const db = app.database.db;
  const target = await createEmployee(db, business);
  const review = await createReview(db, business);
  const staff = await employeeWithCredentials(app, admin.businessId);
  const signedIn = await signInEmployee(app, staff.username, staff.password);
  expect(signedIn.response.statusCode).toBe(200);
  employeeCookie = signedIn.cookie;
  const invite = await app.inject({
    method: 'POST',
    url: '/api/admin/invites',
    headers: { cookie: adminCookie },
    payload: { email: 'fixture-invite@example.com', role: 'manager' },
  });
  expect(invite.statusCode).toBe(201);
  ids = {
    employee: target.id,
    review: review.id,
    user: other.session.user.id as string,
    invite: invite.json().id as string,
    uuid: '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b',
    token: 'not-a-real-invite-token',
    slug: target.slug,
  };
}, 60_000);

afterAll(async () => {
  console.log(fuzzSummary('bad input', ROUTES.length));
  if (process.env.FUZZ_STATS) {
    for (const [route, counts] of statusCounts)
      console.log(route, JSON.stringify(Object.fromEntries(counts)));
  }
  vi.unstubAllGlobals();
  await app?.close();
});

describe('body size limits and content types', () => {
  const origin = 'http://localhost';

  it('a 2 MB JSON body is 413 with the envelope on every JSON route', async () => {
    const big = JSON.stringify({ padding: 'x'.repeat(2 * 1024 * 1024) });
    for (const route of ROUTES.filter((r) => r.body && r.url !== '/api/reviews/import')) {
      const response = await app.inject({
        method: route.method,
        url: fill(route.url),
        remoteAddress: freshAddress(),
        headers: { cookie: adminCookie, 'content-type': 'application/json' },
        payload: big,
      });
      expect(response.statusCode, label(route)).toBe(413);
      checkAnswer(response, route.kind ?? 'api', label(route));
    }
    await expectHealthy();
  });

  it('a 6 MB import (CSV, JSON or multipart) is 413 with the envelope', async () => {
    const csv = `author,rating,text\n${'Ana,5,odlično\n'.repeat(450_000)}`;
    expect(csv.length).toBeGreaterThan(6 * 1024 * 1024 - 1024);
    const boundary = 'fuzzboundary';
    const multipart = `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="r.csv"\r\ncontent-type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`;
    const cases = [
      { type: 'text/csv', payload: csv },
      { type: 'text/plain', payload: csv },
      { type: 'application/json', payload: JSON.stringify({ reviews: [csv] }) },
      { type: `multipart/form-data; boundary=${boundary}`, payload: multipart },
    ];
    for (const { type, payload } of cases) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/reviews/import',
        remoteAddress: freshAddress(),
        headers: { cookie: adminCookie, origin, 'content-type': type },
        payload,
      });
      expect(response.statusCode, type).toBe(413);
      checkAnswer(response, 'api', type);
    }
    await expectHealthy();
  });

  it('a 2 MB confirmation form is 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: fill('/e/{slug}/confirm'),
      remoteAddress: freshAddress(),
      headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `reviewerName=${'a'.repeat(2 * 1024 * 1024)}`,
    });
    expect(response.statusCode).toBe(413);
    checkAnswer(response, 'html', 'confirm form');
  });

  it('wrong content types are 415 or 400, never 500', async () => {
    const types = [
      'text/xml',
      'application/xml',
      'application/octet-stream',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'multipart/form-data; boundary=nope',
      'text/csv',
      'image/png',
      'application/jsonx',
      'application/json; charset=utf-16',
      'APPLICATION/JSON',
      'application/json; charset=latin1',
      'application/json;;;',
      'text/plain; charset=🙂',
    ];
    const payloads = ['{"name":"Ana"}', '<x/>', 'a=b&c=d', '\u0000\u0001\u0002', '{"name":', ''];
    const bodyRoutes = ROUTES.filter((r) => r.body && r.caller !== 'throwaway');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...bodyRoutes),
        fc.constantFrom(...types),
        fc.constantFrom(...payloads),
        async (route, type, payload) => {
          const response = await app.inject({
            method: route.method,
            url: fill(route.url),
            remoteAddress: freshAddress(),
            headers: { cookie: adminCookie, origin, 'content-type': type },
            payload,
          });
          const what = `${label(route)} as ${type}: ${JSON.stringify(payload)}`;
          checkAnswer(response, route.kind ?? 'api', what);
        },
      ),
      { seed: SEED, numRuns: 120 },
    );
    // Plainly unsupported types on a plain JSON route are 415.
    for (const type of ['text/xml', 'application/octet-stream', 'image/png']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/employees',
        remoteAddress: freshAddress(),
        headers: { cookie: adminCookie, origin, 'content-type': type },
        payload: '<x/>',
      });
      expect(response.statusCode, type).toBe(415);
      checkAnswer(response, 'api', type);
    }
    await expectHealthy();
  });
});

describe('bad input never answers 5xx', () => {
  describe('JSON bodies', () => {
    for (const route of ROUTES.filter((r) => r.body)) {
      it(`${label(route)}: arbitrary, wrong-typed, missing, extra, huge`, async () => {
        const cookie = throwaway.get(route) ?? adminCookie;
        const url = fill(route.url);
        await fc.assert(
          fc.asyncProperty(bodyArbitrary(route.body!), async (body) => {
            const what = `body ${label(route)}`;
            checkAnswer(await send(route, url, body, cookie), route.kind ?? 'api', what);
          }),
          { seed: SEED, numRuns: route.bodyRuns ?? RUNS.body },
        );
        await expectHealthy();
      });
    }
  });

  describe('query strings', () => {
    for (const route of ROUTES.filter((r) => r.query)) {
      it(`${label(route)}: hostile query strings and page sizes`, async () => {
        await fc.assert(
          fc.asyncProperty(queryArbitrary(route.query!), async (query) => {
            const url = fill(route.url) + query;
            checkAnswer(
              await send(route, url, route.body ?? {}, adminCookie),
              route.kind ?? 'api',
              `${label(route)} ${query.slice(0, 200)}`,
              `query ${label(route)}`,
            );
          }),
          { seed: SEED, numRuns: RUNS.query },
        );
        await expectHealthy();
      });
    }
  });

  describe('path parameters', () => {
    for (const route of ROUTES.filter(
      (r) => placeholdersOf(r.url).length > 0 && r.caller !== 'throwaway',
    )) {
      it(`${label(route)}: invalid ids`, async () => {
        await fc.assert(
          fc.asyncProperty(invalidUuid, async (id) => {
            const url = fill(route.url, percentEncode(id));
            checkAnswer(
              await send(route, url, route.body ?? {}, adminCookie),
              route.kind ?? 'api',
              `${label(route)} ${url.slice(0, 200)}`,
              `path ${label(route)}`,
            );
          }),
          { seed: SEED, numRuns: RUNS.path },
        );
        await expectHealthy();
      });
    }
  });

  it('any route, as an employee and signed out', async () => {
    const callers = [employeeCookie, ''];
    const routes = ROUTES.filter((r) => r.caller !== 'throwaway');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.constantFrom(...callers),
        fc.anything(),
        async (route, cookie, body) => {
          const url = fill(route.url);
          checkAnswer(
            await send(route, url, route.body ? body : {}, cookie),
            route.kind ?? 'api',
            `${cookie ? 'employee' : 'anonymous'} ${label(route)}`,
          );
        },
      ),
      { seed: SEED, numRuns: RUNS.mixed },
    );
    await expectHealthy();
  });
});
