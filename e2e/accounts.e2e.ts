// Accounts journeys (issue 3): sign-up through the form, sign-out and back in, employee sign-in,
// the docs/product-rules.md §2 role redirects, the access restrictions, the remembered origin and the lockout
// countdown. Each test has its own browser context (no shared cookies).
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { MAPS_URL_FOR_E2E, ON_SIGN_IN_PAGE, PHONE, screenshot, useBrowser } from './browser';
import { linkOf, nextMail } from './mailbox';
import { signUpAndConfirm } from './sign-up';

const browser = useBrowser();
const fixtures = () => inject('fixtures');

async function signInAsManager(page: Page) {
  const { email, password } = fixtures().manager;
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function signInAsEmployee(page: Page) {
  const { username, password } = fixtures().employee;
  await page.goto('/auth/employee');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

describe('accounts', () => {
  it('lets a manager sign up through the form, confirm the address from the mail, sign out and sign back in', async () => {
    const page = await browser.newPage();
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forgot password?' }).waitFor();
    await screenshot(page, 'auth-sign-in-desktop');
    const email = `novi-${Date.now()}@salon.rs`;
    await signUpAndConfirm(
      page,
      { email, password: 'lozinka123', googleBusinessUrl: MAPS_URL_FOR_E2E },
      { screenshot: (name) => screenshot(page, name) },
    );
    await page.getByText('Frizerski salon Lepota').first().waitFor();
    await screenshot(page, 'business-dashboard-desktop');

    await page.getByRole('button', { name: /sign out/i }).click();
    await page.waitForURL(ON_SIGN_IN_PAGE, { waitUntil: 'commit' });
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('lozinka123');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/business-dashboard');
  });

  it('refuses to sign in an address that is not confirmed yet and sends the link again', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Create account' }).click();
    const email = `nepotvrdjen-${Date.now()}@salon.rs`;
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('lozinka123');
    await page.getByLabel('Google Business URL').fill(MAPS_URL_FOR_E2E);
    await page.getByRole('button', { name: 'Create account', exact: true }).click();
    await page.getByRole('heading', { name: 'Confirm your email address' }).waitFor();
    await screenshot(page, 'auth-check-email-phone');
    const first = await nextMail(email, '/auth/confirm-email');
    await page.getByRole('button', { name: 'Back to sign in' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('lozinka123');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page
      .getByText('Please check your email and click the confirmation link before signing in.')
      .waitFor();
    // The first link went out less than a minute ago: the same address gets no second mail yet,
    // but the answer never says so.
    await page.getByRole('button', { name: 'Send the link again' }).click();
    await page.getByText(/A new link is on its way/).waitFor();
    await page.goto(linkOf(first));
    await page.getByRole('button', { name: 'Confirm my address' }).click();
    await page.getByRole('heading', { name: 'Your email address is confirmed' }).waitFor();
  });

  it('signs an employee in to /employee and sends /dashboard/reviews to /employee/reviews', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await signInAsEmployee(page);
    await page.waitForURL('**/employee');
    await page.getByText(fixtures().employee.name).first().waitFor();
    // Her results and her place on the thank-you board come first on a phone.
    const rank = page.getByText(/thank-you board/).first();
    await rank.waitFor();
    const box = (await rank.boundingBox())!;
    expect(box.y + box.height).toBeLessThan(PHONE.height);
    await screenshot(page, 'employee-home-phone');
    await page.goto('/employee/profile');
    await page.getByText('Signed in as').waitFor();
    await screenshot(page, 'employee-account-phone');
    await page.goto('/dashboard/reviews');
    await page.waitForURL('**/employee/reviews');
  });

  it('shows a manager who opens /employee the management restriction screen', async () => {
    const page = await browser.newPage();
    await page.goto('/auth');
    await signInAsManager(page);
    await page.waitForURL('**/business-dashboard');
    await page.goto('/employee');
    await page.getByText('Management Access Restriction').waitFor();
    await screenshot(page, 'management-restriction');
    await page
      .getByRole('link', { name: /dashboard/i })
      .or(page.getByRole('button', { name: /dashboard/i }))
      .first()
      .click();
    await page.waitForURL('**/business-dashboard');
  });

  it('sends a signed-out visit to /dashboard/employees to /auth and back there after sign-in', async () => {
    const page = await browser.newPage();
    await page.goto('/dashboard/employees');
    await page.waitForURL(/\/auth/);
    await signInAsManager(page);
    await page.waitForURL('**/business-dashboard/employees');
  });

  it('locks the account after five wrong passwords and counts down on the sixth', async () => {
    // Its own address: the sign-in routes' per-address budget is shared by every journey that
    // signs in from the loopback address at the same time.
    const page = await browser.newPage({ clientAddress: '203.0.113.74' });
    await page.goto('/auth');
    await page.getByLabel('Email').fill(`lockout-${Date.now()}@salon.rs`);
    for (let attempt = 1; attempt <= 6; attempt++) {
      await page.getByLabel('Password').fill(`pogresna-${attempt}`);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      if (attempt < 6)
        await page.getByText('Invalid email or password. Please try again.').waitFor();
    }
    await page.getByText('Rate Limit Exceeded').waitFor();
    await page.getByText('Too many attempts. Please wait before trying again.').waitFor();
    const countdown = page.getByText(/Try again in/);
    const first = await countdown.textContent();
    await page.waitForTimeout(1500);
    expect(await countdown.textContent()).not.toBe(first);
    expect(await page.getByRole('button', { name: 'Sign in', exact: true }).isDisabled()).toBe(
      true,
    );
    await screenshot(page, 'auth-rate-limited');
  });
});
