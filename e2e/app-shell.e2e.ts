// Issue 7's journeys around the core: language and theme survive a reload, the information pages
// and the not-found page, the crash screen, an admin changing a role, the operator page with and
// without its token, and debug routes absent from a production instance.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PHONE, screenshot, useBrowser } from './browser';
import { startProductionServer, type RunningServer } from './production-server';
import { signInManager } from './sign-in';

const browser = useBrowser();

describe('app shell', () => {
  it('keeps the chosen language and theme across a reload', async () => {
    const page = await browser.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Srpski' }).click();
    await page.getByRole('button', { name: 'Prijavi se', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Uključi tamnu temu' }).click();
    await page.reload();
    await page.getByRole('button', { name: 'Prijavi se', exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('sr');
    await screenshot(page, 'auth-serbian-dark');
  });

  it('serves the information pages, and a 404 page for an unknown path', async () => {
    const page = await browser.newPage();
    for (const [path, title] of [
      ['/privacy', 'Privacy at a glance'],
      ['/privacy-policy', 'Privacy policy'],
      ['/terms', 'Terms of service'],
      ['/refund-policy', 'Refund policy'],
      ['/faq', 'Frequently asked questions'],
      ['/demo', 'See ReviewTrace at work, step by step'],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
    }
    await screenshot(page, 'demo-tour');
    await page.goto('/privacy-policy');
    await screenshot(page, 'privacy-policy');
    const missing = await page.goto('/nothing-lives-here');
    expect(missing?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });

  it('shows the crash screen with an error ID, a download, and Try Again', async () => {
    const page = await browser.newPage();
    await page.goto('/auth?crash=1');
    await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();
    await page.getByText(/Error ID: [A-Z0-9]{8}/).waitFor();
    await screenshot(page, 'crash-screen');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^reviewtrace-error-[A-Z0-9]{8}\.txt$/);
    await page.getByText('Error Details Downloaded').waitFor();
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
  });

  it('lets an admin make a manager an administrator', async () => {
    const page = await browser.newPage();
    page.setDefaultTimeout(15_000);
    const { admin, secondManager } = inject('fixtures');
    await signInManager(page, admin);
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Users' }).waitFor();
    const select = page.getByLabel(`Role of ${secondManager.email}`, { exact: true });
    await select.selectOption('admin');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Change role' }).click();
    await expect.poll(async () => select.inputValue()).toBe('admin');
    await screenshot(page, 'admin-users');

    await page.goto('/business-dashboard/settings');
    await page.getByRole('heading', { name: 'Business information' }).waitFor();
    await page.getByRole('heading', { name: 'Database seeding' }).waitFor();
    // Nothing promised that does not work (issue 18): no "Coming soon" cards.
    expect(await page.getByText('Coming soon').count()).toBe(0);
    await screenshot(page, 'settings');
  });

  it('shows the operator status only with the operator token', async () => {
    const page = await browser.newPage();
    await page.goto('/operator');
    await page.getByLabel('Operator token').fill('not-the-token');
    await page.getByRole('button', { name: 'Show status' }).click();
    await page.getByText('This operator token is not valid. Check it and try again.').waitFor();
    await page.getByLabel('Operator token').fill(inject('fixtures').operatorToken);
    await page.getByRole('button', { name: 'Show status' }).click();
    await page.getByRole('heading', { name: 'Database' }).waitFor();
    await screenshot(page, 'operator-status');
    // On a phone: the status stacks, the header lines up, nothing scrolls sideways.
    await page.setViewportSize(PHONE);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'operator-status-phone');
  });
});

describe('a production instance', () => {
  let production: RunningServer;
  beforeAll(async () => {
    production = await startProductionServer();
  }, 60_000);
  afterAll(async () => production?.stop());

  it('has no debug routes, API or tools', async () => {
    for (const path of ['/test-auth', '/simple-test', '/debug-credentials', '/auth-debug']) {
      const response = await fetch(production.baseUrl + path);
      expect(response.status, path).toBe(404);
    }
    expect((await fetch(`${production.baseUrl}/api/debug/tests`)).status).toBe(404);
    const page = await browser.newPage();
    await page.goto(`${production.baseUrl}/test-auth`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.getByRole('button', { name: 'Debug' }).count()).toBe(0);
    await page.goto(`${production.baseUrl}/auth?crash=1`);
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor(); // no crash trigger
  });
});
