// The route table (common/api, docs/decisions/031-api-contract.md) as the browser gets it: each
// entry's method and path only. The web app types its calls with the whole entry, but at run time
// it needs no schema, and shipping them would put zod into the sign-in page's first download
// (ADR 014's budget). Each table module is evaluated here at build time and replaced by its plain
// data; an export that is not plain data fails the build rather than reach the browser half-made.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

interface Entry {
  method: string;
  path: string;
}

const isEntry = (value: unknown): value is Entry =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Entry).method === 'string' &&
  typeof (value as Entry).path === 'string';

function isPlainData(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isPlainData);
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.values(value).every(isPlainData);
}

/** What crosses to the browser: a table's entries as { method, path }, plain data as it is. */
export function browserValue(name: string, value: unknown): unknown {
  if (typeof value === 'object' && value !== null && Object.values(value).every(isEntry)) {
    return Object.fromEntries(
      Object.entries(value as Record<string, Entry>).map(([key, entry]) => [
        key,
        { method: entry.method, path: entry.path },
      ]),
    );
  }
  if (!isPlainData(value)) throw new Error(`${name} is neither a route table nor plain data`);
  return value;
}

export function routeTableForBrowser(apiDir: string): Plugin {
  const root = path.resolve(apiDir);
  return {
    name: 'reviewtrace:route-table',
    enforce: 'pre',
    async load(id) {
      const file = id.split('?')[0]!;
      if (path.dirname(file) !== root || !file.endsWith('.ts') || file.endsWith('/route.ts'))
        return null;
      const table = (await tsImport(pathToFileURL(file).href, import.meta.url)) as Record<
        string,
        unknown
      >;
      return Object.entries(table)
        .filter(([name]) => name !== 'default' && name !== 'module.exports')
        .map(([name, value]) => {
          const data = browserValue(`${path.basename(file)}: ${name}`, value);
          return `export const ${name} = ${JSON.stringify(data)};`;
        })
        .join('\n');
    },
  };
}
