// One Chromium for the whole run (started by e2e/global-setup.ts); each spec file connects to it
// and opens its own contexts. No request leaves loopback: Chromium resolves no other host name
// (e2e/chromium.ts), so tests never reach real Google, and each such request is recorded.
// Screenshots go to e2e/screenshots when asked for (SHOTS=1), and of every open page when a
// journey fails.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Download,
  type Page,
  type Request,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';

const SCREENSHOT_DIR = path.resolve(import.meta.dirname, 'screenshots');
/** `SHOTS=1 npm run test:e2e` writes every screenshot the journeys name, to look at them. */
const SHOTS = process.env.SHOTS === '1';
export const PHONE = { width: 360, height: 740 };
/**
 * The sign-in page, with or without a query (a return path): waited for with `commit`, since the
 * next step waits for what it needs and a busy machine may hold a page's load event back.
 */
export const ON_SIGN_IN_PAGE = (url: URL) => url.pathname === '/auth';
export const DESKTOP = { width: 1280, height: 800 };
/** A customer's phone. Headless Chromium's own user agent says "HeadlessChrome", a bot. */
export const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';

const baseUrl = () => inject('baseUrl');

/** A Google Maps place URL as a manager would paste it (docs/google.md §D.2). */
export const MAPS_URL_FOR_E2E =
  'https://www.google.com/maps/place/Frizerski+salon+Lepota/@44.8176,20.4569,17z/data=!3m1!4b1!4m6!3m5!1s0x6b12ae37b47f5b37:0x8eaddfcd1b32ca52!8m2!3d44.8176!4d20.4569';

/**
 * A request for another machine. Seen from the page's request events, not intercepted: pausing
 * every request of every page to check it (a Playwright route) cost a fifth of the run's CPU.
 */
const LEAVES_MACHINE = /^(https?|wss?):\/\/(?!(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?\/)/;

/**
 * The request a tap sends to another machine (Google's review window, say): it fails there, since
 * Chromium resolves no outside name, but that it was asked for, to that address, is what counts.
 */
export const requestLeaving = (page: Page, address: RegExp): Promise<Request> =>
  page.waitForRequest((request) => address.test(request.url()));

export interface Session {
  browser: Browser;
  newPage(options?: {
    viewport?: typeof DESKTOP;
    locale?: string;
    colorScheme?: 'light' | 'dark';
    javaScriptEnabled?: boolean;
    userAgent?: string;
    /** Lets a test inject its own tooling script (axe-core) past our Content Security Policy. */
    bypassCSP?: boolean;
    /**
     * This browser's own client address (sent as X-Forwarded-For; the e2e server trusts one
     * proxy hop), so its sign-ins do not share 127.0.0.1's per-address limits with every other
     * journey of the run. Without it, the socket's address counts, as before.
     */
    clientAddress?: string;
  }): Promise<Page>;
  /** Addresses outside loopback that the pages tried to reach (none is ever reached). */
  outsideRequests: string[];
}

export function useBrowser(): Session {
  const contexts: BrowserContext[] = [];
  const session = { outsideRequests: [] as string[] } as unknown as Session;

  beforeAll(async () => {
    session.browser = await chromium.connect(inject('browserEndpoint'));
  });

  // A failed journey leaves a picture of every page it had open, named after the test. Then the
  // test's pages close: an open page keeps drawing (clocks, live feeds) on the shared cores.
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') {
      const name = task.name.replace(/[^\w-]+/g, '-').slice(0, 80);
      const pages = contexts.flatMap((c) => c.pages()).filter((p) => !p.isClosed());
      await Promise.all(
        pages.map((p, i) => saveShot(p, `FAILED-${name}-${i}`).catch(() => undefined)),
      );
    }
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });

  afterAll(async () => {
    // Disconnects from the shared browser; global-setup closes it after the last file.
    await session.browser?.close();
  });

  session.newPage = async (options = {}) => {
    const context = await session.browser.newContext({
      baseURL: baseUrl(),
      viewport: options.viewport ?? DESKTOP,
      locale: options.locale ?? 'en-US',
      colorScheme: options.colorScheme ?? 'light',
      // Loading pulses and transitions are drawn frame by frame on the CPU; a journey checks what
      // the screen says, not how it moves (the app honours the setting: motion-safe).
      reducedMotion: 'reduce',
      javaScriptEnabled: options.javaScriptEnabled ?? true,
      ...(options.userAgent ? { userAgent: options.userAgent } : {}),
      bypassCSP: options.bypassCSP ?? false,
      ...(options.clientAddress
        ? { extraHTTPHeaders: { 'x-forwarded-for': options.clientAddress } }
        : {}),
    });
    contexts.push(context);
    context.on('request', (request) => {
      if (LEAVES_MACHINE.test(request.url())) session.outsideRequests.push(request.url());
    });
    return context.newPage();
  };
  return session;
}

async function saveShot(page: Page, name: string): Promise<void> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-fold.png`) });
}

/**
 * With SHOTS=1, saves `<name>.png` (the whole page) and `<name>-fold.png` (what the first screen
 * shows); otherwise nothing, so an ordinary run spends no time on pictures nobody opens.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (SHOTS) await saveShot(page, name);
}

/** Closes every toast still shown, so a screenshot sees what it covered. */
export async function dismissToasts(page: Page, label = 'Dismiss'): Promise<void> {
  const dismiss = page.getByRole('button', { name: label, exact: true });
  for (let left = await dismiss.count(); left > 0; left = await dismiss.count()) {
    await dismiss.first().click();
    await expect.poll(() => dismiss.count()).toBeLessThan(left);
  }
}

/** A download's bytes. The browser is shared over a connection, so there is no local path. */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Presses the button that opens a dialog until the dialog shows: a button drawn while its list is
 * still loading can be replaced under the click (the empty state turning into the list), which
 * under load loses the click.
 */
export async function openDialog(page: Page, buttonName: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.getByRole('button', { name: buttonName }).first().click();
    try {
      await dialog.waitFor({ timeout: 3_000 });
      return;
    } catch {
      // The click landed on a button that was being replaced: press the new one.
    }
  }
  await dialog.waitFor();
}
