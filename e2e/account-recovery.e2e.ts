// Accounts people can recover (issue 16), in Chromium with mail received over real SMTP: forgot
// password and reset (the old session ends), a change of address confirmed from the new inbox,
// an employee changing their own password, the lockout panel's way out, and the central error
// handler on a failed change.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { MAPS_URL_FOR_E2E, ON_SIGN_IN_PAGE, PHONE, screenshot, useBrowser } from './browser';
import { linkOf, nextMail } from './mailbox';
import { signInManager } from './sign-in';
import { signUpAndConfirm } from './sign-up';

const browser = useBrowser();

async function newOwner(page: Page, prefix: string) {
  const account = {
    email: `${prefix}-${Date.now()}@salon.rs`,
    password: 'lozinka123',
    googleBusinessUrl: MAPS_URL_FOR_E2E,
  };
  await signUpAndConfirm(page, account);
  return account;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

describe('account recovery', () => {
  it('resets a forgotten password from the mailed link and ends the old session', async () => {
    const laptop = await browser.newPage();
    const owner = await newOwner(laptop, 'zaboravio');

    const phone = await browser.newPage({ viewport: PHONE });
    await phone.goto('/auth');
    await phone.getByRole('link', { name: 'Forgot password?' }).click();
    await phone.waitForURL('**/auth/forgot-password');
    await phone.getByLabel('Email').fill(owner.email);
    await phone.getByRole('button', { name: 'Send reset link' }).click();
    await phone.getByText(/If an account uses this address/).waitFor();
    await screenshot(phone, 'auth-forgot-sent-phone');

    await phone.goto(linkOf(await nextMail(owner.email, '/auth/reset-password')));
    await phone.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await screenshot(phone, 'auth-reset-form-phone');
    await phone.getByLabel('New password').fill('nova-lozinka-2026');
    await phone.getByRole('button', { name: 'Save new password' }).click();
    await phone.waitForURL('**/business-dashboard');

    // The laptop's session ended with the reset: its next request lands on sign-in.
    await laptop.goto('/business-dashboard/employees');
    await laptop.waitForURL(/\/auth/);
    await signIn(laptop, owner.email, owner.password);
    await laptop.getByText('Invalid email or password. Please try again.').waitFor();
    await signIn(laptop, owner.email, 'nova-lozinka-2026');
    await laptop.waitForURL('**/business-dashboard');
  });

  it('changes the sign-in address once the new inbox confirms it', async () => {
    const page = await browser.newPage();
    const owner = await newOwner(page, 'selidba');
    await page.getByRole('link', { name: 'Your account' }).click();
    await page.waitForURL('**/business-dashboard/profile');
    const moved = `nova-adresa-${Date.now()}@salon.rs`;
    await page.getByLabel('New email address').fill(moved);
    await page.getByLabel('Current password').first().fill(owner.password);
    await page.getByRole('button', { name: 'Change email address' }).click();
    await page.getByText(`We sent a confirmation link to ${moved}`).waitFor();
    await screenshot(page, 'profile-email-pending-desktop');

    await page.goto(linkOf(await nextMail(moved, '/auth/confirm-email')));
    await page.getByRole('button', { name: 'Confirm my address' }).click();
    await page.getByRole('heading', { name: 'Your new email address is confirmed' }).waitFor();
    await page.getByRole('link', { name: 'Back to your profile' }).click();
    await page.getByText(moved).first().waitFor();
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.waitForURL(ON_SIGN_IN_PAGE, { waitUntil: 'commit' });
    await signIn(page, moved, owner.password);
    await page.waitForURL('**/business-dashboard');
  });

  it('lets an employee change their own password', async () => {
    const { username, password } = inject('fixtures').employee;
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto('/auth/employee');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    // Not the glob '**/employee': it also matches /auth/employee, where the form is.
    await page.waitForURL((url) => url.pathname === '/employee');
    await page.goto('/profile');
    await page.waitForURL('**/employee/profile');
    await page.getByRole('heading', { name: 'Your account' }).waitFor();
    await screenshot(page, 'profile-employee-phone');
    const change = async (from: string, to: string) => {
      await page.getByLabel('Current password').fill(from);
      await page.getByLabel('New password').fill(to);
      await page.getByRole('button', { name: 'Change password' }).click();
      await page.getByText('Your password has been changed.').waitFor();
    };
    await change(password, 'milica-nova-1');
    // Back to the seeded password, for the other journeys.
    await page.reload();
    await change('milica-nova-1', password);
  });

  it("offers 'Reset your password' on the lockout panel", async () => {
    const page = await browser.newPage();
    await page.goto('/auth');
    await page.getByLabel('Email').fill(`zakljucan-${Date.now()}@salon.rs`);
    for (let attempt = 1; attempt <= 6; attempt++) {
      await page.getByLabel('Password').fill(`pogresna-${attempt}`);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      if (attempt < 6)
        await page.getByText('Invalid email or password. Please try again.').waitFor();
    }
    await page.getByText('Rate Limit Exceeded').waitFor();
    await page.getByRole('link', { name: 'Reset your password' }).click();
    await page.waitForURL('**/auth/forgot-password');
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
  });

  it("lets a manager lift an employee's sign-in lock", async () => {
    const { username, password } = inject('fixtures').employee;
    const page = await browser.newPage();
    const tryPassword = (value: string) =>
      page.request.post('/api/auth/employee/signin', { data: { username, password: value } });
    for (let attempt = 0; attempt < 5; attempt++) await tryPassword('pogresna');
    expect((await tryPassword(password)).status()).toBe(429);

    await signInManager(page);
    await page.goto('/business-dashboard/employees');
    const panel = page.getByRole('region', { name: '1 employee cannot sign in' });
    await panel.waitFor();
    await screenshot(page, 'employees-lockout-desktop');
    await panel.getByRole('button', { name: 'Reset Limit' }).click();
    await page.getByText(`${username} can sign in again.`).waitFor();
    await panel.waitFor({ state: 'detached' });
    expect((await tryPassword(password)).status()).toBe(200);
  });

  it("shows the central error handler's toast with Retry when a change fails unexpectedly", async () => {
    const page = await browser.newPage();
    const owner = await newOwner(page, 'greska');
    await page.goto('/business-dashboard/profile');
    let failures = 1;
    await page.route('**/api/auth/password', async (route) => {
      if (failures-- > 0)
        return route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({
            error: { code: 'INTERNAL', message: 'Something went wrong. Please try again later.' },
          }),
        });
      return route.continue();
    });
    await page.getByLabel('Current password').last().fill(owner.password);
    await page.getByLabel('New password').fill('posle-greske-1');
    await page.getByRole('button', { name: 'Change password' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'An error occurred' });
    await toast.waitFor();
    await screenshot(page, 'profile-error-toast-desktop');
    await toast.getByRole('button', { name: 'Retry' }).click();
    await page.getByText('Your password has been changed.').waitFor();
    expect(failures).toBeLessThan(0);
  });

  it('shows the account screen in Serbian and the dark theme', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await newOwner(page, 'srpski');
    await page.goto('/business-dashboard/profile');
    await page.getByRole('button', { name: 'Srpski' }).click();
    await page.getByRole('heading', { name: 'Vaš nalog' }).waitFor();
    await page.getByRole('button', { name: 'Uključi tamnu temu' }).click();
    await screenshot(page, 'profile-sr-dark-phone');
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'profile-sr-dark-desktop');
  });
});
