import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { BrowserOptions } from '@sentry/react';
import type * as ReportingModule from './error-reporting';
import type { Logger } from './logger';

let reporting: typeof ReportingModule;
let logger: Logger;

// Each test gets fresh module state: "initialised once" is per page load.
beforeEach(async () => {
  vi.resetModules();
  reporting = await import('./error-reporting');
  ({ logger } = await import('./logger'));
  // As observability.ts does once the page's environment is read.
  logger.setLevel('info');
});

function fakeSentry() {
  const sdk = {
    init: vi.fn(),
    setUser: vi.fn(),
    setContext: vi.fn(),
    addBreadcrumb: vi.fn(),
    captureException: vi.fn(() => 'event-id'),
    breadcrumbsIntegration: vi.fn((options: unknown) => ({ name: 'Breadcrumbs', options })),
    browserTracingIntegration: vi.fn(() => ({ name: 'BrowserTracing' })),
    replayIntegration: vi.fn((options: unknown) => ({ name: 'Replay', options })),
  };
  const load = vi.fn(async () => sdk as never);
  return { sdk, load };
}

const DSN = 'https://key@o1.ingest.example.io/42';
const messages = () => logger.entries().map((entry) => `${entry.level}: ${entry.message}`);

describe('initErrorReporting', () => {
  it('without a DSN logs one line and loads nothing', async () => {
    const { load } = fakeSentry();
    await reporting.initErrorReporting({ environment: 'production' }, load);
    expect(load).not.toHaveBeenCalled();
    expect(messages()).toEqual(['info: Error reporting disabled (no DSN)']);
    expect(reporting.isErrorReportingEnabled()).toBe(false);
  });

  it('initialises once; a second call only warns', async () => {
    const { sdk, load } = fakeSentry();
    await reporting.initErrorReporting({ dsn: DSN }, load);
    await reporting.initErrorReporting({ dsn: DSN }, load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(sdk.init).toHaveBeenCalledTimes(1);
    expect(messages()).toContain('warn: Error reporting is already initialised');
    expect(reporting.isErrorReportingEnabled()).toBe(true);
  });

  it('uses the docs/product-rules.md §9 rates and a masked replay', async () => {
    const { sdk, load } = fakeSentry();
    await reporting.initErrorReporting(
      reporting.errorReportingConfig({ sentryDsn: DSN, environment: 'production', release: '1' }),
      load,
    );
    expect(sdk.init).toHaveBeenCalledWith(
      expect.objectContaining({
        dsn: DSN,
        environment: 'production',
        tracesSampleRate: 0.1,
        replaysSessionSampleRate: 0.01,
        replaysOnErrorSampleRate: 1,
      }),
    );
    expect(sdk.replayIntegration).toHaveBeenCalledWith({
      maskAllText: true,
      maskAllInputs: true,
      blockAllMedia: true,
    });
    expect(sdk.breadcrumbsIntegration).toHaveBeenCalledWith({ history: false });
  });

  it('leaves replay out when neither replay rate is set', async () => {
    const { sdk, load } = fakeSentry();
    await reporting.initErrorReporting({ dsn: DSN, tracesSampleRate: 0.1 }, load);
    expect(sdk.replayIntegration).not.toHaveBeenCalled();
  });

  it('drops debug-level console breadcrumbs and logs errors it did not capture itself', async () => {
    const { sdk, load } = fakeSentry();
    await reporting.initErrorReporting({ dsn: DSN }, load);
    const options = sdk.init.mock.calls[0]?.[0] as BrowserOptions;
    expect(options.beforeBreadcrumb?.({ category: 'console', level: 'debug' })).toBeNull();
    expect(options.beforeBreadcrumb?.({ category: 'console', level: 'warning' })).not.toBeNull();
    const event = { type: undefined, exception: { values: [{ value: 'window error' }] } };
    options.beforeSend?.(event, { originalException: new Error('window error') });
    expect(messages()).toContain('error: window error');
  });
});

describe('reporting while on', () => {
  it('queues what happens before the SDK arrives, then sends it', async () => {
    const { sdk, load } = fakeSentry();
    let release: () => void = () => {};
    const slowLoad = () => new Promise<void>((resolve) => (release = resolve)).then(load);
    const started = reporting.initErrorReporting({ dsn: DSN }, slowLoad);
    const error = new Error('early');
    reporting.captureError(error, { tags: { error_id: 'ABC' } });
    expect(sdk.captureException).not.toHaveBeenCalled();
    release();
    await started;
    expect(sdk.captureException).toHaveBeenCalledWith(
      error,
      expect.objectContaining({ tags: { error_id: 'ABC' }, level: 'error' }),
    );
    expect(messages()).toContain('error: early');
  });

  it('sets the user as id, email and username (full name, else email), and clears it', async () => {
    const { sdk, load } = fakeSentry();
    await reporting.initErrorReporting({ dsn: DSN }, load);
    reporting.setReportingUser({ id: 'u1', email: 'ana@example.com', fullName: 'Ana Ilić' });
    const user = { id: 'u1', email: 'ana@example.com', username: 'Ana Ilić' };
    expect(sdk.setUser).toHaveBeenLastCalledWith(user);
    expect(sdk.setContext).toHaveBeenLastCalledWith('user', user);
    reporting.setReportingUser({ id: 'u2', email: 'bo@example.com', fullName: null });
    expect(sdk.setUser).toHaveBeenLastCalledWith(
      expect.objectContaining({ username: 'bo@example.com' }),
    );
    reporting.setReportingUser(null);
    expect(sdk.setUser).toHaveBeenLastCalledWith(null);
  });

  it('turns log entries into breadcrumbs, except debug ones', async () => {
    const { sdk, load } = fakeSentry();
    await reporting.initErrorReporting({ dsn: DSN }, load);
    sdk.addBreadcrumb.mockClear();
    logger.setLevel('debug');
    logger.debug('tiny detail');
    logger.warn('Slow answer', { category: 'api' });
    expect(sdk.addBreadcrumb).toHaveBeenCalledTimes(1);
    expect(sdk.addBreadcrumb).toHaveBeenCalledWith(
      expect.objectContaining({ category: 'log.api', level: 'warning', message: 'Slow answer' }),
    );
  });

  it('replays what was logged before the SDK arrived', async () => {
    const { sdk, load } = fakeSentry();
    logger.warn('Before the SDK', { category: 'auth' });
    await reporting.initErrorReporting({ dsn: DSN }, load);
    expect(sdk.addBreadcrumb).toHaveBeenCalledWith(
      expect.objectContaining({ category: 'log.auth', message: 'Before the SDK' }),
    );
  });

  it('sends navigation notes with path, query and hash', async () => {
    const { sdk, load } = fakeSentry();
    await reporting.initErrorReporting({ dsn: DSN }, load);
    sdk.addBreadcrumb.mockClear();
    reporting.addNavigationNote({ pathname: '/auth', search: '', hash: '' });
    reporting.addNavigationNote({
      pathname: '/business-dashboard',
      search: '?range=7d',
      hash: '#top',
    });
    expect(sdk.addBreadcrumb).toHaveBeenCalledTimes(2);
    expect(sdk.addBreadcrumb).toHaveBeenLastCalledWith({
      type: 'navigation',
      category: 'navigation',
      data: {
        from: '/auth',
        to: '/business-dashboard?range=7d#top',
        path: '/business-dashboard',
        query: '?range=7d',
        hash: '#top',
      },
    });
    expect(logger.entries().at(-1)).toMatchObject({
      level: 'info',
      category: 'ui',
      message: 'Navigated to /business-dashboard?range=7d#top',
    });
  });
});
