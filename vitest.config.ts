// Four projects, laid out by test/suite-layout.ts (docs/testing.md):
// - `unit`: code that opens no database (common/, web/, the server's pure modules);
// - `components`: the web app's components drawn in a DOM with Testing Library;
// - `server`: integration through app.inject on a real database, of the run's engine (PGlite by
//   default, PostgreSQL with TEST_DB_DRIVER=postgres);
// - `isolated`: the few files that replace modules, each in a fresh module graph.
// `unit` and `server` share one module graph per worker (isolate: false): a file re-importing the
// app and reloading PGlite's WebAssembly cost seconds per file, and every file builds its own app
// on its own database, so nothing of one file reaches the next.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { cyrillicCatalogues } from './scripts/vite-cyrillic';
import { suiteLayout } from './test/suite-layout';

const root = fileURLToPath(new URL('.', import.meta.url));
const alias = { '@common': fileURLToPath(new URL('./common', import.meta.url)) };
const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';
const layout = suiteLayout(root);
const database = {
  globalSetup: ['test/global-setup.ts'],
  testTimeout: 20_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  resolve: { alias },
  test: {
    // Two workers on two cores: the database tests spend much of their time waiting on a
    // database, so a second worker fills the gaps (272 s -> 182 s on PGlite, ADR 002).
    maxWorkers: 2,
    minWorkers: 1,
    // Vitest decides isolation per pool, not per project: the forks pool (unit, server) keeps
    // each worker's module graph; the components and isolated projects run in the threads pool,
    // which gives every file a fresh one.
    pool: 'forks',
    poolOptions: { forks: { isolate: false }, threads: { isolate: true } },
    projects: [
      {
        resolve: { alias },
        plugins: [cyrillicCatalogues()],
        test: {
          name: 'unit',
          environment: 'node',
          include: layout.unit,
        },
      },
      {
        resolve: { alias },
        plugins: [cyrillicCatalogues()],
        test: {
          name: 'components',
          environment: 'happy-dom',
          // Testing Library binds `screen` to the document it first sees; each file gets its own
          // DOM, so each file gets its own module graph too.
          pool: 'threads',
          include: layout.components,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: onPostgres
            ? layout.server
            : layout.server.filter((f) => !f.endsWith('.pg.test.ts')),
          ...database,
        },
      },
      {
        resolve: { alias },
        plugins: [cyrillicCatalogues()],
        test: {
          name: 'isolated',
          environment: 'node',
          pool: 'threads',
          include: layout.isolated,
          ...database,
        },
      },
    ],
  },
});
