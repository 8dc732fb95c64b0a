import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUERY_TOOL_ROW_LIMIT, TEST_TABLES } from '@common/constants';
import { DEBUG_ROUTE_PATHS } from '@common/paths';
import { permissionsOf } from '@common/policy';
import type { App } from '../../app';
import { TEST_APP_SECRET, buildTestApp } from '../../../test/build-test-app';
import { employeeWithCredentials, signInEmployee, signUpManager } from '../../../test/auth-helpers';
import { createClickout, createReview, createTouch } from '../../../test/factories';
import { businesses } from '../../db/schema';
import { eq } from 'drizzle-orm';

const SECRET_KEYS = ['password_hash', 'passwordHash', 'token', 'google_api_key', 'google_oauth'];
const SECRET_VALUE = 'sekret-api-key-never-shown';

let webRoot: string;
let app: App;
let manager: Awaited<ReturnType<typeof signUpManager>>;
let other: Awaited<ReturnType<typeof signUpManager>>;
let employeeCookie: string;

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(os.tmpdir(), 'rt-web-debug-'));
  await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
  app = await buildTestApp({ webRoot });
  manager = await signUpManager(app);
  other = await signUpManager(app);
  const db = app.database.db;
  await db
    .update(businesses)
    .set({ googleApiKey: SECRET_VALUE, googleOauth: SECRET_VALUE })
    .where(eq(businesses.id, manager.businessId));
  const { employee, username, password } = await employeeWithCredentials(app, manager.businessId);
  for (let i = 0; i < QUERY_TOOL_ROW_LIMIT + 3; i++) {
    await createTouch(db, employee);
    await createClickout(db, employee);
    await createReview(db, { id: manager.businessId });
  }
  const { employee: stranger } = await employeeWithCredentials(app, other.businessId);
  await createTouch(db, stranger);
  await createClickout(db, stranger);
  await createReview(db, { id: other.businessId });
  employeeCookie = (await signInEmployee(app, username, password)).cookie;
});

afterAll(async () => {
  await app.close();
  await rm(webRoot, { recursive: true, force: true });
});

const get = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

function collectKeys(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => collectKeys(item, into));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      into.add(key);
      collectKeys(inner, into);
    }
  }
  return into;
}

describe('debug API outside production', () => {
  it('answers 401 to a signed-out caller', async () => {
    for (const url of ['/api/debug/tests', '/api/debug/query?table=users', '/api/debug/policies']) {
      expect((await get(url)).statusCode, url).toBe(401);
    }
  });

  it('runs the checks and reports the caller’s permission matrix', async () => {
    const response = await get('/api/debug/tests', manager.cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      environment: 'test',
      role: 'manager',
      businessId: manager.businessId,
    });
    const checks = Object.fromEntries(
      body.checks.map((c: { name: string; ok: boolean }) => [c.name, c.ok]),
    );
    expect(checks).toEqual({ database: true, migrations: true, business: true, permissions: true });
    const allowed = body.permissions
      .filter((p: { allowed: boolean }) => p.allowed)
      .map((p: { resource: string; action: string }) => `${p.resource}:${p.action}`);
    expect(allowed.sort()).toEqual(permissionsOf('manager').sort());
  });

  it('lets an employee run the checks but not the query tool', async () => {
    expect((await get('/api/debug/tests', employeeCookie)).json().role).toBe('employee');
    expect((await get('/api/debug/query?table=users', employeeCookie)).statusCode).toBe(403);
  });

  it.each(TEST_TABLES)(
    'returns at most 10 rows of %s, of the caller’s business, without secrets',
    async (table) => {
      const response = await get(`/api/debug/query?table=${table}`, manager.cookie);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.rows.length).toBeLessThanOrEqual(QUERY_TOOL_ROW_LIMIT);
      expect(body.rows.length).toBeGreaterThan(0);
      for (const key of SECRET_KEYS) expect(collectKeys(body).has(key), key).toBe(false);
      expect(response.body).not.toContain(SECRET_VALUE);
      expect(response.body).not.toContain(other.businessId);
      for (const row of body.rows) {
        const owner = table === 'businesses' ? row.id : row.business_id;
        if (owner !== undefined) expect(owner).toBe(manager.businessId);
      }
    },
  );

  it('caps busy tables at the query-tool limit', async () => {
    const body = (await get('/api/debug/query?table=touches', manager.cookie)).json();
    expect(body.rows).toHaveLength(QUERY_TOOL_ROW_LIMIT);
    expect(body.limit).toBe(QUERY_TOOL_ROW_LIMIT);
  });

  it('refuses a table outside the test-table list', async () => {
    const response = await get('/api/debug/query?table=sessions', manager.cookie);
    expect(response.statusCode).toBe(400);
  });

  it('describes the tenant filter of every test table', async () => {
    const body = (await get('/api/debug/policies', manager.cookie)).json();
    expect(body.policies.map((p: { table: string }) => p.table)).toEqual([...TEST_TABLES]);
    const credentials = body.policies.find(
      (p: { table: string }) => p.table === 'employee_credentials',
    );
    expect(credentials.hiddenColumns).toContain('password_hash');
  });

  it('reports cookie names, never values', async () => {
    const signedOut = (await get('/api/debug/auth')).json();
    expect(signedOut).toMatchObject({ signedIn: false, sessionCookiePresent: false, role: null });
    const response = await get('/api/debug/auth', `${manager.cookie}; theme=dark`);
    const body = response.json();
    expect(body).toMatchObject({ signedIn: true, sessionCookiePresent: true, role: 'manager' });
    expect(body.cookieNames).toEqual(['rt_session', 'theme']);
    expect(response.body).not.toContain(manager.cookie.split('=')[1]);
  });

  it('serves the SPA debug routes', async () => {
    for (const route of DEBUG_ROUTE_PATHS) expect((await get(route)).statusCode, route).toBe(200);
  });
});

describe('debug API in production', () => {
  let production: App;
  beforeAll(async () => {
    production = await buildTestApp({
      env: {
        NODE_ENV: 'production',
        APP_SECRET: TEST_APP_SECRET,
        PUBLIC_URL: 'https://reviews.example.com',
      },
      webRoot,
    });
  });
  afterAll(() => production.close());

  it('does not exist: /api/debug/* and the SPA debug routes answer 404', async () => {
    const { cookie } = await signUpManager(production);
    for (const url of [
      '/api/debug/tests',
      '/api/debug/query?table=users',
      '/api/debug/policies',
      '/api/debug/auth',
    ]) {
      expect((await production.inject({ url, headers: { cookie } })).statusCode, url).toBe(404);
    }
    for (const route of DEBUG_ROUTE_PATHS) {
      expect((await production.inject(route)).statusCode, route).toBe(404);
    }
    expect((await production.inject('/dashboard')).statusCode).toBe(200);
  });
});
