// Builds the single-page app in web/ into dist/web, which the server serves with an index.html
// fallback. In development Vite serves the app and hands server-owned paths to
// the API on port 3000, so cookies and URLs look the same as in production.
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { bundleGraph } from './scripts/vite-bundle-graph';
import { cyrillicCatalogues } from './scripts/vite-cyrillic';
import { routeTableForBrowser } from './scripts/vite-route-table';

// Resolved from this file rather than process.cwd(), so vitest (or anything else) may import
// this config from another working directory.
const repoRoot = fileURLToPath(new URL('.', import.meta.url));
const apiOrigin = 'http://localhost:3000';

// Paths the server answers itself (API, server-rendered employee and QR pages, Google's OAuth
// return, probes). Matched as whole path segments: a plain '/e' prefix would also swallow the
// SPA's own /en and /employee routes.
const serverPaths = ['/api', '/e', '/qr', '/auth/google', '/healthz', '/readyz'];

const proxy = Object.fromEntries(
  serverPaths.map((path): [string, ProxyOptions] => [
    `^${path}(?:[/?]|$)`,
    { target: apiOrigin, ws: path === '/api' },
  ]),
);

export default defineConfig({
  root: `${repoRoot}web`,
  plugins: [
    react(),
    tailwindcss(),
    cyrillicCatalogues(),
    routeTableForBrowser(`${repoRoot}common/api`),
    bundleGraph(repoRoot, `${repoRoot}dist/bundle-graph.json`),
  ],
  resolve: {
    alias: { '@common': `${repoRoot}common` },
  },
  build: {
    outDir: `${repoRoot}dist/web`,
    emptyOutDir: true,
    // Every browser we support has <link rel=modulepreload>; the polyfill would cost the sign-in
    // page about 0.5 KB gzip of its 150 KB budget.
    modulePreload: { polyfill: false },
    // Chunks under 400 bytes (an icon, a two-line hook) are merged where that changes nothing
    // that runs: each file costs a request and its own gzip framing. Measured: /auth 0.45 KB
    // less; larger thresholds merge code /auth does not need into what it loads.
    rollupOptions: { output: { experimentalMinChunkSize: 400 } },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy,
  },
  preview: {
    port: 4173,
    proxy,
  },
});
