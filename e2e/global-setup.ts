// Once per e2e run: build the web app if needed, start the real server on a free port with an
// empty DATA_DIR and a fake Google, start one Chromium, and hand their addresses to the specs.
// Stops them and removes the data afterwards.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { ensureServerBuild, SERVER_ENTRY } from '../scripts/server-build';
import { ensureWebBuild } from '../scripts/web-build';
import { demoBusinessProfile } from '../test/fake-google/demo-data';
import { startFakeGoogle, type FakeGbpReview } from '../test/fake-google/index';
import { FIRST_WEEK_PLACE } from './first-week-place';
import { startTestSmtp } from '../test/smtp';
import { CHROMIUM_ARGS, findChromium } from './chromium';
import { seed, type E2eFixtures } from './seed';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    fixtures: E2eFixtures;
    /** Mails the server sent over SMTP, one JSON file each (e2e/mailbox.ts reads them). */
    mailDir: string;
    /** The run's one Chromium, which every spec file connects to (e2e/browser.ts). */
    browserEndpoint: string;
  }
}

/** A review that names nobody, for the journey that attributes one by hand. */
const E2E_HAND_FIX_REVIEW: FakeGbpReview = {
  reviewId: 'AbFvOqE2eHandFix0001',
  displayName: 'Vesna Tomić',
  starRating: 5,
  comment: 'Sve je bilo savršeno, vraćam se sledećeg meseca.',
  createTime: new Date(Date.now() - 3 * 3_600_000).toISOString(),
};

// A review at the account's second location (Novi Sad) naming one of the business's people: once
// the owner adds that location from Google, it syncs there and is credited to her.
const E2E_BRANCH_REVIEW: FakeGbpReview = {
  reviewId: 'AbFvOqE2eNoviSad0001',
  displayName: 'Dragan Ilić',
  starRating: 5,
  comment: 'U Novom Sadu me je šišala Milica Petrović, odlično!',
  createTime: new Date(Date.now() - 2 * 3_600_000).toISOString(),
};

const ROOT = path.resolve(import.meta.dirname, '..');

export default async function setup(project: TestProject) {
  await ensureWebBuild();
  await ensureServerBuild();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rt-e2e-'));
  const fixtures = await seed(dataDir);
  project.provide('fixtures', fixtures);
  // A real SMTP server: the app sends its mails over the network, as to a provider; each one
  // lands in mailDir for the specs, which run in other processes.
  const mailDir = path.join(dataDir, 'received-mail');
  await mkdir(mailDir, { recursive: true });
  const smtp = await startTestSmtp({
    onMail: (mail) =>
      writeFile(path.join(mailDir, `${Date.now()}-${randomUUID()}.json`), JSON.stringify(mail)),
  });
  project.provide('mailDir', mailDir);
  // The server talks to this fake Google instead of Google (docs/google.md §F): OAuth and Business
  // Profile for the second business.
  const google = await startFakeGoogle();
  const { placeId, employeeNames } = fixtures.googleManager;
  const accounts = demoBusinessProfile({ placeId, employeeNames });
  accounts
    .flatMap((account) => account.locations)
    .find((location) => location.placeId === placeId)
    ?.reviews.push(E2E_HAND_FIX_REVIEW);
  accounts
    .flatMap((account) => account.locations)
    .find((location) => location.placeId !== placeId && location.placeId !== undefined)
    ?.reviews.push(E2E_BRANCH_REVIEW);
  google.api.businessProfile.accounts.push(...accounts);
  // The first week's owner connects this place with a Places key: five past reviews.
  google.api.places.set(FIRST_WEEK_PLACE.id, FIRST_WEEK_PLACE);
  // A page of Business Profile reviews takes a moment, as Google's do, so the Google journey sees
  // the sync's progress; everything else (sign-in, accounts, places, replies) answers at once.
  // A phone's share link of the locations journey's second shop, as Google redirects it.
  google.api.links.set('https://maps.app.goo.gl/JugE2eShop1?g_st=aw', {
    location:
      'https://www.google.com/maps/place/Salon+Jug/@45.2551,19.8452,17z?q=place_id:ChIJSouthShopE2E00000000',
  });
  google.api.latencyMs = 600;
  google.api.latencyPaths = /^\/v4\/accounts\/[^/]+\/locations\/[^/]+\/reviews$/;
  const server = spawn(process.execPath, ['--enable-source-maps', SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...google.env,
      OPERATOR_TOKEN: fixtures.operatorToken,
      // Journeys that pass their own client address (e2e/browser.ts) are told apart by it.
      TRUST_PROXY: '1',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'ReviewTrace <no-reply@reviewtrace.test>',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const port = await new Promise<number>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = output.match(/"port":(\d+)/);
      if (match) {
        clearInterval(timer);
        resolve(Number(match[1]));
      } else if (server.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(`the server exited during start-up:\n${output}`));
      }
    }, 50);
  });
  project.provide('baseUrl', `http://127.0.0.1:${port}`);

  // One browser for every spec file: scripts/test-e2e.ts starts it for both lanes; a run of
  // vitest alone starts its own. A launch costs about a second, a context almost nothing, and
  // contexts share no cookies or storage.
  let browser: BrowserServer | null = null;
  let endpoint = process.env.E2E_BROWSER_ENDPOINT;
  if (!endpoint) {
    const executablePath = findChromium();
    if (!executablePath)
      throw new Error(
        'Chromium not found: install it (apt-get install chromium) or set CHROMIUM_PATH',
      );
    browser = await chromium.launchServer({ executablePath, args: CHROMIUM_ARGS });
    endpoint = browser.wsEndpoint();
  }
  project.provide('browserEndpoint', endpoint);

  return async () => {
    await browser?.close();
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    await google.close();
    await smtp.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}
