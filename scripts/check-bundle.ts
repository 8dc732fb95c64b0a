// The bundle-size guard of docs/SCALING.md: the JavaScript the browser needs to show /auth (the entry,
// the auth layout and sign-in route modules, the core message catalogue, and everything they
// import statically) must stay at most 151 KB gzip (ADR 014), in every language. Fails `npm test` otherwise.
// The figures come from Vite's own output graph, written beside the build by
// scripts/vite-bundle-graph.ts, and the built files themselves: the check reads what
// `npm run build` (or the e2e set-up) built, and builds only when dist/web is missing or stale.
// Not from guessing at file names: chunk names repeat (four `en-*.js` catalogues).
//   node --import tsx scripts/check-bundle.ts
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { GraphChunk } from './vite-bundle-graph';
import { ensureWebBuild } from './web-build';

interface OutputChunk extends GraphChunk {
  code: string;
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const AUTH_BUDGET_KB = 151;

export interface RouteBundle {
  route: string;
  language: string;
  /** gzip KB of the chunks needed before the route paints. */
  neededKb: number;
  /** gzip KB of the chunks those modules import dynamically (idle or on-render loads). */
  onDemandKb: number;
  chunks: string[];
}

/** The chunks of the current web build, with their code as served. */
export async function buildGraph(): Promise<OutputChunk[]> {
  await ensureWebBuild();
  const graph = JSON.parse(
    await readFile(path.join(ROOT, 'dist/bundle-graph.json'), 'utf8'),
  ) as GraphChunk[];
  return Promise.all(
    graph.map(async (chunk) => ({
      ...chunk,
      code: await readFile(path.join(ROOT, 'dist/web', chunk.fileName), 'utf8'),
    })),
  );
}

export function routeBundle(
  chunks: OutputChunk[],
  route: string,
  language: string,
  modules: string[],
): RouteBundle {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  // By contained module, not facade: Rollup may merge a small route module into a shared chunk.
  const roots = chunks.filter((c) => c.isEntry || c.moduleIds.some((m) => modules.includes(m)));
  const missing = modules.filter((m) => !chunks.some((c) => c.moduleIds.includes(m)));
  if (missing.length) throw new Error(`no chunk for ${missing.join(', ')}: did the routes move?`);
  const needed = new Set<string>();
  const visit = (file: string) => {
    if (needed.has(file)) return;
    needed.add(file);
    byFile.get(file)?.imports.forEach(visit);
  };
  roots.forEach((c) => visit(c.fileName));
  // The entry's dynamic imports are every route; only the route modules' own count as on demand.
  const onDemand = new Set<string>();
  for (const file of needed) {
    const chunk = byFile.get(file);
    if (!chunk || chunk.isEntry) continue;
    for (const dynamic of chunk.dynamicImports) {
      const visitDemand = (f: string) => {
        if (needed.has(f) || onDemand.has(f)) return;
        onDemand.add(f);
        byFile.get(f)?.imports.forEach(visitDemand);
      };
      visitDemand(dynamic);
    }
  }
  const gzipKb = (files: Set<string>) =>
    [...files].reduce(
      (sum, f) => sum + gzipSync(byFile.get(f)?.code ?? '', { level: 9 }).length,
      0,
    ) / 1024;
  return {
    route,
    language,
    neededKb: gzipKb(needed),
    onDemandKb: gzipKb(onDemand),
    chunks: [...needed].sort(),
  };
}

/** A catalogue's module: Cyrillic ones are the Latin files with ?cyrillic (scripts/vite-cyrillic.ts). */
const catalogue = (dir: string, lang: string) =>
  lang === 'sr-Cyrl' ? `${dir}/sr.json?cyrillic` : `${dir}/${lang}.json`;

/** /auth and /business-dashboard in every language. */
export async function measureRoutes(): Promise<RouteBundle[]> {
  const chunks = await buildGraph();
  const routes: RouteBundle[] = [];
  for (const lang of ['en', 'sr', 'sr-Cyrl']) {
    const core = catalogue('web/locales', lang);
    routes.push(
      routeBundle(chunks, '/auth', lang, [
        'web/app/routes/auth/auth-layout.tsx',
        'web/app/routes/auth/sign-in.tsx',
        core,
      ]),
      routeBundle(chunks, '/business-dashboard', lang, [
        'web/app/routes/business-dashboard/layout.tsx',
        'web/app/routes/business-dashboard/overview.tsx',
        core,
        catalogue('web/locales/dashboard', lang),
      ]),
    );
  }
  return routes;
}

async function main() {
  const routes = await measureRoutes();
  for (const r of routes) {
    console.log(
      `${r.route} (${r.language}): ${r.neededKb.toFixed(1)} KB gzip needed, ` +
        `+${r.onDemandKb.toFixed(1)} KB loaded on demand (${r.chunks.length} chunks)`,
    );
  }
  const over = routes.filter((r) => r.route === '/auth' && r.neededKb > AUTH_BUDGET_KB);
  if (over.length) {
    console.error(
      `Bundle check FAILED: /auth needs ${over.map((r) => `${r.neededKb.toFixed(1)} KB (${r.language})`).join(', ')} ` +
        `of gzip JavaScript; the budget is ${AUTH_BUDGET_KB} KB (ADRs 004 and 014).`,
    );
    process.exit(1);
  }
  console.log(`Bundle check passed: /auth is within ${AUTH_BUDGET_KB} KB gzip.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
