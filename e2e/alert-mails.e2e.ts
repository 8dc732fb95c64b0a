// Alert mails (docs/notifications.md "Alert mails"): a 2★ review that arrives after the business
// started reaches the owner by mail, in their language, with the review's words and a button that
// opens it; the mail's link stops these mails on a page that asks first, signed out, on a phone;
// Your account shows the bell and email choices.
import { describe, expect, it } from 'vitest';
import { DESKTOP, MAPS_URL_FOR_E2E, PHONE, screenshot, useBrowser } from './browser';
import { nextMail } from './mailbox';
import { importRows } from './import-rows';
import { signUpAndConfirm } from './sign-up';

const browser = useBrowser();

describe('alert mails', () => {
  it('mails a 2★ review to the owner, opens it from the mail, and stops from the mail', async () => {
    const page = await browser.newPage({ viewport: DESKTOP, clientAddress: '203.0.113.181' });
    page.setDefaultTimeout(15_000);
    const email = `upozorenja-${Date.now()}@salon.rs`;
    await signUpAndConfirm(page, {
      email,
      password: 'lozinka123',
      googleBusinessUrl: MAPS_URL_FOR_E2E,
    });
    // The first file is the past; what comes after it is news.
    await importRows(page, 'past.csv', ['p1,Ana K.,5,2026-01-10T10:00:00Z,Sve pohvale,']);
    await importRows(page, 'news.csv', [
      `n1,Jovan P.,2,${new Date().toISOString()},"Dugo sam čekao, niko se nije javio.",`,
    ]);
    const mail = await nextMail(email, '/business-dashboard/reviews');
    expect(mail.subject).toMatch(/^2★ review from Jovan P\./);
    expect(mail.text).toContain('Dugo sam čekao, niko se nije javio.');

    // The button opens that review, with what a manager does about it at hand.
    const open = mail.textLinks.find((link) => link.includes('/business-dashboard/reviews'))!;
    await page.goto(new URL(open).pathname + new URL(open).search);
    await page.getByText('Dugo sam čekao, niko se nije javio.').first().waitFor();
    expect(await page.getByText('Sve pohvale').count()).toBe(0);
    await page.getByText('Only the review the notification is about.').waitFor();
    await screenshot(page, 'alert-mail-review-opened');

    // Your account: the bell and email, per kind, and the weekly summary.
    await page.goto('/business-dashboard/profile');
    const digest = page.getByText('A weekly summary by email on Monday morning');
    await digest.waitFor();
    await digest.scrollIntoViewIfNeeded();
    await screenshot(page, 'notification-choices');

    // The mail's "stop" link, signed out on a phone, in Serbian.
    const stop = mail.textLinks.find((link) => link.includes('/unsubscribe?'))!;
    const phone = await browser.newPage({ viewport: PHONE, clientAddress: '203.0.113.182' });
    await phone.goto(new URL(stop).pathname + new URL(stop).search);
    await phone.getByRole('heading', { name: 'Stop alert emails?' }).waitFor();
    await phone.getByRole('button', { name: 'Srpski' }).click();
    await phone.getByRole('heading', { name: 'Odjaviti se od obaveštenja e-poštom?' }).waitFor();
    await screenshot(phone, 'unsubscribe-ask-sr-phone');
    await phone.getByRole('button', { name: 'Odjavi me od ovih poruka' }).click();
    await phone.getByRole('heading', { name: 'Gotovo' }).waitFor();
    await screenshot(phone, 'unsubscribe-done-sr-phone');

    await page.reload();
    await digest.waitFor();
    const byEmail = page.getByRole('checkbox', { name: 'By email', exact: true });
    expect(await byEmail.count()).toBe(3);
    for (const box of await byEmail.all()) expect(await box.isChecked()).toBe(false);
  });
});
