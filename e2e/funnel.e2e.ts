// The funnel (issue 4): a manager adds an employee and downloads a QR code that decodes to the
// public URL; a customer's phone (JavaScript off) opens the page and taps through to Google; the
// touch and the clickout are counted exactly once, and a WhatsApp link preview counts nothing.
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  downloadedBytes,
  openDialog,
  PHONE,
  PHONE_USER_AGENT,
  requestLeaving,
  screenshot,
  useBrowser,
} from './browser';
import { signInManager } from './sign-in';

const browser = useBrowser();
const NAME = 'Jovana Marković';

async function countsFor(page: Page, employeeName: string) {
  const response = await page.request.get('/api/activity?limit=100');
  const items = (await response.json()).items as Array<{ type: string; employeeName: string }>;
  const mine = items.filter((item) => item.employeeName === employeeName);
  return {
    touches: mine.filter((i) => i.type === 'touch').length,
    clickouts: mine.filter((i) => i.type === 'clickout').length,
  };
}

describe('the review funnel', () => {
  it('counts one touch and one clickout from a phone, and nothing from a link preview', async () => {
    const page = await browser.newPage();
    await signInManager(page);
    await page.goto('/business-dashboard/employees');
    await openDialog(page, 'Add employee');
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill(NAME);
    await dialog.getByRole('button', { name: 'Add employee' }).click();
    await page.getByText(NAME).first().waitFor();
    await screenshot(page, 'employees-desktop');

    await page
      .getByRole('button', { name: `More actions for ${NAME}` })
      .first()
      .click();
    const publicUrl = await page
      .getByRole('link', { name: 'Open link' })
      .first()
      .getAttribute('href');
    expect(publicUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/e\/jovana-markovic-[a-z2-9]{6}$/);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download QR (PNG)' }).first().click(),
    ]);
    const png = PNG.sync.read(await downloadedBytes(download));
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe(publicUrl);

    const phone = await browser.newPage({
      viewport: PHONE,
      javaScriptEnabled: false,
      userAgent: PHONE_USER_AGENT,
    });
    await phone.goto(publicUrl!);
    const action = phone.getByRole('link', { name: 'Leave a Google review' });
    await action.waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await screenshot(phone, 'public-page-phone-no-js');
    const toGoogle = requestLeaving(
      phone,
      /^https:\/\/search\.google\.com\/local\/writereview\?placeid=ChIJN1t_tDeuEmsRUsoyG83frY4$/,
    );
    await action.click();
    await toGoogle;

    const preview = await fetch(publicUrl!, { headers: { 'user-agent': 'WhatsApp/2.23.20.0 A' } });
    expect(preview.status).toBe(200);
    expect(await countsFor(page, NAME)).toEqual({ touches: 1, clickouts: 1 });
  });
});
