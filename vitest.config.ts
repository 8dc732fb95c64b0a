// Two projects: `unit` (pure code of common/ and web/) and `server` (integration through
// app.inject on a real database). `npm test` runs `server` on PGlite, then again on PostgreSQL
// with TEST_DB_DRIVER=postgres, which also adds the *.pg.test.ts files that need both engines.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@common': fileURLToPath(new URL('./common', import.meta.url)) };
const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
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
