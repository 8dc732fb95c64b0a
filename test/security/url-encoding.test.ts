// Bad input in the URL itself (reliability/security item 2): malformed percent-encoding (`%`,
// `%zz`, `%E0%A4%A`), NUL, overlong UTF-8 (`%C0%AF`), encoded lone surrogates (`%ED%A0%80`),
// encoded traversal (`..%2F`), doubled slashes, very long paths and raw query strings, on every
// route the app registers (collected by route-collector.ts) and on the web app's fallback pages.
// Never a 5xx or a 429; /api answers carry the error envelope; /e and /qr answer HTML pages to
// browsers (never JSON); the web app answers HTML (or the envelope for non-page requests).
// Seeded: a failure prints its counterexample and `seed`/`path` to replay it.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../server/app';
import { buildTestApp } from '../build-test-app';
import { signUpManager } from '../auth-helpers';
import { createEmployee } from '../factories';
import { ACCESS_TABLE } from './access-table';
import { mangledUrl } from './fuzz-arbitraries';
import {
  checkAnswer,
  checkUrlAnswer,
  freshAddress,
  fuzzSummary,
  kindOfPath,
  statusCounts,
} from './fuzz-assert';
import { collectedRoutes } from './route-collector';

vi.mock('fastify', async (importOriginal) =>
  (await import('./route-collector')).collectingFastify(await importOriginal()),
);

const SEED = 20_240_603;
const RUNS_PER_ROUTE = 20;
const INDEX_HTML = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';

/** Pages of the web app (SPA fallback), mangled like the routes. */
const APP_PAGES = ['/', '/dashboard', '/business-dashboard/employees', '/admin/lockouts', '/nope'];

/** Routes the admin must not call (they end the session or start heavy work): anonymous only. */
const ANONYMOUS_ONLY = new Set([
  ...ACCESS_TABLE.filter((entry) => entry.last !== undefined || entry.stream).map((e) => e.route),
  'POST /api/admin/seed',
]);

let app: App;
let webRoot: string;
let adminCookie: string;
let slug: string;
let routes: { method: Method; url: string }[];

/** A pattern's URL with its parameters filled: real slug, a well-formed id for the rest. */
function fill(pattern: string) {
  return pattern
    .replace(/:slug\b/g, slug)
    .replace(/:(\w+)/g, '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b')
    .replace(/\*$/, 'x');
}

async function send(
  method: Method,
  url: string,
  options: { cookie?: string; form?: boolean } = {},
): Promise<{ response: LightMyRequestResponse; json: boolean }> {
  const hasBody = method === 'POST' || method === 'PUT' || method === 'PATCH';
  // Public pages get the confirmation form (a browser); everything else JSON.
  const form = hasBody && (options.form ?? kindOfPath(url) === 'html');
  const json = hasBody && !form;
  const response = await app.inject({
    method,
    url,
    remoteAddress: freshAddress(),
    headers: {
      origin: 'http://localhost',
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...(json ? { 'content-type': 'application/json' } : {}),
    },
    ...(form ? { payload: 'reviewerName=Ana' } : json ? { payload: '{}' } : {}),
  });
  return { response, json };
}

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(os.tmpdir(), 'rt-url-web-'));
  await mkdir(path.join(webRoot, 'assets'));
  await writeFile(path.join(webRoot, 'index.html'), INDEX_HTML);
  await writeFile(path.join(webRoot, 'assets', 'app-abc.js'), 'console.log(1)');
  collectedRoutes.length = 0;
  app = await buildTestApp({ webRoot });
  const admin = await signUpManager(app);
  adminCookie = admin.cookie;
  slug = (await createEmployee(app.database.db, { id: admin.businessId })).slug;
  const gets = new Set(collectedRoutes.filter((r) => r.method === 'GET').map((r) => r.url));
  const seen = new Set<string>();
  routes = collectedRoutes
    // HEAD routes Fastify adds for every GET answer like their GET.
    .filter((r) => !(r.method === 'HEAD' && gets.has(r.url)))
    .map((r) => ({ method: r.method as Method, url: r.url }))
    .filter((r) => !seen.has(`${r.method} ${r.url}`) && seen.add(`${r.method} ${r.url}`));
  expect(routes.length).toBeGreaterThan(50);
}, 60_000);

afterAll(async () => {
  console.log(fuzzSummary('url encoding', routes.length + APP_PAGES.length));
  if (process.env.FUZZ_STATS) {
    for (const [route, counts] of statusCounts)
      console.log(route, JSON.stringify(Object.fromEntries(counts)));
  }
  await app?.close();
  if (webRoot) await rm(webRoot, { recursive: true, force: true });
});

async function expectHealthy() {
  const health = await app.inject({ method: 'GET', url: '/healthz' });
  expect(health.statusCode).toBe(200);
}

describe('malformed URLs: fixed cases', () => {
  const html = (response: LightMyRequestResponse) =>
    String(response.headers['content-type']).startsWith('text/html');
  const envelope = (response: LightMyRequestResponse) =>
    String(response.headers['content-type']).startsWith('application/json') &&
    typeof (response.json() as { error?: { code?: unknown } }).error?.code === 'string';

  // [method, url, status, answer]; `{slug}` is a real employee's slug.
  const CASES: [Method, string, number, 'html' | 'envelope'][] = [
    ['GET', '/e/%zz', 404, 'html'],
    ['GET', '/e/{slug}%', 404, 'html'],
    ['GET', '/e/%E0%A4%A', 404, 'html'],
    ['GET', '/e/%00', 404, 'html'],
    ['GET', '/e/%C0%AF', 404, 'html'],
    ['GET', '/e/%ED%A0%80', 404, 'html'],
    ['GET', '/e/..%2F..%2Fapi%2Femployees', 404, 'html'],
    ['GET', '/e/{slug}/review%E0%A4%A', 404, 'html'],
    ['GET', '/e//{slug}', 404, 'html'],
    ['GET', '/e/{slug}/nope', 404, 'html'],
    ['GET', '/e', 404, 'html'],
    ['GET', `/e/${'a'.repeat(5000)}`, 404, 'html'],
    ['GET', '/qr/%zz', 404, 'html'],
    ['GET', '/qr/%ED%A0%80', 404, 'html'],
    ['GET', '/qr//{slug}', 404, 'html'],
    ['GET', '/qr', 404, 'html'],
    ['POST', '/e/%C0%AF/confirm', 404, 'html'],
    ['POST', '/e/{slug}', 404, 'html'],
    // Malformed query strings do not stop a printed link from opening its page.
    ['GET', '/e/{slug}?lang=%zz&src=%ED%A0%80&confirmed=%', 200, 'html'],
    ['GET', '/qr/{slug}?%E0%A4%A', 200, 'html'],
    ['GET', '/api/employees/%zz', 400, 'envelope'],
    ['GET', '/api/employees/%C0%AF', 400, 'envelope'],
    ['GET', '/api/auth/invite/%ED%A0%80', 400, 'envelope'],
    ['GET', '/api/%E0%A4%A', 400, 'envelope'],
    ['GET', `/api/employees/${'a'.repeat(5000)}`, 414, 'envelope'],
    ['GET', '/api/..%2F..%2Fhealthz', 404, 'envelope'],
    ['GET', '/api//employees', 404, 'envelope'],
    ['POST', '/api/employees/%zz', 400, 'envelope'],
    ['DELETE', '/api/employees/%ED%A0%80', 400, 'envelope'],
    ['GET', '/assets/..%2F..%2Fetc%2Fpasswd', 404, 'envelope'],
    ['GET', '/assets/app-abc.js%00', 404, 'envelope'],
    ['GET', '/dashboard%zz', 400, 'html'],
    ['GET', '/business-dashboard/%E0%A4%A', 400, 'html'],
    ['GET', '/%C0%AF', 400, 'html'],
    ['GET', '//dashboard', 404, 'html'],
    ['GET', `/${'a/'.repeat(5000)}`, 404, 'html'],
    ['GET', '/dashboard?%ED%A0%80=%zz', 200, 'html'],
    ['POST', '/dashboard%zz', 400, 'envelope'],
  ];

  it.each(CASES)('%s %s → %i %s', async (method, pattern, status, answer) => {
    const url = pattern.replace('{slug}', slug);
    const { response, json } = await send(method, url);
    checkUrlAnswer(response, { method, url, json }, 'fixed');
    expect(response.statusCode).toBe(status);
    expect(answer === 'html' ? html(response) : envelope(response)).toBe(true);
    // Answered before routing or not: the same security headers as every other answer.
    expect(response.headers['content-security-policy']).toMatch(/script-src '(self|none)'/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('a bad URL answers the envelope in the JSON caller’s form on a public page', async () => {
    const url = `/e/%C0%AF/confirm`;
    const { response } = await send('POST', url, { form: false });
    checkAnswer(response, 'api', url, 'url fixed');
    expect(response.statusCode).toBe(400);
    expect(envelope(response)).toBe(true);
  });
});

describe('malformed URLs never answer 5xx, 429 or the wrong kind of error', () => {
  it('every registered route, its path and query string mangled', async () => {
    for (const route of routes) {
      const label = `${route.method} ${route.url}`;
      const callers = ANONYMOUS_ONLY.has(label) ? [''] : ['', adminCookie];
      await fc.assert(
        fc.asyncProperty(
          mangledUrl(fill(route.url)),
          fc.constantFrom(...callers),
          async (url, cookie) => {
            const { response, json } = await send(route.method, url, { cookie });
            checkUrlAnswer(response, { method: route.method, url, json }, label);
          },
        ),
        { seed: SEED, numRuns: RUNS_PER_ROUTE },
      );
    }
    await expectHealthy();
  }, 120_000);

  it('the web app’s pages and assets, mangled', async () => {
    const pages = [...APP_PAGES, '/assets/app-abc.js'];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...pages).chain((page) => mangledUrl(page)),
        fc.constantFrom<Method>('GET', 'HEAD', 'POST'),
        async (url, method) => {
          const { response, json } = await send(method, url);
          checkUrlAnswer(response, { method, url, json }, 'web app pages');
        },
      ),
      { seed: SEED, numRuns: 200 },
    );
    await expectHealthy();
  });
});
