import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@common': fileURLToPath(new URL('../common', import.meta.url)) } },
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // One browser at a time: two cores are shared with the server under test.
    fileParallelism: false,
    pool: 'forks',
  },
});
