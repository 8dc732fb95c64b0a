// The thank-you board on the salon's television without anyone signed in on it (issue: figures
// staff can trust): a manager makes a display link in Settings, a fresh browser with no account
// opens it and sees the board and nothing else, and after the link is revoked the screen says so.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openDialog, screenshot, useBrowser } from './browser';
import { signUpAndConfirm } from './sign-up';

const browser = useBrowser();
const PLACE_URL = 'https://www.google.com/maps/place/?q=place_id:ChIJ2eUgeAK6j4ARbn5u_wAGqWA';

async function addEmployee(page: Page, name: string) {
  await page.goto('/business-dashboard/employees');
  await openDialog(page, 'Add employee');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Add employee' }).click();
  await page.getByText(name).first().waitFor();
}

async function importReviews(page: Page) {
  const csv = [
    'review_id,author_name,rating,published_at,text',
    `tv-1,Ana K.,5,${new Date(Date.now() - 3_600_000).toISOString()},"Hvala Milici, divna frizura!"`,
    `tv-2,Jovan P.,2,${new Date(Date.now() - 7_200_000).toISOString()},"Marko nije bio ljubazan."`,
  ].join('\n');
  await page.goto('/business-dashboard/reviews');
  await page.getByRole('button', { name: 'Import reviews' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByLabel('File')
    .setInputFiles({ name: 'tv.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  // What was read is shown first; nothing is saved until the owner confirms.
  await dialog.getByRole('button', { name: /^Import \d+ reviews?$/ }).click();
  await dialog.getByRole('button', { name: 'Done' }).click();
}

describe('a display link for the television', () => {
  it('shows only the board to a browser with no account, until it is revoked', async () => {
    const page = await browser.newPage();
    page.setDefaultTimeout(15_000);
    const email = `display-${Date.now()}@salon.rs`;
    await signUpAndConfirm(page, {
      email,
      password: 'lozinka123',
      googleBusinessUrl: PLACE_URL,
    });
    await addEmployee(page, 'Milica Petrović');
    await addEmployee(page, 'Marko Jovanović');
    await importReviews(page);

    await page.goto('/business-dashboard/settings');
    const section = page.getByRole('region', { name: 'TV display' });
    await section.getByRole('button', { name: 'Make a display link' }).click();
    const shown = section.getByText(/\/display\//);
    await shown.waitFor();
    const url = (await shown.textContent())!.trim();
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'settings-display-link');

    // The television: no cookies, no account.
    const tv = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    await tv.goto(url);
    await tv.getByRole('heading', { name: 'Thank you, team!' }).waitFor();
    await tv.getByText('Milica Petrović').waitFor();
    // A 2-star review never shows on the board: no thanks, and not inside an average.
    await tv.locator('li').filter({ hasText: 'Marko Jovanović' }).getByText(/^0$/).waitFor();
    expect(await tv.getByText('2.0').count()).toBe(0);
    expect(await tv.getByText('divna frizura').count()).toBe(0);
    expect(await tv.getByRole('link', { name: /Settings|Reviews|Employees/ }).count()).toBe(0);
    await screenshot(tv, 'display-board-tv');
    const phone = await browser.newPage({ viewport: { width: 360, height: 740 } });
    await phone.goto(url);
    await phone.getByText('Milica Petrović').waitFor();
    await screenshot(phone, 'display-board-phone');

    await section.getByRole('button', { name: /^Revoke the display link made / }).click();
    await page.getByText('Display link revoked.', { exact: false }).waitFor();
    await tv.reload();
    await tv
      .getByRole('alert')
      .getByText(/not valid, or it was revoked/)
      .waitFor();
    await screenshot(tv, 'display-board-revoked');

    // The session ends elsewhere mid-task: the next change asks to sign in again, then returns.
    await page.evaluate(() => fetch('/api/auth/signout', { method: 'POST' }));
    await section.getByRole('button', { name: 'Make a display link' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    await page.getByText('Authentication error. Please sign in again.').waitFor();
    await screenshot(page, 'auth-session-ended');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('lozinka123');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/business-dashboard/settings');
  }, 90_000);
});
