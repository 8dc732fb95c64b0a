import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@common': fileURLToPath(new URL('../common', import.meta.url)) } },
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    // Two lanes share two cores with their servers and Chromium, so a step takes longer than
    // alone; full-page screenshots (SHOTS=1) take seconds each on top.
    testTimeout: process.env.SHOTS === '1' ? 120_000 : 60_000,
    hookTimeout: 120_000,
    // Journeys of a lane one at a time; scripts/test-e2e.ts runs the two lanes (e2e/lanes.ts) at
    // once, which is as much as two cores shared with the servers and Chromium take.
    fileParallelism: false,
    pool: 'forks',
  },
});
