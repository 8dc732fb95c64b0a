import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@common': fileURLToPath(new URL('../common', import.meta.url)) } },
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    // Full-page screenshots (SHOTS=1) take seconds each on two shared cores.
    testTimeout: process.env.SHOTS === '1' ? 90_000 : 30_000,
    hookTimeout: 120_000,
    // Journeys of a lane one at a time; scripts/test-e2e.ts runs the two lanes (e2e/lanes.ts) at
    // once, which is as much as two cores shared with the servers and Chromium take.
    fileParallelism: false,
    pool: 'forks',
  },
});
