// An admin limits a manager to one location (issue 21): the users list says what each manager
// sees, the dialog chooses the locations, and the manager, signed in again, sees only that
// location's people and no location choices at all.
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, dismissToasts, screenshot, useBrowser } from './browser';
import { signInManager } from './sign-in';

const browser = useBrowser();

describe('a manager limited to one location', () => {
  it('is limited by an admin and then sees only that location', async () => {
    const { admin, manager, secondLocation, staff } = inject('fixtures').chain;
    const page = await browser.newPage({ viewport: DESKTOP, clientAddress: '203.0.113.141' });
    page.setDefaultTimeout(15_000);
    await signInManager(page, admin);
    await page.goto('/admin');
    const row = page.getByRole('listitem').filter({ hasText: manager.email });
    await row.getByText('Sees every location').waitFor();
    await row.getByRole('button', { name: 'Locations' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Only these locations').first().check();
    await dialog.getByRole('checkbox', { name: secondLocation }).check();
    await screenshot(page, 'location-limit-dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await row.getByText(`Sees only: ${secondLocation}`).waitFor();
    await screenshot(page, 'location-limit-users');
    // Administration → Users on a phone: each manager's "Locations" button and its dialog.
    await page.setViewportSize(PHONE);
    // The save's toast would cover the row.
    await dismissToasts(page);
    await row.getByText(`Sees only: ${secondLocation}`).waitFor();
    await row.getByRole('button', { name: 'Locations' }).waitFor();
    await screenshot(page, 'location-limit-users-phone');
    await row.getByRole('button', { name: 'Locations' }).click();
    const phoneDialog = page.getByRole('dialog');
    await phoneDialog.getByText('Only these locations').first().waitFor();
    expect(await phoneDialog.getByRole('checkbox', { name: secondLocation }).isChecked()).toBe(
      true,
    );
    await screenshot(page, 'location-limit-dialog-phone');
    await page.keyboard.press('Escape');
    await phoneDialog.waitFor({ state: 'hidden' });
    // The same dialog on a phone, in Serbian and dark.
    await page.getByRole('button', { name: 'Srpski' }).click();
    await page.getByRole('button', { name: 'Uključi tamnu temu' }).click();
    await row.getByRole('button', { name: 'Lokacije' }).click();
    await page.getByRole('dialog').getByText('Samo ove lokacije').first().waitFor();
    await screenshot(page, 'location-limit-dialog-sr-dark-phone');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Uključi svetlu temu' }).click();
    await page.getByRole('button', { name: 'English' }).click();

    const limited = await browser.newPage({ viewport: DESKTOP, clientAddress: '203.0.113.142' });
    limited.setDefaultTimeout(15_000);
    await signInManager(limited, manager);
    await limited.goto('/business-dashboard/employees');
    await limited.getByText(staff[1]).first().waitFor();
    expect(await limited.getByText(staff[0]).count()).toBe(0);
    // One location left to see: no switcher, no location choices.
    expect(await limited.getByLabel('Location', { exact: true }).count()).toBe(0);
    const people = await (await limited.request.get('/api/employees')).json();
    expect(people.items.map((e: { name: string }) => e.name)).toEqual([staff[1]]);
    // The header names the location his figures are of.
    await limited.getByText(`Your location: ${secondLocation}`).waitFor();
    await screenshot(limited, 'location-limit-manager-employees');

    // Settings offers only what is his, and says why the rest is not there.
    await limited.goto('/business-dashboard/settings');
    await limited.getByText(/This concerns every location/).waitFor();
    expect(await limited.getByRole('region', { name: 'Google integration' }).count()).toBe(0);
    expect(await limited.getByRole('region', { name: 'Business information' }).count()).toBe(0);
    expect(await limited.getByRole('button', { name: 'Add location' }).count()).toBe(0);
    await screenshot(limited, 'location-limit-manager-settings');
    await limited.setViewportSize(PHONE);
    await screenshot(limited, 'location-limit-manager-settings-phone');
  }, 90_000);
});
