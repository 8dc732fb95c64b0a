// Signing in the seeded accounts the way a person does: through the forms, landing on the area
// their role opens.
import type { Page } from 'playwright-core';
import { inject } from 'vitest';

export async function signInManager(
  page: Page,
  account: { email: string; password: string } = inject('fixtures').manager,
) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/business-dashboard');
}

export async function signInEmployee(page: Page) {
  const { username, password } = inject('fixtures').employee;
  await page.goto('/auth/employee');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // Not the glob '**/employee': it also matches /auth/employee, where the form is.
  await page.waitForURL((url) => url.pathname === '/employee');
}
