// Review requests (docs/review-requests.md): an employee on a 390 px phone asks a customer for a
// review through the phone's share sheet (stubbed: Chromium has none to drive); the customer opens
// the link on their own phone and taps through to Google; the review that arrives is credited to
// the employee as "Review request". A manager asks on an employee's behalf and shows the QR code.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  MAPS_URL_FOR_E2E,
  PHONE,
  PHONE_USER_AGENT,
  requestLeaving,
  screenshot,
  useBrowser,
} from './browser';
import { importRows } from './import-rows';
import { nextMail } from './mailbox';
import { signUpAndConfirm } from './sign-up';

const browser = useBrowser();
const NAME = 'Tamara Ilić';

/** A manager asks for Tamara from her row's menu, with the customer's address to mail. */
async function mailFromMenu(owner: Page, email: string) {
  await owner
    .getByRole('button', { name: `More actions for ${NAME}` })
    .first()
    .click();
  await owner.getByRole('button', { name: 'Ask for a review' }).click();
  const dialog = owner.getByRole('dialog');
  await dialog.getByLabel("Customer's email (optional)").fill(email);
  await dialog.getByRole('button', { name: 'Make the link' }).click();
}

/** An employee with a sign-in of her own, made the way the API makes it. */
async function employeeWithSignIn(owner: Page) {
  const headers = { origin: new URL(owner.url()).origin };
  const made = await owner.request.post('/api/employees', { headers, data: { name: NAME } });
  expect(made.status()).toBe(201);
  const { id } = (await made.json()) as { id: string };
  const username = `tamara${Date.now() % 100_000}`;
  const set = await owner.request.put(`/api/employees/${id}/credentials`, {
    headers,
    data: { username, password: 'tamara2026' },
  });
  expect(set.status()).toBe(200);
  return { username, password: 'tamara2026' };
}

describe('review requests', () => {
  it('credits the review a customer leaves after the employee asked from her phone', async () => {
    const owner = await browser.newPage({ viewport: DESKTOP, clientAddress: '203.0.113.191' });
    owner.setDefaultTimeout(15_000);
    await signUpAndConfirm(owner, {
      email: `zahtevi-${Date.now()}@salon.rs`,
      password: 'lozinka123',
      googleBusinessUrl: MAPS_URL_FOR_E2E,
    });
    const tamara = await employeeWithSignIn(owner);

    const phone = await browser.newPage({
      viewport: { width: 390, height: 844 },
      userAgent: PHONE_USER_AGENT,
      clientAddress: '203.0.113.192',
    });
    phone.setDefaultTimeout(15_000);
    // The share sheet is the phone's own; the stub keeps what the page handed it.
    await phone.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(navigator, 'share', {
        value: async (data: ShareData) => void shared.push(data),
      });
    });
    await phone.goto('/auth/employee');
    await phone.getByLabel('Username').fill(tamara.username);
    await phone.getByLabel('Password').fill(tamara.password);
    await phone.getByRole('button', { name: 'Sign in', exact: true }).click();
    await phone.waitForURL((url) => url.pathname === '/employee');

    await phone.getByRole('button', { name: 'Ask for a review' }).click();
    const dialog = phone.getByRole('dialog');
    await dialog.getByLabel("Customer's first name (optional)").fill('Jelena');
    await screenshot(phone, 'review-request-form-phone');
    await dialog.getByRole('button', { name: 'Make the link' }).click();
    await dialog.getByRole('button', { name: 'Share…' }).click();
    await dialog.getByText('Shared.').waitFor();
    await screenshot(phone, 'review-request-made-phone');
    const [shared] = await phone.evaluate(
      () => (window as unknown as { shared: ShareData[] }).shared,
    );
    expect(shared?.text).toMatch(/^Hello Jelena, thank you for visiting/);
    const link = /https?:\/\/\S+\/r\/[\w-]{16}/.exec(shared?.text ?? '')?.[0];
    expect(link).toBeDefined();
    await dialog.getByRole('button', { name: 'Done' }).click();

    // The customer opens the message's link on her own phone and goes on to Google.
    const customer = await browser.newPage({
      viewport: PHONE,
      userAgent: PHONE_USER_AGENT,
      javaScriptEnabled: false,
      clientAddress: '203.0.113.193',
    });
    await customer.goto(new URL(link!).pathname);
    const action = customer.getByRole('link', { name: 'Leave a Google review' });
    await action.waitFor();
    await customer.getByText('Tamara').first().waitFor();
    const toGoogle = requestLeaving(customer, /^https:\/\/search\.google\.com\/local\/writereview/);
    await action.click();
    await toGoogle;

    // Her review arrives, without a word of text, and is Tamara's.
    await importRows(owner, 'reviews.csv', [
      `rq-1,Jelena Marković,5,${new Date().toISOString()},,`,
    ]);
    await phone.reload();
    await phone.getByText('Review credited').waitFor();
    await phone
      .getByText('Last 30 days: sent 1 · opened 1 · went to Google 1 · reviews 1')
      .waitFor();
    await screenshot(phone, 'review-request-credited-phone');
    await phone.goto('/employee/reviews');
    await phone.getByText('Review request').first().waitFor();
    await phone
      .getByText(/asked “Jelena” for a review/)
      .first()
      .waitFor();
    await screenshot(phone, 'review-request-review-phone');

    // A manager asks for her too, and shows the QR code at the counter.
    await owner.goto('/business-dashboard/employees');
    await owner
      .getByRole('button', { name: `More actions for ${NAME}` })
      .first()
      .click();
    await owner.getByRole('button', { name: 'Ask for a review' }).click();
    const asked = owner.getByRole('dialog');
    await asked.getByRole('button', { name: 'Make the link' }).click();
    await asked.getByRole('button', { name: 'Show QR code' }).click();
    const qr = asked.getByRole('img', { name: 'QR code of the review link' });
    await qr.waitFor();
    expect(await qr.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await screenshot(owner, 'review-request-qr-desktop');
    await asked.getByRole('button', { name: 'Done' }).click();

    // Mailed by the product: the customer stops these mails from the mail, and is never mailed
    // again.
    const email = `klijent-${Date.now()}@example.com`;
    await mailFromMenu(owner, email);
    await asked.getByText('Mailed to the customer.', { exact: false }).waitFor();
    await asked.getByRole('button', { name: 'Done' }).click();
    const mail = await nextMail(email);
    const stop = mail.textLinks.find((href) => href.endsWith('/stop'))!;
    const reader = await browser.newPage({ viewport: PHONE, userAgent: PHONE_USER_AGENT });
    await reader.goto(new URL(stop).pathname);
    await reader.getByRole('button', { name: 'Stop these mails' }).click();
    await reader.getByText(/will not mail you review requests any more/).waitFor();
    await screenshot(reader, 'review-request-stopped-phone');

    await mailFromMenu(owner, email);
    await asked
      .getByText('This customer asked not to receive review requests from this business.', {
        exact: false,
      })
      .waitFor();
    await screenshot(owner, 'review-request-refused-desktop');
  });
});
