// Issue 17, the owner's first week, end to end: sign up → the setup guide → connect Google (the
// fake Places API) → the first sync (one summary entry, a quiet bell) → add the team → print the
// cards (the PDF read back: the call to action is there) → a test scan from a customer's phone →
// figures that add up → deactivate with confirmation → the old card still reaches the review page.
import { PDFDocument } from 'pdf-lib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FAKE_PLACES_API_KEY } from '../test/fake-google/index';
import { pdfShownText } from '../test/pdf-text';
import {
  DESKTOP,
  downloadedBytes,
  MAPS_URL_FOR_E2E,
  openDialog,
  PHONE,
  PHONE_USER_AGENT,
  requestLeaving,
  screenshot,
  useBrowser,
} from './browser';
import { FIRST_WEEK_PLACE } from './first-week-place';
import { signUpAndConfirm } from './sign-up';

const browser = useBrowser();
const EMPLOYEE = 'Ana Marković';

const guideOf = (page: Page) => page.getByRole('region', { name: /Set up ReviewTrace|all set/ });

/** The screen at desktop width, then at phone width (then back), as `<name>` and `<name>-phone`. */
async function bothWidths(page: Page, name: string) {
  await screenshot(page, name);
  await page.setViewportSize(PHONE);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
}

/** The same screen in Serbian and in the dark theme, at phone width, then back as it was. */
async function serbianDark(page: Page, name: string) {
  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: 'Srpski' }).click();
  await page.getByRole('button', { name: 'Uključi tamnu temu' }).click();
  await screenshot(page, `${name}-sr-dark-phone`);
  await page.getByRole('button', { name: 'Uključi svetlu temu' }).click();
  await page.getByRole('button', { name: 'English' }).click();
  await page.setViewportSize(DESKTOP);
}

/** A customer's phone, not signed in, on its own address (so its visit is its own). */
async function customerPhone(address: string) {
  const phone = await browser.newPage({
    viewport: PHONE,
    userAgent: PHONE_USER_AGENT,
    clientAddress: address,
  });
  phone.setDefaultTimeout(15_000);
  return phone;
}

describe("the owner's first week", () => {
  it('goes from sign-up to a working, counted card and back out again', async () => {
    const page = await browser.newPage({ clientAddress: '203.0.113.117' });
    page.setDefaultTimeout(20_000);
    const email = `prvi-korak-${Date.now()}@salon.rs`;
    await signUpAndConfirm(page, {
      email,
      password: 'prvikorak2026',
      googleBusinessUrl: MAPS_URL_FOR_E2E,
    });

    // 1. The guide leads: nothing done yet, each step with its button.
    const guide = guideOf(page);
    await guide.getByText('0 of 4 steps done').waitFor();
    await bothWidths(page, 'first-week-01-guide');
    await serbianDark(page, 'first-week-01-guide');
    await guide.getByRole('link', { name: 'Connect Google' }).click();
    await page.waitForURL('**/business-dashboard/settings#google-integration');

    // 2. Connect Google with a Places key (the fake), then the first sync.
    await page.getByRole('textbox', { name: 'Place ID' }).fill(FIRST_WEEK_PLACE.id);
    await page.getByRole('textbox', { name: 'API key' }).fill(FAKE_PLACES_API_KEY);
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await page.getByText('Google connected').first().waitFor();
    // The first import starts by itself, and says what came in and what to do next.
    await page.getByText('Reviews synced').waitFor();
    await page.getByText('5 reviews imported.').waitFor();
    await page.getByRole('link', { name: 'Add your team so we can credit them' }).waitFor();
    await screenshot(page, 'first-week-02-imported');

    // 3. History arrives quietly: one summary in the feed, nothing in the bell.
    await page.goto('/business-dashboard');
    await page.getByText('Imported 5 reviews from Google, 0 credited').waitFor();
    expect(await page.getByText(/New \d★ review/).count()).toBe(0);
    await page.getByRole('button', { name: 'Notifications' }).click();
    await page.getByText('Nothing needs you right now.', { exact: false }).waitFor();
    await bothWidths(page, 'first-week-02-quiet-history');
    await page.keyboard.press('Escape');

    // 4. Add the team.
    await guideOf(page).getByRole('link', { name: 'Add employees' }).click();
    await page.waitForURL('**/business-dashboard/employees');
    await openDialog(page, 'Add employee');
    const form = page.getByRole('dialog');
    await form.getByLabel('Name').fill(EMPLOYEE);
    await form.getByRole('button', { name: 'Add employee' }).click();
    await page.getByText(EMPLOYEE).first().waitFor();
    // The same person typed again, without diacritics: asked about, not added.
    await openDialog(page, 'Add employee');
    await form.getByLabel('Name').fill('ana markovic');
    await form.getByRole('button', { name: 'Add employee' }).click();
    await form.getByText(`Did you mean ${EMPLOYEE}?`, { exact: false }).waitFor();
    await screenshot(page, 'first-week-03-similar-name');
    await form.getByRole('button', { name: 'Cancel' }).click();

    // 5. Print the cards: Serbian table tents; the PDF asks for the review.
    await page.getByRole('button', { name: 'Print QR cards' }).click();
    const print = page.getByRole('dialog', { name: 'Print QR cards' });
    await print.getByText('Srpski').click();
    await print.getByText('A6 table tent').click();
    await screenshot(page, 'first-week-03-print-dialog');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      print.getByRole('link', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('qr-Ana Marković-a6.pdf');
    const pdf = await PDFDocument.load(await downloadedBytes(download));
    const shown = pdfShownText(pdf);
    expect(shown).toContain('Skenirajte i ostavite Google recenziju');
    expect(shown).toContain(EMPLOYEE);

    // 6. A test scan from a customer's phone, who goes on to Google.
    const { items } = (await (await page.request.get('/api/employees')).json()) as {
      items: { slug: string; name: string }[];
    };
    const slug = items.find((item) => item.name === EMPLOYEE)!.slug;
    const customer = await customerPhone('198.51.100.171');
    await customer.goto(`/e/${slug}`);
    await customer.getByText('Ana thanks you for your visit.').waitFor();
    await screenshot(customer, 'first-week-04-customer-page');
    const toGoogle = requestLeaving(customer, /^https:\/\/(search\.google\.com|[\w.]*google\.)/);
    await customer.getByRole('link', { name: 'Leave a Google review' }).click();
    await toGoogle;

    // 7. The guide is done and the figures add up: no step above the one before.
    await page.goto('/business-dashboard');
    await page.getByRole('heading', { name: "You're all set" }).waitFor();
    const funnel = page.getByRole('region', { name: 'Conversion funnel' });
    await funnel.getByText('Opened the review page').waitFor();
    const shares = await funnel.getByText(/of the step before/).allTextContents();
    for (const share of shares) {
      const percent = Number(share.match(/([\d.,]+)\s*%/)?.[1]?.replace(',', '.') ?? 0);
      expect(percent).toBeLessThanOrEqual(100);
    }
    await bothWidths(page, 'first-week-05-figures');
    await serbianDark(page, 'first-week-05-figures');
    await page.getByRole('button', { name: 'Hide the guide' }).click();
    await guideOf(page).waitFor({ state: 'detached' });

    // 8. Ana leaves: deactivating asks first.
    await page.goto('/business-dashboard/employees');
    await page.getByRole('button', { name: `More actions for ${EMPLOYEE}` }).click();
    await page.getByRole('button', { name: 'Deactivate', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: `Deactivate ${EMPLOYEE}?` });
    await confirm.getByText(/printed QR cards still lead customers/).waitFor();
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await page
      .getByRole('row', { name: new RegExp(EMPLOYEE) })
      .getByText('Inactive')
      .waitFor();

    // 9. Her old card still reaches the business's review page, crediting no one.
    const later = await customerPhone('198.51.100.172');
    await later.goto(`/e/${slug}`);
    await later.getByText('Thank you for your visit.').waitFor();
    expect(await later.getByText('Ana').count()).toBe(0);
    await screenshot(later, 'first-week-06-old-card');
    const stillToGoogle = requestLeaving(later, /^https:\/\/[\w.]*google\./);
    await later.getByRole('link', { name: 'Leave a Google review' }).click();
    await stillToGoogle;
    await page.reload();
    await page.getByText(/1 scan of an inactive employee's card this month/).waitFor();
    await page.getByText(/Whose cards: Ana [^(]*\(1\)\./).waitFor();
    await bothWidths(page, 'first-week-07-inactive-scans');
    await serbianDark(page, 'first-week-07-inactive-scans');

    // 10. The business link is out of the main navigation, and asks for the name typed.
    expect(await page.getByRole('link', { name: 'Business setup' }).count()).toBe(0);
    await page.goto('/business-dashboard/settings');
    await page.getByRole('button', { name: 'Disconnect from this business…' }).click();
    const leave = page.getByRole('form', { name: 'Disconnect your account from this business?' });
    const disconnect = leave.getByRole('button', { name: 'Disconnect', exact: true });
    expect(await disconnect.isDisabled()).toBe(true);
    const typed = leave.getByLabel(/Type the business name/);
    await typed.fill('Some other salon');
    expect(await disconnect.isDisabled()).toBe(true);
    await typed.fill('frizerski salon lepota ');
    expect(await disconnect.isEnabled()).toBe(true);
    await bothWidths(page, 'first-week-08-business-link');
    await leave.getByRole('button', { name: 'Cancel' }).click();
  }, 120_000);
});
