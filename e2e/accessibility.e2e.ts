// Issue 7, accessibility: axe-core finds no serious or critical violation on the main screens, in
// light and dark, signed out, as a manager, as an employee and on the customer's phone.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { PHONE, PHONE_USER_AGENT, useBrowser } from './browser';
import { signInEmployee, signInManager } from './sign-in';

const browser = useBrowser();
const SCHEMES = ['light', 'dark'] as const;

async function expectClean(page: Page, path: string, ready: (page: Page) => Promise<unknown>) {
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page), path).toEqual([]);
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first().waitFor();

describe('accessibility', () => {
  it.each(SCHEMES)(
    'has no serious violations on the public screens (%s)',
    async (colorScheme) => {
      const page = await browser.newPage({ colorScheme, bypassCSP: true });
      page.setDefaultTimeout(15_000);
      for (const path of ['/', '/en', '/sr', '/auth', '/auth/employee', '/no-such-page'])
        await expectClean(page, path, heading);
      const phone = await browser.newPage({
        colorScheme,
        viewport: PHONE,
        userAgent: PHONE_USER_AGENT,
        bypassCSP: true,
      });
      await expectClean(phone, '/e/milica-e2e', heading);
    },
    90_000,
  );

  it.each(SCHEMES)(
    'has no serious violations on the manager screens (%s)',
    async (colorScheme) => {
      const page = await browser.newPage({ colorScheme, bypassCSP: true });
      page.setDefaultTimeout(15_000);
      await signInManager(page);
      for (const path of [
        '/business-dashboard',
        '/business-dashboard/employees',
        '/business-dashboard/reviews',
        '/business-dashboard/leaderboard',
        '/business-dashboard/settings',
        '/business-dashboard/profile',
        '/admin',
      ])
        await expectClean(page, path, heading);
      // The dialogs and panels of the first week: printing cards, the bell.
      await page.goto('/business-dashboard/employees');
      await page.getByRole('button', { name: 'Print QR cards' }).click();
      await page.getByRole('dialog', { name: 'Print QR cards' }).waitFor();
      expect(await seriousViolations(page), 'print dialog').toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Notifications' }).click();
      await page.getByRole('dialog', { name: 'Notifications' }).waitFor();
      expect(await seriousViolations(page), 'notifications').toEqual([]);
    },
    120_000,
  );

  it.each(SCHEMES)(
    'has no serious violations on the employee screens (%s)',
    async (colorScheme) => {
      const page = await browser.newPage({ colorScheme, viewport: PHONE, bypassCSP: true });
      page.setDefaultTimeout(15_000);
      await signInEmployee(page);
      for (const path of ['/employee', '/employee/reviews', '/employee/profile'])
        await expectClean(page, path, heading);
    },
    90_000,
  );
});
