// `npm run test:e2e`: the browser journeys in Debian's Chromium. Without a Chromium the suite
// cannot run: say so loudly, and fail when REQUIRE_E2E=1 (CI) so a missing browser never passes.
import { spawnSync } from 'node:child_process';
import { findChromium } from '../e2e/chromium';

const chromium = findChromium();
if (!chromium) {
  const banner = '='.repeat(78);
  console.error(
    `${banner}\nEND-TO-END TESTS DID NOT RUN: no Chromium found (CHROMIUM_PATH or /usr/bin/chromium).\n` +
      `Install it with: apt-get update && apt-get install -y chromium\n${banner}`,
  );
  process.exit(process.env.REQUIRE_E2E === '1' ? 1 : 0);
}
console.log(`test:e2e: using ${chromium}`);
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--config', 'e2e/vitest.config.ts', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
