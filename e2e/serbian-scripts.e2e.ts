// Issue 18: Serbian in both scripts. An owner with demo data reads the overview, employees,
// reviews and settings in Latin and in Cyrillic, a customer's phone set to Cyrillic opens a card,
// and a locked-out sign-in counts its wait in words. No screen shows an English word of our own
// (names and review texts are the people's, and stay as written).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  MAPS_URL_FOR_E2E,
  PHONE,
  PHONE_USER_AGENT,
  screenshot,
  useBrowser,
} from './browser';
import { signUpAndConfirm } from './sign-up';

const browser = useBrowser();
const LOCALES = path.resolve(import.meta.dirname, '../web/locales');

function words(file: string): Set<string> {
  const found = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      const text = value.replace(/\{\{[^}]*\}\}/g, ' ');
      for (const [word] of text.matchAll(/\p{L}+/gu)) found.add(word.toLowerCase());
    } else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(JSON.parse(readFileSync(path.join(LOCALES, file), 'utf8')));
  return found;
}

/** Words of our English texts that are not also Serbian (Google, Business, Profile, demo …). */
const ENGLISH_ONLY = (() => {
  const parts = ['', 'dashboard/', 'landing/'];
  const serbian = new Set(parts.flatMap((part) => [...words(`${part}sr.json`)]));
  return new Set(
    parts
      .flatMap((part) => [...words(`${part}en.json`)])
      .filter((word) => word.length >= 4 && !serbian.has(word)),
  );
})();

/** English words on the screen, leaving out what people wrote (reviews, names in headings). */
async function englishOn(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    const root = (document.querySelector('main') ?? document.body).cloneNode(true) as HTMLElement;
    root.querySelectorAll('[data-user-text], h2, h3, td:first-child').forEach((el) => el.remove());
    // Words quoted from a review („made”) are the customer's, like the review itself.
    return root.innerText.replace(/„[^”“]*[”“]|“[^”]*”/g, ' ');
  });
  // Each English word with what surrounds it, so a failure says where it is.
  const found = [...text.matchAll(/\p{L}+/gu)]
    .filter(([word]) => ENGLISH_ONLY.has(word.toLowerCase()))
    .map((match) =>
      text.slice(Math.max(0, match.index - 30), match.index + 30).replace(/\s+/g, ' '),
    );
  return [...new Set(found)];
}

async function seedDemoData(page: Page) {
  await page.goto('/business-dashboard/settings');
  await page.getByRole('button', { name: 'Add demo data' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Add demo data' }).click();
  await page.getByText('Demo data added').waitFor({ timeout: 60_000 });
}

const SCREENS = [
  ['overview', '/business-dashboard'],
  ['employees', '/business-dashboard/employees'],
  ['reviews', '/business-dashboard/reviews'],
  ['settings', '/business-dashboard/settings'],
] as const;

async function readEveryScreen(page: Page, language: 'sr' | 'sr-Cyrl') {
  for (const [name, url] of SCREENS) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
    expect(await englishOn(page), `${name} in ${language}`).toEqual([]);
    if (name === 'employees') {
      // Words agree with each person: the demo team has women and men.
      const [she, he] = language === 'sr' ? ['Aktivna', 'Aktivan'] : ['Активна', 'Активан'];
      await page.getByText(she, { exact: true }).first().waitFor();
      await page.getByText(he, { exact: true }).first().waitFor();
    }
    await screenshot(page, `scripts-${name}-${language}`);
    await page.setViewportSize(PHONE);
    await screenshot(page, `scripts-${name}-${language}-phone`);
    await page.setViewportSize(DESKTOP);
  }
}

describe('Serbian in Latin and in Cyrillic script', () => {
  it('shows every screen of the owner in either script, with no English of ours', async () => {
    const page = await browser.newPage();
    page.setDefaultTimeout(20_000);
    await signUpAndConfirm(page, {
      email: `pisma-${Date.now()}@salon.rs`,
      password: 'lozinka123',
      googleBusinessUrl: MAPS_URL_FOR_E2E,
    });
    await seedDemoData(page);

    await page.getByRole('button', { name: 'Srpski' }).click();
    await page.getByRole('heading', { name: 'Podešavanja', exact: true }).waitFor();
    await readEveryScreen(page, 'sr');

    await page.getByRole('button', { name: 'Ћирилица' }).click();
    await page.getByRole('heading', { name: 'Подешавања', exact: true }).waitFor();
    await readEveryScreen(page, 'sr-Cyrl');
    // The team's names are shown as they were written, in Latin letters.
    await page.goto('/business-dashboard/employees');
    await page
      .getByText(/\p{Script=Latin}+ \p{Script=Latin}+ić/u)
      .first()
      .waitFor();

    // The add form offers how to address the person, guessed from the name.
    await page.getByRole('button', { name: 'Додај запосленог' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Име', { exact: true }).fill('Никола Тесла');
    await dialog.getByText('Аутоматски (Мушки род)').waitFor();
    await screenshot(page, 'scripts-employee-form-sr-Cyrl');
    await dialog.getByRole('button', { name: 'Откажи' }).click();

    // The choice is remembered: the next page load is still Cyrillic.
    await page.reload();
    await page.getByRole('heading', { name: 'Запослени', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Latinica' }).click();
    await page.getByRole('heading', { name: 'Zaposleni', exact: true }).waitFor();
  }, 180_000);

  it("opens a card in Cyrillic on a phone set to it, the employee's name as written", async () => {
    const phone = await browser.newPage({
      viewport: PHONE,
      userAgent: PHONE_USER_AGENT,
      locale: 'sr-Cyrl-RS',
    });
    await phone.goto('/e/milica-e2e');
    expect(await phone.evaluate(() => document.documentElement.lang)).toBe('sr-Cyrl');
    await phone.getByRole('link', { name: 'Оставите Google рецензију' }).waitFor();
    await phone.getByText('Milica').first().waitFor();
    await screenshot(phone, 'scripts-public-page-sr-Cyrl-phone');
  });

  it('counts a lockout in words, in Cyrillic', async () => {
    const page = await browser.newPage();
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Srpski' }).click();
    await page.getByRole('button', { name: 'Ћирилица' }).click();
    await page.getByLabel('Е-пошта').fill(`zakljucan-cyr-${Date.now()}@salon.rs`);
    for (let attempt = 1; attempt <= 6; attempt++) {
      await page.getByLabel('Лозинка').fill(`pogresna-${attempt}`);
      await page.getByRole('button', { name: 'Пријави се', exact: true }).click();
      if (attempt < 6)
        await page.getByText('Погрешна е-пошта или лозинка. Покушајте поново.').waitFor();
    }
    await page
      .getByText(/за \d+ (минут|минута|секунд)/)
      .first()
      .waitFor();
    expect(await englishOn(page)).toEqual([]);
    await screenshot(page, 'scripts-lockout-sr-Cyrl');
  });
});
