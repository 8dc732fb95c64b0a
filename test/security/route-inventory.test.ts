// Route inventory: every route the app registers must be in the access table (and nothing else),
// and the table's access must equal the route's declared `config.access`. Routes are collected by
// an onRoute hook on the root instance (route-collector.ts); app.hasRoute cross-checks the table
// against the router itself.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { can, ROLES, type Permission } from '@common/policy';
import type { App } from '../../server/app';
import { buildTestApp } from '../build-test-app';
import { ACCESS_TABLE, type TableAccess } from './access-table';
import { collectedRoutes } from './route-collector';

vi.mock('fastify', async (importOriginal) =>
  (await import('./route-collector')).collectingFastify(await importOriginal()),
);

/** Swagger UI and its document: served by @fastify/swagger-ui, exempt from the session layer. */
const EXCLUDED_PREFIXES = ['/api/docs'];

let app: App;
let registered: Map<string, unknown>;

beforeAll(async () => {
  collectedRoutes.length = 0;
  app = await buildTestApp();
  const all = collectedRoutes.filter((r) => !EXCLUDED_PREFIXES.some((p) => r.url.startsWith(p)));
  const gets = new Set(all.filter((r) => r.method === 'GET').map((r) => r.url));
  registered = new Map(
    all
      // HEAD routes Fastify adds for every GET (exposeHeadRoutes) answer like their GET.
      .filter((r) => !(r.method === 'HEAD' && gets.has(r.url)))
      .map((r) => [`${r.method} ${r.url}`, r.access]),
  );
});
afterAll(() => app?.close());

function normalize(access: unknown, url: string): string {
  if (access === undefined) return url.startsWith('/api/') ? 'undeclared' : 'public';
  if (access === 'public' || access === 'signedIn') return access;
  if (typeof access === 'object' && access !== null && 'permission' in access) {
    const permission = access.permission as Permission;
    return ROLES.filter((role) => can({ role }, permission)).join(',');
  }
  return `unknown ${JSON.stringify(access)}`;
}

const tableForm = (access: TableAccess) =>
  typeof access === 'string' ? access : ROLES.filter((role) => access.includes(role)).join(',');

describe(`route inventory (${ACCESS_TABLE.length} routes in the access table)`, () => {
  it('collects the routes the router holds', () => {
    expect(registered.size).toBeGreaterThan(50);
    for (const key of registered.keys()) {
      const [method, url] = key.split(' ') as ['GET', string];
      expect(app.hasRoute({ method, url }), key).toBe(true);
    }
  });

  it('lists every registered route in the access table', () => {
    const listed = new Set(ACCESS_TABLE.map((e) => e.route));
    const missing = [...registered.keys()].filter((key) => !listed.has(key));
    expect(missing, 'registered routes missing from test/security/access-table.ts').toEqual([]);
  });

  it('lists no route that is not registered, and none twice', () => {
    const routes = ACCESS_TABLE.map((e) => e.route);
    expect(
      routes.filter((r, i) => routes.indexOf(r) !== i),
      'listed twice',
    ).toEqual([]);
    expect(
      routes.filter((r) => !registered.has(r)),
      'table routes the app does not register',
    ).toEqual([]);
    for (const route of routes) {
      const [method, url] = route.split(' ') as ['GET', string];
      expect(app.hasRoute({ method, url }), route).toBe(true);
    }
  });

  it("agrees with every route's declared config.access", () => {
    const disagreements = ACCESS_TABLE.filter((e) => registered.has(e.route))
      .map((e) => ({
        route: e.route,
        table: tableForm(e.access),
        declared: normalize(registered.get(e.route), e.route.split(' ')[1]!),
      }))
      .filter((d) => d.table !== d.declared);
    expect(disagreements).toEqual([]);
  });

  it('declares an access rule on every /api route', () => {
    const undeclared = [...registered]
      .filter(([key, access]) => key.split(' ')[1]!.startsWith('/api/') && access === undefined)
      .map(([key]) => key);
    expect(undeclared).toEqual([]);
  });

  it('records the counts', () => {
    const api = [...registered.keys()].filter((k) => k.split(' ')[1]!.startsWith('/api/'));
    console.log(
      `route inventory: ${registered.size} routes registered (${api.length} under /api), ` +
        `${ACCESS_TABLE.length} in the access table`,
    );
    expect(ACCESS_TABLE.length).toBe(registered.size);
  });
});
