// When the app's code or the server cannot be reached (issue 17, "broken connections"): a page
// whose code cannot be fetched, even on the second try, shows "ReviewTrace was updated" with a
// reload instead of the browser's message; going offline shows a banner until the network is back.
import { describe, it } from 'vitest';
import { PHONE, screenshot, useBrowser } from './browser';
import { signInManager } from './sign-in';

const browser = useBrowser();

describe('broken connections', () => {
  it('shows the updated screen when a page cannot load its code, and reload recovers', async () => {
    const page = await browser.newPage({ clientAddress: '203.0.113.71' });
    await signInManager(page);
    await page.getByRole('link', { name: 'Your account' }).waitFor();
    // A deploy removed the old chunks: every JavaScript file not loaded yet is gone.
    const gone = (url: URL) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js');
    await page.route(gone, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.getByRole('link', { name: 'Your account' }).click();
    await page.getByRole('heading', { name: 'ReviewTrace was updated' }).waitFor();
    await screenshot(page, 'chunk-updated-desktop');
    await page.unroute(gone);
    await page.getByRole('button', { name: 'Reload Page' }).click();
    await page.waitForURL('**/business-dashboard/profile');
    await page.getByRole('heading', { name: 'Your account' }).waitFor();
    await page
      .getByRole('heading', { name: 'ReviewTrace was updated' })
      .waitFor({ state: 'detached' });
  });

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
