import { describe, expect, it, vi } from 'vitest';
import {
  createErrorReporter,
  reportingOrigins,
  scrubEvent,
  type SentryNodeModule,
} from './error-reporting';

function fakeSentry() {
  const sentry = {
    init: vi.fn(),
    captureException: vi.fn(() => 'event-id'),
    close: vi.fn(async () => true),
  };
  return { sentry, load: vi.fn(async () => sentry as unknown as SentryNodeModule) };
}

describe('createErrorReporter', () => {
  it('without a DSN logs one line and never imports the SDK', async () => {
    const { load } = fakeSentry();
    const log = { info: vi.fn() };
    const reporter = await createErrorReporter({
      dsn: undefined,
      environment: 'production',
      release: '1.0.0',
      log,
      load,
    });
    expect(reporter).toBeNull();
    expect(load).not.toHaveBeenCalled();
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(log.info).toHaveBeenCalledWith('error reporting disabled');
  });

  it('with a DSN initialises the SDK with the environment, release and trace rate', async () => {
    const { sentry, load } = fakeSentry();
    const reporter = await createErrorReporter({
      dsn: 'https://key@o1.ingest.example.io/42',
      environment: 'production',
      release: '1.0.0',
      log: { info: vi.fn() },
      load,
    });
    expect(sentry.init).toHaveBeenCalledWith(
      expect.objectContaining({
        dsn: 'https://key@o1.ingest.example.io/42',
        environment: 'production',
        release: '1.0.0',
        tracesSampleRate: 0.1,
        sendDefaultPii: false,
      }),
    );
    const error = new Error('boom');
    reporter?.report(error, { requestId: 'req-1', method: 'GET', route: '/x', statusCode: 500 });
    expect(sentry.captureException).toHaveBeenCalledWith(
      error,
      expect.objectContaining({ tags: { request_id: 'req-1' } }),
    );
    await reporter?.close();
    expect(sentry.close).toHaveBeenCalled();
  });
});

describe('scrubEvent', () => {
  it('drops cookies, body, headers and query string from a reported request', () => {
    const event = scrubEvent({
      request: {
        url: 'https://app.example/api/x?code=secret',
        cookies: { rt_session: 'token' },
        data: { password: 'hunter2' },
        headers: { cookie: 'rt_session=token' },
        query_string: 'code=secret',
      },
    });
    expect(event.request).toEqual({ url: 'https://app.example/api/x' });
  });
});

describe('reportingOrigins', () => {
  it('allows the DSN origin only, without its key', () => {
    expect(reportingOrigins('https://key@o1.ingest.example.io/42')).toEqual([
      'https://o1.ingest.example.io',
    ]);
    expect(reportingOrigins(undefined)).toEqual([]);
  });
});
