// An owner opens a second shop (issue 21): adds the location with its Google link, places the
// team (one at each shop, one at both), prints the second shop's cards, and a customer scanning a
// card of the second shop lands on its page and on its Google review window. The choices appear
// only once there is a second location.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  dismissToasts,
  MAPS_URL_FOR_E2E,
  openDialog,
  PHONE,
  PHONE_USER_AGENT,
  screenshot,
  useBrowser,
} from './browser';
import { signUpAndConfirm } from './sign-up';

const browser = useBrowser();
const SOUTH_PLACE = 'ChIJSouthShopE2E00000000';
const SOUTH_URL = `https://search.google.com/local/writereview?placeid=${SOUTH_PLACE}`;

async function addEmployee(page: Page, name: string, onlyAt?: string) {
  await openDialog(page, 'Add employee');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(name);
  if (onlyAt) {
    const choices = dialog.getByRole('group', { name: 'Works at' });
    // The shops arrive after the dialog opens; `all()` does not wait for them.
    await choices.getByRole('checkbox', { name: onlyAt }).waitFor();
    for (const box of await choices.getByRole('checkbox').all()) await box.uncheck();
    await choices.getByRole('checkbox', { name: onlyAt }).check();
  }
  await dialog.getByRole('button', { name: 'Add employee' }).click();
  await page.getByText(name).first().waitFor();
}

describe('a second location', () => {
  it('adds a shop, places the team, prints its cards, and sends its customers to its own review window', async () => {
    const page = await browser.newPage({ viewport: DESKTOP, clientAddress: '203.0.113.121' });
    page.setDefaultTimeout(15_000);
    await signUpAndConfirm(page, {
      email: `locations-${Date.now()}@salon.rs`,
      password: 'lozinka123',
      googleBusinessUrl: MAPS_URL_FOR_E2E,
    });

    // One location: the employee form offers no choice.
    await page.goto('/business-dashboard/employees');
    await openDialog(page, 'Add employee');
    await page.getByRole('dialog').getByLabel('Name').waitFor();
    expect(await page.getByRole('group', { name: 'Works at' }).count()).toBe(0);
    await page.keyboard.press('Escape');

    await page.goto('/business-dashboard/settings#locations');
    const section = page.getByRole('region', { name: 'Locations' });
    await section.getByRole('button', { name: 'Add location' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a location' });
    await dialog.getByLabel('Name').fill('Jug');
    await dialog.getByLabel('Address').fill('Bulevar oslobođenja 12, Novi Sad');
    // What a phone's Share gives: followed at Google as soon as it is pasted.
    const link = dialog.getByLabel('Google Maps link');
    await link.fill('https://maps.app.goo.gl/NoSuchShop');
    await link.blur();
    await dialog
      .getByText('We could not find the place this link leads to.', { exact: false })
      .waitFor();
    await link.fill('https://maps.app.goo.gl/JugE2eShop1?g_st=aw');
    await link.blur();
    await dialog.getByText('Found: Salon Jug').waitFor();
    await screenshot(page, 'locations-add-dialog');
    await dialog.getByRole('button', { name: 'Add location' }).click();
    await section.getByText('Jug', { exact: true }).waitFor();
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'locations-settings');

    // The second shop counts its days in its own time zone.
    await section.getByRole('button', { name: 'More actions for Jug' }).click();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const editLocation = page.getByRole('dialog', { name: 'Edit location' });
    const zoneChoice = editLocation.getByRole('group', { name: 'Time zone' });
    await zoneChoice.getByText(/^Same as the business \(.+\)$/).waitFor();
    expect(await zoneChoice.getByRole('radio', { name: /^Same as the business/ }).isChecked()).toBe(
      true,
    );
    await zoneChoice.getByText('Its own', { exact: true }).click();
    await editLocation.getByLabel("Location's time zone").fill('America/New_York');
    await screenshot(page, 'locations-edit-zone-dialog');
    await editLocation.getByRole('button', { name: 'Save' }).click();
    await editLocation.waitFor({ state: 'detached' });
    const jug = section.getByRole('listitem').filter({ hasText: 'Jug' });
    await jug.getByText('Time zone: America/New_York', { exact: true }).waitFor();
    const saved = (await (await page.request.get('/api/locations')).json()).items as {
      name: string;
      timeZone: string | null;
    }[];
    expect(saved.find((location) => location.name === 'Jug')?.timeZone).toBe('America/New_York');
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'locations-zone-list');

    await dismissToasts(page);
    await page.setViewportSize(PHONE);
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'locations-settings-phone');
    await page.getByRole('button', { name: 'Srpski' }).click();
    await page.getByRole('button', { name: 'Uključi tamnu temu' }).click();
    const sectionSr = page.getByRole('region', { name: 'Lokacije' });
    await sectionSr.getByText('Vremenska zona: America/New_York', { exact: true }).waitFor();
    await sectionSr.scrollIntoViewIfNeeded();
    await screenshot(page, 'locations-settings-sr-dark-phone');
    // The zone choice on a phone, in Serbian and dark: the two options stack.
    await sectionSr.getByRole('button', { name: 'Još radnji za: Jug' }).click();
    await page.getByRole('button', { name: 'Izmeni', exact: true }).click();
    const editSr = page.getByRole('dialog', { name: 'Izmena lokacije' });
    await editSr.getByRole('group', { name: 'Vremenska zona' }).waitFor();
    expect(await editSr.getByRole('radio', { name: 'Sopstvena' }).isChecked()).toBe(true);
    expect(await editSr.getByLabel('Vremenska zona lokacije').inputValue()).toBe(
      'America/New_York',
    );
    await screenshot(page, 'locations-edit-zone-dialog-sr-dark-phone');
    await page.keyboard.press('Escape');
    await editSr.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Uključi svetlu temu' }).click();
    await page.getByRole('button', { name: 'English' }).click();
    await page.setViewportSize(DESKTOP);

    await page.goto('/business-dashboard/employees');
    await addEmployee(page, 'Ana Jugović', 'Jug');
    await addEmployee(page, 'Marko Svuda');
    await page.getByRole('button', { name: 'Edit', description: 'Ana Jugović' }).click();
    const edit = page.getByRole('dialog');
    // The form fills in the employee's shops after it opens: wait for both boxes, not one.
    const placed = async () => [
      await edit.getByRole('checkbox', { name: 'Jug' }).isChecked(),
      await edit.getByRole('checkbox').first().isChecked(),
    ];
    await expect.poll(placed).toEqual([true, false]);
    await screenshot(page, 'locations-employee-form');
    await page.keyboard.press('Escape');
    // The same form on a phone, in Serbian and the dark theme.
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Srpski' }).click();
    await page.getByRole('button', { name: 'Uključi tamnu temu' }).click();
    await page.getByRole('button', { name: 'Izmeni', description: 'Ana Jugović' }).click();
    await page.getByRole('dialog').getByRole('group', { name: 'Radi na lokacijama' }).waitFor();
    await screenshot(page, 'locations-employee-form-sr-dark-phone');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Uključi svetlu temu' }).click();
    await page.getByRole('button', { name: 'English' }).click();
    await page.setViewportSize(DESKTOP);

    await page.getByRole('button', { name: 'Print QR cards' }).first().click();
    const print = page.getByRole('dialog');
    await print.getByLabel('Location').selectOption({ label: 'Jug' });
    const href = await print.getByRole('link', { name: /Download/ }).getAttribute('href');
    expect(href).toMatch(/location=[0-9a-f-]{36}/);
    const pdf = await page.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await screenshot(page, 'locations-print-dialog');
    await page.keyboard.press('Escape');

    const employees = (await (await page.request.get('/api/employees')).json()).items as {
      name: string;
      slug: string;
    }[];
    const ana = employees.find((e) => e.name === 'Ana Jugović')!;

    const phone = await browser.newPage({
      viewport: PHONE,
      userAgent: PHONE_USER_AGENT,
      clientAddress: '198.51.100.121',
    });
    await phone.goto(`/e/${ana.slug}?l=2`);
    await phone.getByRole('heading', { name: /· Jug$/ }).waitFor();
    await screenshot(phone, 'locations-public-page-phone');
    const toGoogle = phone.waitForRequest((request) => request.url().startsWith(SOUTH_URL));
    await phone.getByRole('link', { name: /Google review/ }).click();
    await toGoogle;
  }, 120_000);
});
