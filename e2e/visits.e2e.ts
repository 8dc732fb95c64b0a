// Visits from a booking system (docs/visits.md): a manager uploads a Fresha-style export of
// appointments in Settings, checks what was read, imports it; a review without a word of text by
// a customer of those visits is credited to the employee who served her ("Booking").
import { describe, expect, it } from 'vitest';
import { DESKTOP, MAPS_URL_FOR_E2E, PHONE, screenshot, useBrowser } from './browser';
import { importRows } from './import-rows';
import { signUpAndConfirm } from './sign-up';

const browser = useBrowser();

function dayBefore(days: number) {
  const at = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
  return at.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}

describe('visits from a booking system', () => {
  it('imports an export of appointments and credits a review without text to who served her', async () => {
    const page = await browser.newPage({ viewport: DESKTOP, clientAddress: '203.0.113.201' });
    page.setDefaultTimeout(15_000);
    await signUpAndConfirm(page, {
      email: `posete-${Date.now()}@salon.rs`,
      password: 'lozinka123',
      googleBusinessUrl: MAPS_URL_FOR_E2E,
    });
    const origin = { origin: new URL(page.url()).origin };
    for (const name of ['Milica Petrović', 'Jovana Ilić'])
      expect(
        (await page.request.post('/api/employees', { headers: origin, data: { name } })).status(),
      ).toBe(201);

    const file = [
      'Ref #,Client,Service,Team member,Scheduled date,Time,Duration,Status',
      `F-2001,Jelena Marković,Šišanje,Milica Petrović,${dayBefore(2)},10:00,45min,Completed`,
      `F-2002,Ana Kovač,Feniranje,Jovana,${dayBefore(2)},11:30,30min,Completed`,
      `F-2003,Petar Ilić,Brijanje,Milica,${dayBefore(1)},12:00,30min,Cancelled`,
      `F-2004,Sanja Đurić,Manikir,Nikola,${dayBefore(1)},13:00,60min,Completed`,
    ].join('\n');
    await page.goto('/business-dashboard/settings');
    const section = page.getByRole('region', { name: 'Visits from your booking system' });
    await section.getByLabel('Export of appointments').setInputFiles({
      name: 'appointments.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(file),
    });
    await section.getByRole('button', { name: 'Check the file' }).click();
    await section.getByText('2 visits will be imported.').waitFor();
    await section.getByText('Nikola · 1 row').waitFor();
    await section.getByText('1 cancelled appointment or no-show left out.').waitFor();
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'visits-preview-desktop');
    await section.getByRole('button', { name: 'Import 2 visits' }).click();
    await section.getByText('2 visits imported.').waitFor();
    await section.getByText(/2 visits kept, from/).waitFor();

    // Her review arrives with stars only.
    await importRows(page, 'reviews.csv', [`v-1,Jelena Marković,5,${new Date().toISOString()},,`]);
    await page.goto('/business-dashboard/reviews');
    await page.getByText('Milica Petrović served “Jelena Marković” (booking system)').waitFor();
    await page
      .locator('span', { hasText: /^Booking$/ })
      .first()
      .waitFor();
    await screenshot(page, 'visits-review-credited-desktop');

    // On a phone: what is kept and for how long.
    const phone = await browser.newPage({ viewport: PHONE, clientAddress: '203.0.113.202' });
    await phone.context().addCookies(await page.context().cookies());
    await phone.goto('/business-dashboard/settings');
    const small = phone.getByRole('region', { name: 'Visits from your booking system' });
    await small.getByText(/2 visits kept, from/).waitFor();
    await small.scrollIntoViewIfNeeded();
    await screenshot(phone, 'visits-settings-phone');
  });
});
