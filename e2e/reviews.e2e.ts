// Reviews arriving by file import (issue 5, in part): a manager imports a CSV, sees a review
// credited to Milica with its evidence and a bad row reported, corrects another review by hand,
// imports the same file again, and the manual decision stays.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, useBrowser } from './browser';

const browser = useBrowser();

const CSV = [
  'review_id,author_name,rating,published_at,text',
  'e2e-r1,Jovana K.,5,2026-11-20T10:00:00Z,Hvala Milici na divnoj frizuri!',
  'e2e-r2,Petar S.,4,2026-11-19T12:30:00Z,Sve pohvale za uslugu.',
  'e2e-r3,Ivana,9,2026-11-18T09:00:00Z,Ocena van opsega',
  // Review text comes from the internet: markup in it must show as text and never run.
  'e2e-r4,<b>Marko</b>,5,2026-11-17T08:00:00Z,<img src=x onerror=window.__xss=1>Odlično!',
].join('\n');

async function importCsv(page: Page) {
  await page.getByRole('button', { name: 'Import reviews' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByLabel('File')
    .setInputFiles({ name: 'reviews.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  // Before anything is saved: what was read, and the row that will be left out.
  await dialog.getByText('3 reviews are ready to import').waitFor();
  await dialog.getByText('Row 4: rating must be 1-5').waitFor();
  await screenshot(page, 'reviews-import-preview');
  await dialog.getByRole('button', { name: 'Import 3 reviews' }).click();
  await dialog.getByText('Row 4: rating must be 1-5').waitFor();
  return dialog;
}

describe('reviews by import', () => {
  it('attributes imported reviews with evidence, and a manual fix survives a re-import', async () => {
    const page = await browser.newPage();
    const { email, password } = inject('fixtures').manager;
    await page.goto('/auth');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/business-dashboard');
    await page.goto('/business-dashboard/reviews');

    const dialog = await importCsv(page);
    await screenshot(page, 'reviews-import-report');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.getByText('Text mentions “Milici” → Milica Petrović').waitFor();

    const petar = page
      .locator('article, li, section')
      .filter({ hasText: 'Sve pohvale za uslugu.' })
      .last();
    await petar.getByRole('button', { name: 'Change attribution' }).click();
    const attribute = page.getByRole('dialog');
    await attribute.getByRole('radio', { name: /Milica Petrović/ }).check();
    await attribute.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Review matched successfully').waitFor();
    await petar.getByText('Attributed by hand').waitFor();

    const again = await importCsv(page);
    await again.getByRole('button', { name: 'Done' }).click();
    await petar.getByText('Attributed by hand').waitFor();
    expect(await page.getByText('Text mentions “Milici” → Milica Petrović').count()).toBe(1);
    await page.getByText('<img src=x onerror=window.__xss=1>Odlično!').waitFor();
    await page.getByText('<b>Marko</b>').first().waitFor();
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    await screenshot(page, 'reviews-after-reimport');
  });
});
