// `npm run test:e2e`: the browser journeys in Debian's Chromium. Without a Chromium the suite
// cannot run: say so loudly, and fail when REQUIRE_E2E=1 (CI) so a missing browser never passes.
//   npm run test:e2e                          both lanes at once (e2e/lanes.ts)
//   npm run test:e2e -- e2e/funnel.e2e.ts     the named journeys, in one lane
//   SHOTS=1 npm run test:e2e                  also write every screenshot (e2e/screenshots)
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../e2e/chromium';
import { OWN_DATA_JOURNEYS } from '../e2e/lanes';
import { ensureServerBuild } from './server-build';
import { ensureWebBuild } from './web-build';

const executablePath = findChromium();
if (!executablePath) {
  const banner = '='.repeat(78);
  console.error(
    `${banner}\nEND-TO-END TESTS DID NOT RUN: no Chromium found (CHROMIUM_PATH or /usr/bin/chromium).\n` +
      `Install it with: apt-get update && apt-get install -y chromium\n${banner}`,
  );
  process.exit(process.env.REQUIRE_E2E === '1' ? 1 : 0);
}
console.log(`test:e2e: using ${executablePath}`);

/** One vitest run of some journeys; resolves to its exit code. */
function lane(name: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const child = spawn('npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts', ...args], {
    stdio: 'inherit',
    env: { ...env, E2E_LANE: name },
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}

// Built once here, not by each lane's set-up at the same time.
await ensureWebBuild();
await ensureServerBuild();
const browser = await chromium.launchServer({ executablePath, args: CHROMIUM_ARGS });
const env = { ...process.env, E2E_BROWSER_ENDPOINT: browser.wsEndpoint() };
const args = process.argv.slice(2);
const named = args.some((a) => !a.startsWith('-'));
let codes: number[];
try {
  if (named) {
    codes = [await lane('named', args, env)];
  } else {
    const all = readdirSync('e2e')
      .filter((f) => f.endsWith('.e2e.ts'))
      .map((f) => `e2e/${f}`);
    const own = all.filter((f) => OWN_DATA_JOURNEYS.includes(f));
    const salon = all.filter((f) => !OWN_DATA_JOURNEYS.includes(f));
    codes = await Promise.all([
      lane('salon', [...args, ...salon], env),
      lane('own', [...args, ...own], env),
    ]);
  }
} finally {
  await browser.close();
}
process.exit(codes.every((code) => code === 0) ? 0 : 1);
