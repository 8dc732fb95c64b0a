// Issue 6's journeys: a scan on a customer's phone appears in the manager's open dashboard feed
// without a reload; the CSV exports download as Excel-ready UTF-8; and the dashboard, the TV view
// and the employee dashboard are drawn in both themes for a look.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  DESKTOP,
  downloadedBytes,
  PHONE,
  PHONE_USER_AGENT,
  screenshot,
  useBrowser,
} from './browser';
import { signInEmployee, signInManager } from './sign-in';

const browser = useBrowser();
const BOM = [0xef, 0xbb, 0xbf];

async function download(page: Page, name: RegExp) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name }).click(),
  ]);
  return { name: file.suggestedFilename(), bytes: await downloadedBytes(file) };
}

describe('dashboards', () => {
  it('shows a phone scan in the open dashboard feed without a reload, and exports CSV', async () => {
    const phone = await browser.newPage({
      viewport: PHONE,
      userAgent: PHONE_USER_AGENT,
      javaScriptEnabled: false,
    });
    // A first scan, so the dashboard has figures rather than its first-run guide.
    await phone.goto('/e/milica-e2e');

    const page = await browser.newPage();
    page.setDefaultTimeout(15_000);
    await signInManager(page);
    await page.getByText('Live', { exact: true }).first().waitFor();
    const { name } = inject('fixtures').employee;
    const line = page.getByText(`${name}: a customer opened the review page`);
    await line.first().waitFor();
    const before = await line.count();

    // The scan of another customer (another phone), while the manager's page stays open.
    const secondPhone = await browser.newPage({
      viewport: PHONE,
      userAgent: PHONE_USER_AGENT.replace('Pixel 8', 'Pixel 7'),
      javaScriptEnabled: false,
    });
    await secondPhone.goto('/e/milica-e2e');
    await expect.poll(() => line.count(), { timeout: 5_000 }).toBe(before + 1);
    await screenshot(page, 'dashboard-live-light');

    const employees = await download(page, /^Employees as CSV/);
    expect(employees.name).toMatch(
      /^reviewtrace-salon-lepota-e2e-employees-7d-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    expect([...employees.bytes.subarray(0, 3)]).toEqual(BOM);
    const text = employees.bytes.toString('utf8');
    expect(text).toContain('\r\n');
    expect(text).toContain(name); // č ć š ž đ survive as UTF-8

    const reviews = await download(page, /^Reviews as CSV/);
    expect([...reviews.bytes.subarray(0, 3)]).toEqual(BOM);
    const activity = await download(page, /^Activity as CSV/);
    expect(activity.bytes.toString('utf8')).toContain('touch');
  }, 60_000);

  it('draws the dashboard, the TV view and the employee dashboard in light and dark', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await browser.newPage({ colorScheme, viewport: DESKTOP });
      page.setDefaultTimeout(15_000);
      await signInManager(page);
      await page.getByRole('heading', { name: 'Activity over time' }).waitFor();
      await page.locator('.recharts-surface').first().waitFor(); // the chart code loads on demand
      await screenshot(page, `dashboard-${colorScheme}`);

      await page.getByRole('link', { name: 'Leaderboard' }).click();
      await page.getByRole('heading', { name: 'Thank-you board' }).waitFor();
      await page.getByRole('link', { name: 'TV view' }).click();
      await page.waitForURL(/\/business-dashboard\/leaderboard\/tv\?range=7d$/);
      await page.getByText('Thank you, team!').waitFor();
      await screenshot(page, `leaderboard-tv-${colorScheme}`);

      const employee = await browser.newPage({ colorScheme, viewport: PHONE });
      employee.setDefaultTimeout(15_000);
      await signInEmployee(employee);
      await employee.getByRole('button', { name: 'Copy link' }).waitFor();
      const width = await employee.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(PHONE.width);
      await screenshot(employee, `employee-dashboard-${colorScheme}`);
    }
  }, 90_000);

  it("fits the manager's screens on a 360 and a 390 px phone without sideways scrolling", async () => {
    // A scan first, so the dashboard shows figures rather than its first-run guide.
    const customer = await browser.newPage({
      viewport: PHONE,
      userAgent: PHONE_USER_AGENT,
      javaScriptEnabled: false,
    });
    await customer.goto('/e/milica-e2e');
    const page = await browser.newPage({ viewport: PHONE, userAgent: PHONE_USER_AGENT });
    page.setDefaultTimeout(15_000);
    await signInManager(page);
    const screens = [
      { path: '/business-dashboard', ready: 'Activity over time', name: 'dashboard-phone' },
      { path: '/business-dashboard/reviews', ready: 'Reviews', name: 'reviews-phone' },
      {
        path: '/business-dashboard/leaderboard',
        ready: 'Thank-you board',
        name: 'leaderboard-phone',
      },
      { path: '/business-dashboard/employees', ready: 'Employees', name: 'employees-phone' },
      { path: '/business-dashboard/settings', ready: 'Settings', name: 'settings-phone' },
    ];
    for (const width of [PHONE.width, 390]) {
      await page.setViewportSize({ width, height: PHONE.height });
      for (const screen of screens) {
        await page.goto(screen.path);
        await page.getByRole('heading', { name: screen.ready, exact: true }).first().waitFor();
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth, `${screen.path} at ${width} px`).toBeLessThanOrEqual(width);
        // The employee figures are cards on a phone: the Reviews figure is in view, not scrolled.
        if (screen.path === '/business-dashboard') {
          const reviews = page
            .getByRole('list', { name: 'Employee performance' })
            .getByText('Reviews');
          const box = await reviews.first().boundingBox();
          expect(box && box.x + box.width, 'Reviews figure in view').toBeLessThanOrEqual(width);
        }
        await screenshot(page, width === PHONE.width ? screen.name : `${screen.name}-390`);
      }
    }
  }, 90_000);
});
