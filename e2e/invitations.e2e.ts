// An admin invites a new manager (docs/accounts.md, "Invitations"): the dialog says the invitation
// went by mail and shows no link; the mail reaches the invited address with the one link; the
// invited person chooses a password on their phone and lands in the business, signed in.
import { describe, expect, inject, it } from 'vitest';
import { PHONE, screenshot, useBrowser } from './browser';
import { linkOf, nextMail } from './mailbox';
import { signInManager } from './sign-in';

const browser = useBrowser();

describe('invitations', () => {
  it('mails the invitation, never shows its link, and the invited manager joins from the mail', async () => {
    const { admin, manager } = inject('fixtures');
    const { businessName } = manager;
    const page = await browser.newPage();
    await signInManager(page, admin);
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Invite' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Invite a user' });
    const email = `pozvana-${Date.now()}@salon.rs`;
    await dialog.getByLabel('Email').fill(email);
    await screenshot(page, 'admin-invite-dialog');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    const sent = page.getByRole('dialog', { name: 'Invitation sent' });
    await sent.getByText(`We emailed an invitation to ${email}.`, { exact: false }).waitFor();
    expect(await sent.textContent()).not.toMatch(/https?:|token/);
    await screenshot(page, 'admin-invite-sent');
    await sent.getByRole('button', { name: 'Done' }).click();
    await page.getByText(email).first().waitFor();

    const mail = await nextMail(email, '/auth/invite');
    expect(mail.subject).toBe(`Invitation to join ${businessName} on ReviewTrace`);
    expect(mail.text).toContain(`${admin.email} invited you to join ${businessName}`);

    const phone = await browser.newPage({ viewport: PHONE });
    await phone.goto(linkOf(mail));
    await phone.getByText(`You were invited to ${businessName} as a manager.`).waitFor();
    await screenshot(phone, 'auth-invite-accept-phone');
    await phone.getByLabel('Password').fill('pozivnica-2026');
    await phone.getByRole('button', { name: 'Create account' }).click();
    await phone.waitForURL('**/business-dashboard');
    await phone.getByText(businessName).first().waitFor();
  });
});
