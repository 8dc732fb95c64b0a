// The natural order of a new owner: sign up, connect Google and sync (the reviews name people who
// are not on the team yet, so they land unmatched), then add the team, and see the reviews
// credited without touching one (re-matching, docs/attribution.md). Then a not-staff name.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openDialog, screenshot, useBrowser } from './browser';
import { signUpAndConfirm } from './sign-up';

const browser = useBrowser();
const PLACE_URL = 'https://www.google.com/maps/place/?q=place_id:ChIJ2eUgeAK6j4ARbn5u_wAGqWA';
const TEAM = ['Milica Petrović', 'Marko Jovanović', 'Jelena Nikolić'];
const CREDITED = /Text mentions “.+” → (Milica Petrović|Marko Jovanović|Jelena Nikolić)/;

async function signUp(page: Page) {
  await signUpAndConfirm(page, {
    email: `rematch-${Date.now()}@salon.rs`,
    password: 'lozinka123',
    googleBusinessUrl: PLACE_URL,
  });
}

async function connectAndSync(page: Page) {
  await page.goto('/business-dashboard/settings');
  await page.getByRole('link', { name: 'Connect Google Business Profile' }).click();
  await page.waitForURL('**/business-dashboard/settings');
  await page.getByText('Google Business Profile connected').waitFor();
  // A business whose place the account's location does not match chooses it by hand.
  const choose = page.getByRole('button', { name: 'Choose location' });
  if (await choose.isVisible()) {
    await choose.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio').first().check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Location saved').waitFor();
  }
  // The first import starts by itself once the location is known.
  await page.getByText('Reviews synced').waitFor({ timeout: 30_000 });
}

async function addEmployee(page: Page, name: string) {
  await openDialog(page, 'Add employee');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Add employee' }).click();
  await page.getByText(name).first().waitFor();
}

const TIES = ['Milica i Marko su bili sjajni, hvala!', 'Jelena i Milica su me divno sredile.'];

/** Imports two reviews that praise two people alike (docs/attribution.md "Ties"). */
async function importTies(page: Page) {
  const csv = [
    'review_id,author_name,rating,published_at,text',
    ...TIES.map((text, i) => `tie-${i},Ana K.,5,2026-11-27T0${8 + i}:00:00Z,"${text}"`),
  ].join('\n');
  await page.getByRole('button', { name: 'Import reviews' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByLabel('File')
    .setInputFiles({ name: 'ties.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  // What was read is shown first; nothing is saved until the owner confirms.
  await dialog.getByRole('button', { name: /^Import \d+ reviews?$/ }).click();
  await dialog.getByRole('button', { name: 'Done' }).click();
}

/** Reloads the reviews until the background re-match shows (it runs after the answer). */
async function waitForCredits(page: Page) {
  for (let attempt = 0; attempt < 20; attempt++) {
    await page.goto('/business-dashboard/reviews');
    await page.waitForLoadState('networkidle');
    if ((await page.getByText(CREDITED).count()) > 0) return;
    await page.waitForTimeout(500);
  }
  throw new Error('the reviews were never credited');
}

describe('re-matching when the team arrives after the reviews', () => {
  it('credits synced reviews once the team is added, without touching a review', async () => {
    const page = await browser.newPage();
    page.setDefaultTimeout(15_000);
    await signUp(page);
    await connectAndSync(page);

    await page.goto('/business-dashboard/reviews');
    await page.getByRole('button', { name: 'Re-match reviews' }).waitFor();
    expect(await page.getByText(CREDITED).count()).toBe(0);
    await screenshot(page, 'rematch-before-team');

    await page.goto('/business-dashboard/employees');
    for (const name of TEAM) await addEmployee(page, name);

    await waitForCredits(page);
    await page.getByText(CREDITED).first().waitFor();
    await screenshot(page, 'rematch-after-team');

    // The button runs it again by hand and says so.
    await page.getByRole('button', { name: 'Re-match reviews' }).click();
    await page.getByText(/Re-matching started/).waitFor();

    // Two people praised alike: nobody is credited, and both are offered as one-tap credits.
    await importTies(page);
    // The ties are older than the synced reviews: find them by their author.
    await page.getByLabel('Search').fill('Ana K.');
    await page.locator('article').first().getByRole('heading', { name: 'Ana K.' }).waitFor();
    const first = page.locator('article').filter({ hasText: TIES[0] });
    await first.getByText('Suggested:').waitFor();
    await first.scrollIntoViewIfNeeded();
    await screenshot(page, 'reviews-suggested-credit');
    await first.getByRole('button', { name: /^Credit Marko Jovanović with the review by/ }).click();
    await page.getByText('Review matched successfully').waitFor();
    await first.getByText('Attributed by hand').waitFor();
    expect(await first.getByText('Suggested:').count()).toBe(0);

    // The live feed has the summary on the dashboard.
    await page.goto('/business-dashboard');
    await page
      .getByText(/Re-matching done: \d+ credited/)
      .first()
      .waitFor({ timeout: 20_000 });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/business-dashboard/reviews');
    await page.getByText(CREDITED).first().waitFor();
    await screenshot(page, 'rematch-after-team-phone');

    // Serbian, dark: the same evidence in the other language.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Srpski' }).click();
    await page.getByRole('button', { name: 'Ponovo upari recenzije' }).waitFor();
    await page
      .getByText(/Tekst pominje/)
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Uključi tamnu temu' }).click();
    await screenshot(page, 'rematch-after-team-sr-dark');
    // The suggestion of the tie left alone, in Serbian and dark, on a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByLabel('Pretraga').fill('Ana K.');
    await page.locator('article').first().getByRole('heading', { name: 'Ana K.' }).waitFor();
    const second = page.locator('article').filter({ hasText: TIES[1] });
    await second.getByText('Predlog:').waitFor();
    await second.scrollIntoViewIfNeeded();
    await screenshot(page, 'reviews-suggested-credit-sr-dark-phone');
  }, 90_000);

  it('lists a person who is not staff in the settings', async () => {
    const page = await browser.newPage();
    page.setDefaultTimeout(15_000);
    await signUp(page);
    await page.goto('/business-dashboard/settings');
    const section = page.getByRole('region', { name: 'People who are not staff' });
    await section.getByLabel('Name').fill('Goran Perić');
    await section.getByLabel('Who they are').selectOption('owner');
    await section.getByRole('button', { name: 'Add' }).click();
    await page.getByText('Saved. Reviews are being matched again.').waitFor();
    await section.getByText('Goran Perić').waitFor();
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'settings-not-staff');
    await page.reload();
    await page
      .getByRole('region', { name: 'People who are not staff' })
      .getByText('Goran Perić')
      .waitFor();
  });
});
