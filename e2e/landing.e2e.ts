// The first journey: a visitor opens ReviewTrace, chooses Serbian and reads the Serbian landing
// page; the choice survives a reload. Screenshots at desktop and phone width, light and dark.
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot, useBrowser } from './browser';

const browser = useBrowser();

describe('landing', () => {
  it("follows a Serbian browser at /, and answers /sr/… pages that don't exist in Serbian", async () => {
    const page = await browser.newPage({ locale: 'sr-RS' });
    await page.goto('/');
    const first = page.getByRole('listitem').first().getByRole('link');
    await first.getByText('Srpski').waitFor();
    expect(await first.getAttribute('aria-current')).toBe('true');
    await screenshot(page, 'landing-choice-serbian-browser');
    const english = await browser.newPage({ locale: 'en-US' });
    await english.goto('/sr/nema-ove-stranice');
    await english.getByRole('heading', { name: 'Stranica nije pronađena' }).waitFor();
  });

  it('offers English or Serbian at / and shows the Serbian landing page when Serbian is chosen', async () => {
    const page = await browser.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto('/');
    await page.getByRole('link', { name: 'English' }).waitFor();
    await screenshot(page, 'landing-choice-desktop');

    await page.getByRole('link', { name: 'Srpski' }).click();
    await page.waitForURL('**/sr');
    // The route is lazy: wait for the Serbian heading itself, not just the new URL.
    await page
      .getByRole('heading', {
        level: 1,
        name: 'Znajte koji zaposleni je zaslužio svaku Google recenziju',
      })
      .waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('sr');
    await page.getByRole('heading', { name: 'Jedinstveni QR kodovi' }).waitFor();
    await screenshot(page, 'landing-sr-desktop');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: /^Znajte/ }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('sr');
    expect(consoleErrors).toEqual([]);
  });

  it('shows the English landing page at /en and lets the visitor switch to Serbian', async () => {
    const page = await browser.newPage();
    await page.goto('/en');
    await page
      .getByRole('heading', { level: 1, name: 'Know which employee earned every Google review' })
      .waitFor();
    expect(await page.title()).toContain('ReviewTrace');
    await page.getByRole('link', { name: 'Srpski' }).first().click();
    await page.getByRole('heading', { level: 1, name: /^Znajte/ }).waitFor();
    expect(page.url()).toMatch(/\/sr$/);
  });

  it('fits a 360 px phone without sideways scrolling, in light and dark', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await browser.newPage({ viewport: PHONE, colorScheme });
      await page.goto('/sr');
      await page.getByRole('heading', { level: 1 }).waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, colorScheme).toBeLessThanOrEqual(0);
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
        colorScheme === 'dark',
      );
      await screenshot(page, `landing-sr-phone-${colorScheme}`);
    }
  });

  it('draws the not-found page for an unknown path, served with status 404', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await page.getByRole('link', { name: /home/i }).waitFor();
    await screenshot(page, 'not-found-desktop');
  });

  it('never lets the page reach outside this machine', () => {
    expect(browser.outsideRequests).toEqual([]);
  });
});
