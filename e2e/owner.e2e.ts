// The person who opens the account runs the team (docs/decisions/032-creator-is-admin.md): the
// owner signs up, opens Administration, invites a manager limited to one shop by mail; the manager
// joins from the mail on a phone and sees his shop named in the header, and only its people.
import { describe, expect, it } from 'vitest';
import { DESKTOP, MAPS_URL_FOR_E2E, PHONE, screenshot, useBrowser } from './browser';
import { linkOf, nextMail } from './mailbox';
import { signUpAndConfirm } from './sign-up';

const browser = useBrowser();

describe('the owner of a new business', () => {
  it('invites a manager limited to one shop, who joins seeing only that shop', async () => {
    const page = await browser.newPage({ viewport: DESKTOP, clientAddress: '203.0.113.171' });
    page.setDefaultTimeout(15_000);
    await signUpAndConfirm(page, {
      email: `vlasnica-${Date.now()}@salon.rs`,
      password: 'lozinka123',
      googleBusinessUrl: MAPS_URL_FOR_E2E,
    });
    // The second shop and one person in each; their own screens are in locations.e2e.ts.
    const south = await (
      await page.request.post('/api/locations', { data: { name: 'Jug' } })
    ).json();
    const [center] = (await (await page.request.get('/api/locations')).json()).items;
    for (const [name, at] of [
      ['Ana Centar', center.id],
      ['Iva Jug', south.id],
    ])
      await page.request.post('/api/employees', { data: { name, locationIds: [at] } });
    // Made behind the page's back: it reads them again, as after adding them on screen.
    await page.reload();

    await page.getByRole('link', { name: 'Administration' }).first().click();
    await page.waitForURL('**/admin');
    await page.getByRole('button', { name: 'Invite' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Invite a user' });
    const email = `menadzer-jug-${Date.now()}@salon.rs`;
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('radio', { name: 'Only these locations' }).check();
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await dialog.getByText('Choose at least one location.').waitFor();
    await dialog.getByRole('checkbox', { name: 'Jug' }).check();
    await screenshot(page, 'owner-invite-limited');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    const sent = page.getByRole('dialog', { name: 'Invitation sent' });
    await sent.getByRole('button', { name: 'Done' }).click();
    const pending = page.getByRole('listitem').filter({ hasText: email });
    await pending.getByText('Sees only: Jug').waitFor();
    await screenshot(page, 'owner-invite-pending');

    // The same dialog on a phone, in Serbian and dark.
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Srpski' }).click();
    await page.getByRole('button', { name: 'Uključi tamnu temu' }).click();
    await page.getByRole('button', { name: 'Pozovi' }).first().click();
    const dialogSr = page.getByRole('dialog', { name: 'Pozovite korisnika' });
    await dialogSr.getByRole('radio', { name: 'Samo ove lokacije' }).check();
    await screenshot(page, 'owner-invite-limited-sr-dark-phone');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Uključi svetlu temu' }).click();
    await page.getByRole('button', { name: 'English' }).click();

    const mail = await nextMail(email, '/auth/invite');
    const phone = await browser.newPage({ viewport: PHONE, clientAddress: '203.0.113.172' });
    phone.setDefaultTimeout(15_000);
    await phone.goto(linkOf(mail));
    await phone.getByText('You will manage only these locations: Jug.').waitFor();
    await screenshot(phone, 'owner-invite-accept-limited-phone');
    await phone.getByLabel('Password').fill('pozivnica-2026');
    await phone.getByRole('button', { name: 'Create account' }).click();
    await phone.waitForURL('**/business-dashboard');
    await phone.getByText('Your location: Jug').waitFor();
    // Connecting Google concerns every shop: he is told who does it, and offered no button.
    await phone.getByText('An admin connects Google, once for every location.').first().waitFor();
    expect(await phone.getByRole('link', { name: 'Connect Google' }).count()).toBe(0);
    await screenshot(phone, 'owner-limited-manager-home-phone');
    // More tabs lie beyond the right edge at 360 px: that edge fades, so he sees there is more.
    const tabs = phone
      .getByRole('navigation')
      .filter({ has: phone.getByRole('link', { name: 'Overview' }) });
    expect(await tabs.locator('ul').evaluate((row) => getComputedStyle(row).maskImage)).toContain(
      'gradient',
    );
    // No business-wide administration for him, and only his shop's people.
    expect(await phone.getByRole('link', { name: 'Administration' }).count()).toBe(0);
    await phone.goto('/business-dashboard/employees');
    await phone.getByText('Iva Jug').filter({ visible: true }).first().waitFor();
    expect(await phone.getByText('Ana Centar').count()).toBe(0);
    await phone.goto('/admin');
    await phone.getByRole('heading', { name: 'Access Denied' }).waitFor();
  });
});
