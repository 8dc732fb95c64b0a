// Issue 38: every sign-in page in the reader's own language. A Serbian phone with no stored
// choice opens the sign-in pages in Serbian; a mailed /sr-Cyrl/… link opens the page in Cyrillic
// at its own address and remembers the choice; an English browser stays English.
import { describe, expect, it } from 'vitest';
import { PHONE, PHONE_USER_AGENT, screenshot, useBrowser } from './browser';

const browser = useBrowser();
const phone = { viewport: PHONE, userAgent: PHONE_USER_AGENT };

describe('the sign-in pages in the reader’s language', () => {
  it('follow a Serbian phone with no stored choice on every sign-in page', async () => {
    const page = await browser.newPage({ ...phone, locale: 'sr-RS' });
    await page.goto('/auth');
    await page.getByRole('heading', { name: 'Dobro došli u ReviewTrace' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('sr');
    await screenshot(page, 'sign-in-serbian-phone');
    await page.goto('/auth/employee');
    await page.getByRole('heading', { name: 'Prijava zaposlenih' }).waitFor();
    await page.goto('/auth/forgot-password');
    await page.getByRole('heading', { name: 'Nova lozinka' }).waitFor();
  });

  it('open a mailed /sr-Cyrl/… link in Cyrillic at the page’s own address, and remember it', async () => {
    const page = await browser.newPage({ ...phone, locale: 'en-US' });
    await page.goto('/sr-Cyrl/auth/employee');
    await page.getByRole('heading', { name: 'Пријава запослених' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/employee');
    expect(await page.locator('html').getAttribute('lang')).toBe('sr-Cyrl');
    await screenshot(page, 'employee-sign-in-cyrillic-link');
    await page.goto('/auth');
    await page.getByRole('heading', { name: 'Добро дошли у ReviewTrace' }).waitFor();
    const typed = await browser.newPage({ locale: 'en-US' });
    await typed.goto('/sr/auth?email=milica%40example.com');
    await typed.getByRole('heading', { name: 'Dobro došli u ReviewTrace' }).waitFor();
    expect(new URL(typed.url()).pathname).toBe('/auth');
    expect(await typed.getByLabel('E-pošta').inputValue()).toBe('milica@example.com');
  });

  it('stay English for an English browser', async () => {
    const page = await browser.newPage({ locale: 'en-US' });
    await page.goto('/auth');
    await page.getByRole('heading', { name: 'Welcome to ReviewTrace' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
  });
});
