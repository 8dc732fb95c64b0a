// The route table (common/api, docs/decisions/031-api-contract.md) is the whole HTTP contract:
// the server serves every entry, nothing else under /api, and each table module reaches the
// browser as plain data (scripts/vite-route-table.ts), so the web build cannot fail on it.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RouteContract } from '@common/api/route';
import { browserValue } from '../scripts/vite-route-table';
import { useTestApp } from './build-test-app';

const API_DIR = path.resolve('common/api');
const modules = readdirSync(API_DIR).filter((f) => f.endsWith('.ts') && f !== 'route.ts');

async function tableEntries(): Promise<[string, RouteContract][]> {
  const entries: [string, RouteContract][] = [];
  for (const file of modules) {
    const exports = (await import(path.join(API_DIR, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) continue;
      for (const [key, entry] of Object.entries(value as Record<string, RouteContract>))
        entries.push([`${file} ${name}.${key}`, entry]);
    }
  }
  return entries;
}

describe('the route table', () => {
  const app = useTestApp();

  it('is served whole by the server, each entry once', async () => {
    const entries = await tableEntries();
    expect(entries.length).toBeGreaterThan(90);
    const seen = new Set<string>();
    for (const [name, { method, path: url }] of entries) {
      expect(seen.has(`${method} ${url}`), `${name} repeats ${method} ${url}`).toBe(false);
      seen.add(`${method} ${url}`);
      expect(app.hasRoute({ method, url }), `${name}: ${method} ${url}`).toBe(true);
    }
  });

  it('reaches the browser as method and path only, and refuses what is not plain data', async () => {
    for (const file of modules) {
      const exports = (await import(path.join(API_DIR, file))) as Record<string, unknown>;
      for (const [name, value] of Object.entries(exports)) {
        const data = browserValue(`${file}: ${name}`, value);
        if (Array.isArray(data) || typeof data !== 'object' || data === null) continue;
        for (const entry of Object.values(data as Record<string, object>))
          expect(Object.keys(entry).sort(), `${file}: ${name}`).toEqual(['method', 'path']);
      }
    }
    expect(() => browserValue('x', { a: () => 1 })).toThrow(/neither a route table/);
    expect(browserValue('kinds', ['csv', 'xlsx'])).toEqual(['csv', 'xlsx']);
  });
});
