// Two projects: `unit` (pure code of common/ and web/) and `server` (integration through
// app.inject on a real database). `npm test` runs `server` on PGlite, then again on PostgreSQL
// with TEST_DB_DRIVER=postgres, which also adds the *.pg.test.ts files that need both engines.
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { cyrillicCatalogues } from './scripts/vite-cyrillic';

const alias = { '@common': fileURLToPath(new URL('./common', import.meta.url)) };
const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';
// Vitest runs one worker per core but one; on two cores that is a single worker, and the server
// tests spend much of their time waiting on a database, so two workers finish in about two
// thirds of the time (272 s -> 182 s on PGlite here).
const maxWorkers = Math.max(2, os.availableParallelism() - 1);

export default defineConfig({
  resolve: { alias },
  test: {
    maxWorkers,
    projects: [
      {
        resolve: { alias },
        plugins: [cyrillicCatalogues()],
        test: {
          name: 'unit',
          environment: 'node',
          include: ['common/**/*.test.ts', 'web/**/*.test.{ts,tsx}'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: onPostgres ? [] : ['**/*.pg.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
    ],
  },
});
