// Issue 5's journey through Google Business Profile: a manager connects through (fake) Google's
// OAuth consent, watches a paginated sync make progress, sees reviews attributed with their
// evidence, attributes one by hand and replies to it, syncs again, and both stay.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, screenshot, useBrowser } from './browser';
import { signInManager } from './sign-in';

const browser = useBrowser();
const HAND_FIX_TEXT = 'Sve je bilo savršeno, vraćam se sledećeg meseca.';
// The review the fake keeps at the account's second location (e2e/global-setup.ts).
const BRANCH_TEXT = 'U Novom Sadu me je šišala Milica Petrović, odlično!';
const BRANCH = 'Salon Lepota Novi Sad';

async function searchFor(page: Page, text: string) {
  await page.getByLabel('Search').fill(text);
  await page.waitForURL((url) => url.searchParams.get('q') === text);
  await page.waitForLoadState('networkidle');
}

/** Follows a sync (started by connecting, or by the button when `start`) to its end. */
async function syncAndWatch(page: Page, options: { start: boolean; screenshotName?: string }) {
  const { start, screenshotName } = options;
  if (start) await page.getByRole('button', { name: 'Sync reviews now' }).click();
  const progress = page.getByRole('progressbar', { name: 'Sync progress' });
  await progress.waitFor();
  // Pages of 50 arrive one at a time: the bar shows a partial count before the end.
  await page.getByText(/^(50|100) of 1\d\d reviews processed$/).waitFor({ timeout: 15_000 });
  if (screenshotName) await screenshot(page, screenshotName);
  await page.getByText('Reviews synced').waitFor({ timeout: 20_000 });
}

describe('Google Business Profile connection', () => {
  it('connects by OAuth, syncs with progress, and a manual attribution survives a re-sync', async () => {
    const page = await browser.newPage();
    page.setDefaultTimeout(15_000);
    await signInManager(page, inject('fixtures').googleManager);
    await page.goto('/business-dashboard/settings');

    await page.getByRole('link', { name: 'Connect Google Business Profile' }).click();
    await page.waitForURL('**/business-dashboard/settings');
    await page.getByText('Google Business Profile connected').waitFor();
    await page.getByText('Connected', { exact: true }).first().waitFor();
    await page.getByText(inject('fixtures').googleManager.businessName).first().waitFor();
    expect(page.url()).not.toContain('google=');
    await screenshot(page, 'google-connected');
    // Google calls the place otherwise: the owner chooses which name the cards print.
    const { businessName } = inject('fixtures').googleManager;
    const offer = page.getByText('Google shows your business as “Frizerski salon Lepota”.', {
      exact: false,
    });
    await offer.waitFor();
    await screenshot(page, 'google-title-offer');
    await page.getByRole('button', { name: `Keep “${businessName}”` }).click();
    await offer.waitFor({ state: 'detached' });

    // The first import starts by itself on connecting, and shows its progress here.
    await syncAndWatch(page, { start: false, screenshotName: 'google-sync-progress' });

    await page.goto('/business-dashboard/reviews');
    // Name matches carry their evidence, Cyrillic and case forms included.
    await page
      .getByText(/Text mentions “.+” → (Milica Petrović|Marko Jovanović|Jelena Nikolić)/)
      .first()
      .waitFor();
    await screenshot(page, 'google-reviews-attributed');

    await searchFor(page, 'savršeno');
    const card = page.locator('article, li, section').filter({ hasText: HAND_FIX_TEXT }).last();
    await card.getByRole('button', { name: 'Change attribution' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: /Marko Jovanović/ }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Review matched successfully').waitFor();
    await card.getByText('Attributed by hand').waitFor();

    // Business Profile connections reply on Google from the review itself.
    await card.getByRole('button', { name: 'Reply to the review by Vesna Tomić' }).click();
    const reply = page.getByRole('dialog');
    await reply.getByLabel('Reply', { exact: true }).fill('Hvala, Vesna! Vidimo se.');
    await reply.getByText(/^\d+ characters?$/).waitFor();
    await reply.getByRole('button', { name: 'Post reply' }).click();
    await page.getByText('Reply posted').waitFor();
    await card.getByText('Hvala, Vesna! Vidimo se.').waitFor();

    await page.goto('/business-dashboard/settings');
    await syncAndWatch(page, { start: true });

    await page.goto('/business-dashboard/reviews');
    await searchFor(page, 'savršeno');
    const again = page.locator('article, li, section').filter({ hasText: HAND_FIX_TEXT }).last();
    await again.getByText('Attributed by hand').waitFor();
    await again.getByText('Marko Jovanović').first().waitFor();
    await again.getByText('Hvala, Vesna! Vidimo se.').waitFor();
    await screenshot(page, 'google-manual-kept');
  }, 90_000);

  it("adds the account's other location in one step and syncs its reviews into it", async () => {
    const page = await browser.newPage();
    page.setDefaultTimeout(15_000);
    await signInManager(page, inject('fixtures').googleManager);
    await page.goto('/business-dashboard/settings');
    await page.getByRole('button', { name: 'Add Google locations' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(BRANCH).waitFor();
    // The business's own location is already there, ticked and fixed; the branch starts ticked.
    await dialog.getByText(/^Added: /).waitFor();
    expect(await dialog.getByRole('checkbox', { name: new RegExp(BRANCH) }).isChecked()).toBe(true);
    await screenshot(page, 'google-locations-add');
    await dialog.getByRole('button', { name: 'Add 1 location' }).click();
    await page.getByText('1 location added. Its reviews arrive with the next sync.').waitFor();
    await page.locator('#locations').getByText(BRANCH).first().waitFor();

    await page.getByRole('button', { name: 'Sync reviews now' }).click();
    await page.getByText('Reviews synced').waitFor({ timeout: 30_000 });
    await page.goto('/business-dashboard/reviews');
    await searchFor(page, 'Novom Sadu');
    const card = page.locator('article, li, section').filter({ hasText: BRANCH_TEXT }).last();
    await card.getByText(BRANCH).first().waitFor();
    await card.getByText(/Text mentions “.+” → Milica Petrović/).waitFor();
    await screenshot(page, 'google-locations-branch-review');

    // The same dialog on a phone, in Serbian and the dark theme: both locations now added.
    const phone = await browser.newPage({ viewport: PHONE, colorScheme: 'dark' });
    await signInManager(phone, inject('fixtures').googleManager);
    await phone.evaluate(() => localStorage.setItem('language', 'sr'));
    await phone.goto('/business-dashboard/settings#locations');
    await phone.getByRole('button', { name: 'Dodaj lokacije sa Google-a' }).first().click();
    await phone.getByText('Sve lokacije ovog Google naloga su već dodate.').waitFor();
    await screenshot(phone, 'google-locations-add-sr-phone');
  }, 90_000);
});
