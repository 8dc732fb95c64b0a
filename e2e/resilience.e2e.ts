// When the server cannot be reached (issue 17, "broken connections"): going offline shows a
// banner until the network is back. (The retry of a page's code and the "ReviewTrace was updated"
// screen are tested in web/lib/chunk-load.test.ts; their journey is not stable yet in CI.)
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
    await page.context().setOffline(false);
    await banner.waitFor({ state: 'detached' });
  });
});
