// The header's location switcher (issue 21): an owner with two shops sees "All locations" with a
// breakdown per shop, chooses one shop and every figure (cards, team table, leaderboard and its
// TV view, exports) is that shop's; the choice survives a reload.
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
const SOUTH_URL = 'https://search.google.com/local/writereview?placeid=ChIJSouthFiguresE2E0000';

/** A customer on their own phone scans the card of shop `number` and taps through to Google. */
async function scan(slug: string, number: number, address: string) {
  const phone = await browser.newPage({
    viewport: PHONE,
    userAgent: PHONE_USER_AGENT,
    clientAddress: address,
  });
  await phone.goto(`/e/${slug}?l=${number}`);
  // The server records the clickout before it redirects; the harness answers Google locally.
  const toGoogle = phone.waitForRequest((request) =>
    /google\.com$/.test(new URL(request.url()).hostname),
  );
  await phone.getByRole('link', { name: /Google review/ }).click();
  await toGoogle;
  await phone.close();
}

describe('figures per location', () => {
  it('switches every figure between all locations and one, with a breakdown per location', async () => {
    const page = await browser.newPage({ viewport: DESKTOP, clientAddress: '203.0.113.131' });
    page.setDefaultTimeout(15_000);
    await signUpAndConfirm(page, {
      email: `location-figures-${Date.now()}@salon.rs`,
      password: 'lozinka123',
      googleBusinessUrl: MAPS_URL_FOR_E2E,
    });
    // One location: no switcher.
    await page.goto('/business-dashboard');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByLabel('Location', { exact: true }).count()).toBe(0);

    const south = await (
      await page.request.post('/api/locations', {
        data: { name: 'Jug', googleBusinessUrl: SOUTH_URL },
      })
    ).json();
    const [center] = (await (await page.request.get('/api/locations')).json()).items;
    const add = async (name: string, locationIds: string[]) =>
      (await (
        await page.request.post('/api/employees', { data: { name, locationIds } })
      ).json()) as {
        slug: string;
      };
    const ana = await add('Ana Centar', [center.id]);
    const iva = await add('Iva Jug', [south.id]);
    await scan(ana.slug, 1, '198.51.100.131');
    await scan(ana.slug, 1, '198.51.100.132');
    await scan(iva.slug, 2, '198.51.100.133');

    await page.goto('/business-dashboard');
    const switcher = page.getByLabel('Location', { exact: true });
    await expect.poll(() => switcher.inputValue()).toBe('');
    const breakdown = page.getByRole('region', { name: 'Locations' });
    await breakdown.getByRole('row', { name: /Jug/ }).waitFor();
    await expect
      .poll(() => breakdown.getByRole('row', { name: /Jug/ }).innerText())
      .toMatch(/^Jug\s+1\s+1/);
    await screenshot(page, 'location-figures-all');
    // The setup guide asks each shop for its own link, people and scan.
    const guide = page.getByRole('region', { name: /Set up ReviewTrace/ });
    await guide.getByRole('heading', { name: 'Each location' }).waitFor();
    await guide.scrollIntoViewIfNeeded();
    await screenshot(page, 'location-figures-setup-guide');

    // "Import reviews" asks which shop the file's reviews belong to, the first one preselected.
    await page.goto('/business-dashboard/reviews');
    await page.getByRole('button', { name: 'Import reviews' }).first().click();
    const importDialog = page.getByRole('dialog', { name: 'Import reviews' });
    const importLocation = importDialog.getByLabel('Location whose reviews the file holds');
    await expect.poll(() => importLocation.inputValue()).toBe(center.id);
    expect(await importLocation.locator('option').allInnerTexts()).toEqual([center.name, 'Jug']);
    await screenshot(page, 'location-figures-import-dialog');
    await page.keyboard.press('Escape');
    await importDialog.waitFor({ state: 'hidden' });

    // The switcher and the breakdown on a phone, in English.
    await page.setViewportSize(PHONE);
    await page.goto('/business-dashboard');
    await expect.poll(() => switcher.inputValue()).toBe('');
    await expect
      .poll(() => breakdown.getByRole('listitem').filter({ hasText: 'Jug' }).innerText())
      .toMatch(/^Jug\s+Touches\s+1\s+Clickouts\s+1/);
    await screenshot(page, 'location-figures-all-phone');

    // The setup guide with two locations, in Serbian on a phone.
    await page.evaluate(() => localStorage.setItem('language', 'sr'));
    await page.goto('/business-dashboard');
    const guideSr = page.getByRole('region', { name: /Podesite ReviewTrace/ });
    await guideSr.getByRole('heading', { name: 'Svaka lokacija' }).waitFor();
    await guideSr.getByText('Jug', { exact: true }).waitFor();
    await guideSr.scrollIntoViewIfNeeded();
    await screenshot(page, 'location-figures-setup-guide-sr-phone');

    // The switcher and the breakdown on a desktop, in Serbian and dark.
    await page.setViewportSize(DESKTOP);
    await page.getByRole('button', { name: 'Uključi tamnu temu' }).click();
    const breakdownSr = page.getByRole('region', { name: 'Lokacije' });
    await expect
      .poll(() =>
        page.getByLabel('Lokacija', { exact: true }).locator('option:checked').innerText(),
      )
      .toBe('Sve lokacije');
    await expect
      .poll(() => breakdownSr.getByRole('row', { name: /Jug/ }).innerText())
      .toMatch(/^Jug\s+1\s+1/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'location-figures-all-sr-dark');
    await page.getByRole('button', { name: 'Uključi svetlu temu' }).click();
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.goto('/business-dashboard');
    await page.getByRole('region', { name: /Set up ReviewTrace/ }).waitFor();

    await switcher.selectOption({ label: 'Jug' });
    await page.locator('p', { hasText: /^Jug$/ }).waitFor();
    await expect.poll(() => breakdown.count()).toBe(0);
    const team = page.getByRole('region', { name: 'Employee performance' });
    await expect.poll(() => team.getByRole('row', { name: /Ana Centar/ }).count()).toBe(0);
    await team.getByRole('row', { name: /Iva Jug/ }).waitFor();
    const exportHref = await page
      .getByRole('group', { name: 'Export' })
      .getByRole('link', { name: /^Employees/ })
      .getAttribute('href');
    expect(exportHref).toContain(`locationId=${south.id}`);
    await screenshot(page, 'location-figures-one');

    // The choice survives a reload and reaches the TV view.
    await page.reload();
    await expect
      .poll(() => page.getByLabel('Location', { exact: true }).inputValue())
      .toBe(south.id);
    await page.goto('/business-dashboard/leaderboard/tv');
    await page.getByText(/· Jug$/).waitFor();
    await screenshot(page, 'location-figures-tv');

    // On a phone, in Serbian and dark: the switcher sits under the business name.
    await page.goto('/business-dashboard');
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Srpski' }).click();
    await page.getByRole('button', { name: 'Uključi tamnu temu' }).click();
    await page.getByLabel('Lokacija', { exact: true }).selectOption({ label: 'Sve lokacije' });
    await page.getByRole('region', { name: 'Lokacije' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'location-figures-sr-dark-phone');
    await page.getByRole('button', { name: 'Uključi svetlu temu' }).click();
    await page.getByRole('button', { name: 'English' }).click();
  }, 150_000);
});
