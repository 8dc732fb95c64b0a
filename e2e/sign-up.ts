// Signing up the way a new owner does: the form, the confirmation mail received over SMTP, its
// link, then signing in. Lands on the business dashboard.
import type { Page } from 'playwright-core';
import { ON_SIGN_IN_PAGE } from './browser';
import { linkOf, nextMail } from './mailbox';

export async function signUpAndConfirm(
  page: Page,
  account: { email: string; password: string; googleBusinessUrl: string },
  options: { screenshot?: (name: string) => Promise<unknown> } = {},
) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByLabel('Google Business URL').fill(account.googleBusinessUrl);
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
  await page.getByRole('heading', { name: 'Confirm your email address' }).waitFor();
  await options.screenshot?.('auth-check-email');
  const link = linkOf(await nextMail(account.email, '/auth/confirm-email'));
  await page.goto(link);
  await options.screenshot?.('auth-confirm-address');
  await page.getByRole('button', { name: 'Confirm my address' }).click();
  await page.getByRole('heading', { name: 'Your email address is confirmed' }).waitFor();
  await options.screenshot?.('auth-email-confirmed');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.waitForURL(ON_SIGN_IN_PAGE, { waitUntil: 'commit' });
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/business-dashboard');
}
