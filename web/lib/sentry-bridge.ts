// The reporting service's side of error reporting, downloaded with the SDK only when a DSN is
// configured (docs/product-rules.md §9): the SDK settings (sample rates, masked replay that is left out when
// neither replay rate is set, no debug-level console breadcrumbs), log entries as breadcrumbs,
// the user, and captures. Every error the SDK sends on its own is written to the log.
import type { BrowserOptions } from '@sentry/react';
import { ERROR_SERVICE } from '@common/constants';
import type { Bridge, ErrorReportingConfig, SentryModule } from './error-reporting-types';
import { logger, type LogEntry } from './logger';

const SEVERITY = { debug: 'debug', info: 'info', warn: 'warning', error: 'error', fatal: 'fatal' };

function sentryOptions(
  sdk: SentryModule,
  config: ErrorReportingConfig,
  isCaptured: (error: unknown) => boolean,
): BrowserOptions {
  const replay = Boolean(config.replaysSessionSampleRate || config.replaysOnErrorSampleRate);
  return {
    dsn: config.dsn,
    environment: config.environment ?? ERROR_SERVICE.environment,
    release: config.release,
    tracesSampleRate: config.tracesSampleRate,
    replaysSessionSampleRate: config.replaysSessionSampleRate,
    replaysOnErrorSampleRate: config.replaysOnErrorSampleRate,
    integrations: [
      // Navigation notes come from the router (addNavigationNote), not from the SDK's own.
      sdk.breadcrumbsIntegration({ history: false }),
      sdk.browserTracingIntegration(),
      ...(replay
        ? [sdk.replayIntegration({ maskAllText: true, maskAllInputs: true, blockAllMedia: true })]
        : []),
    ],
    beforeBreadcrumb: (breadcrumb) =>
      breadcrumb.category === 'console' && breadcrumb.level === 'debug' ? null : breadcrumb,
    beforeSend(event, hint) {
      if (!isCaptured(hint.originalException)) {
        logger.error(event.exception?.values?.[0]?.value ?? event.message ?? 'Error captured', {
          category: 'error',
          data: { eventId: event.event_id },
        });
      }
      return event;
    },
  };
}

function breadcrumbOf(entry: LogEntry) {
  const data = entry.data as { kind?: unknown } | undefined;
  if (entry.category === 'ui' && data?.kind === 'navigation') {
    const { kind: _kind, ...navigation } = data;
    return { type: 'navigation', category: 'navigation', data: navigation };
  }
  return {
    category: `log.${entry.category}`,
    level: SEVERITY[entry.level] as 'info',
    message: entry.message,
    timestamp: Date.parse(entry.timestamp) / 1000,
  };
}

/** Starts the SDK and connects it to the log; what happened before is replayed. */
export function startSentry(
  sdk: SentryModule,
  config: ErrorReportingConfig,
  isCaptured: (error: unknown) => boolean,
): Bridge {
  sdk.init(sentryOptions(sdk, config, isCaptured));
  const forward = (entry?: LogEntry) => {
    if (entry && entry.level !== 'debug') sdk.addBreadcrumb(breadcrumbOf(entry));
  };
  logger
    .entries()
    .slice(-100)
    .forEach((entry) => forward(entry));
  logger.subscribe(forward);
  const guard = (task: () => void) => {
    try {
      task();
    } catch {
      // Reporting must never break the page it reports on.
    }
  };
  return {
    capture: (error, { tags, extra, level }) =>
      guard(() => sdk.captureException(error, { tags, extra, level })),
    setUser: (user) =>
      guard(() => {
        // docs/product-rules.md §4: id, email and a username (full name, else email), plus a `user` context.
        const identity = user && {
          id: user.id,
          email: user.email,
          username: user.fullName || user.email,
        };
        sdk.setUser(identity);
        sdk.setContext('user', identity);
      }),
  };
}
