// An employee leaves (issue 17, "leaving staff"): deactivating asks first and says what happens to
// their printed cards; cancelling changes nothing.
import { describe, it } from 'vitest';
import { openDialog, screenshot, useBrowser } from './browser';
import { signInManager } from './sign-in';

const browser = useBrowser();

describe('an employee leaves', () => {
  it('asks before deactivating, and cancelling keeps them active', async () => {
    const page = await browser.newPage({ clientAddress: '203.0.113.73' });
    await signInManager(page);
    await page.goto('/business-dashboard/employees');
    const name = `Petar Odlazi ${Date.now() % 10000}`;
    await openDialog(page, 'Add employee');
    const form = page.getByRole('dialog');
    await form.getByLabel('Name').fill(name);
    await form.getByRole('button', { name: 'Add employee' }).click();
    await page.getByText(name).first().waitFor();

    const deactivate = async () => {
      await page.getByRole('button', { name: `More actions for ${name}` }).click();
      await page.getByRole('button', { name: 'Deactivate', exact: true }).click();
    };
    await deactivate();
    const dialog = page.getByRole('dialog', { name: `Deactivate ${name}?` });
    await dialog.getByText(/printed QR cards still lead customers/).waitFor();
    await screenshot(page, 'employees-deactivate-confirm-desktop');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    await deactivate();
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await page
      .getByText('Employee deactivated')
      .or(page.getByText(/deactivated/i))
      .first()
      .waitFor();
    await page
      .getByRole('row', { name: new RegExp(name) })
      .getByText('Inactive')
      .waitFor();
  });
});
