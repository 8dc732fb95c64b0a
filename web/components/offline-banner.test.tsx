import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CONNECTION_EVENT } from '../lib/api-client';
import en from '../locales/dashboard/en.json';
import sr from '../locales/dashboard/sr.json';
import { draw } from '../testing/render';
import { OfflineBanner } from './offline-banner';

function setNavigatorOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
}

function announce(event: Event) {
  act(() => {
    window.dispatchEvent(event);
  });
}

const banner = () => screen.queryByRole('status')?.textContent ?? null;

afterEach(() => setNavigatorOnline(true));

describe('the offline banner', () => {
  it('shows nothing while the browser is online and the server answers', async () => {
    await draw(<OfflineBanner />, { parts: ['dashboard'] });
    expect(banner()).toBeNull();
  });

  it('says the device is offline until the network is back', async () => {
    await draw(<OfflineBanner />, { parts: ['dashboard'] });
    setNavigatorOnline(false);
    announce(new Event('offline'));
    expect(banner()).toBe(en.shell.offline);
    setNavigatorOnline(true);
    announce(new Event('online'));
    expect(banner()).toBeNull();
  });

  it('says the server cannot be reached while requests fail, and clears when one gets through', async () => {
    await draw(<OfflineBanner />, { parts: ['dashboard'] });
    announce(new CustomEvent(CONNECTION_EVENT, { detail: false }));
    expect(banner()).toBe(en.shell.unreachable);
    announce(new CustomEvent(CONNECTION_EVENT, { detail: true }));
    expect(banner()).toBeNull();
  });

  it('speaks Serbian to a Serbian reader who opens the app offline', async () => {
    setNavigatorOnline(false);
    await draw(<OfflineBanner />, { language: 'sr', parts: ['dashboard'] });
    expect(banner()).toBe(sr.shell.offline);
  });
});
