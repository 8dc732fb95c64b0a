// When the server cannot be reached (issue 17, "broken connections"): going offline shows a
// banner until the network is back, and a page whose code cannot come says so inside the
// dashboard's frame, then opens by itself once the network is back. (The retry of a page's code
// and the "ReviewTrace was updated" screen are tested in web/lib/chunk-load.test.ts.)
import { describe, it } from 'vitest';
import { PHONE, screenshot, useBrowser } from './browser';
import { signInManager } from './sign-in';

const browser = useBrowser();

describe('broken connections', () => {
  it('shows an offline banner while the network is away', async () => {
    const page = await browser.newPage({ viewport: PHONE, clientAddress: '203.0.113.72' });
    await signInManager(page);
    // The dashboard's frame has arrived before the network goes.
    await page.getByRole('link', { name: 'Overview' }).waitFor();
    await page.context().setOffline(true);
    const banner = page.getByText(/You're offline/);
    await banner.waitFor();
    await screenshot(page, 'offline-banner-phone');
    // A page not opened yet cannot come: it says so inside the frame, which stays.
    await page.getByRole('link', { name: 'Leaderboard' }).click();
    await page.getByRole('heading', { name: "You're offline" }).waitFor();
    await page.getByRole('link', { name: 'Overview' }).waitFor();
    await screenshot(page, 'offline-page-in-frame-phone');
    // Back online, it opens by itself.
    await page.context().setOffline(false);
    await page.getByRole('heading', { name: 'Thank-you board', level: 1 }).waitFor();
    await banner.waitFor({ state: 'detached' });
  });
});
