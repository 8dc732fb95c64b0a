// Error reporting in the browser (docs/product-rules.md §4, §9). Off unless the server configured a DSN; then the
// SDK and its settings (sentry-bridge.ts) download once the page is idle, in their own chunks,
// so the first page carries only this small front. Calls made before they arrive are queued; log
// entries need no queue, the bridge replays the log as breadcrumbs when it starts.
import { ERROR_SERVICE } from '@common/constants';
import type { PublicConfig } from '@common/public-config';
import { logger } from './logger';
import type {
  Bridge,
  ErrorContext,
  ErrorReportingConfig,
  ReportingUser,
  SentryLoader,
} from './error-reporting-types';
import { whenIdle } from './when-idle';

export interface NoteLocation {
  pathname: string;
  search: string;
  hash: string;
}
export type {
  ErrorContext,
  ErrorReportingConfig,
  ReportingUser,
  SentryLoader,
  SentryModule,
} from './error-reporting-types';

let initialised = false;
let enabled = false;
let bridge: Bridge | null = null;
let queue: ((bridge: Bridge) => void)[] = [];
/** Errors that went through captureError (already logged there). */
const captured = new WeakSet<object>();
const isCaptured = (error: unknown) => typeof error === 'object' && !!error && captured.has(error);

function send(task: (bridge: Bridge) => void): void {
  if (bridge) task(bridge);
  else if (enabled && queue.length < 100) queue.push(task);
}

/** The configuration of docs/product-rules.md §9 for a page, from what the server told it. */
export function errorReportingConfig(config: PublicConfig): ErrorReportingConfig {
  return {
    dsn: config.sentryDsn,
    environment: config.environment,
    release: config.release,
    tracesSampleRate: ERROR_SERVICE.tracesSampleRate,
    replaysSessionSampleRate: ERROR_SERVICE.replaysSessionSampleRate,
    replaysOnErrorSampleRate: ERROR_SERVICE.replaysOnErrorSampleRate,
  };
}

const loadWhenIdle: SentryLoader = () =>
  new Promise<void>((resolve) => whenIdle(resolve)).then(() => import('@sentry/react'));

/** Starts error reporting once; a second call only warns (docs/product-rules.md §4). */
export async function initErrorReporting(
  config: ErrorReportingConfig,
  load: SentryLoader = loadWhenIdle,
): Promise<void> {
  if (initialised) {
    logger.warn('Error reporting is already initialised', { category: 'error' });
    return;
  }
  initialised = true;
  if (!config.dsn) {
    logger.info('Error reporting disabled (no DSN)');
    return;
  }
  enabled = true;
  try {
    const [sdk, { startSentry }] = await Promise.all([load(), import('./sentry-bridge')]);
    bridge = startSentry(sdk, config, isCaptured);
    queue.splice(0).forEach(send);
    logger.info('Error reporting initialised');
  } catch (error) {
    enabled = false;
    queue = [];
    logger.warn('Error reporting could not start', { category: 'error', data: error });
  }
}

export function isErrorReportingEnabled(): boolean {
  return enabled;
}

/** Who is signed in (null: nobody); set on sign-in, cleared on sign-out (docs/product-rules.md §4). */
export function setReportingUser(user: ReportingUser | null): void {
  send((b) => b.setUser(user));
}

/** Logs an error and sends it to error reporting (when on). */
export function captureError(error: unknown, context: ErrorContext = {}): void {
  const level = context.level ?? 'error';
  logger[level === 'warning' ? 'warn' : level](
    (error instanceof Error ? error.message : String(error)) || 'Unknown error',
    { category: 'error', data: { error, ...context.tags, ...context.extra } },
  );
  if (typeof error === 'object' && error) captured.add(error);
  send((b) => b.capture(error, { ...context, level }));
}

let lastNote: string | undefined;

/**
 * A navigation note (docs/product-rules.md §2) with path, query string and hash. It is a log entry (category ui);
 * the bridge turns it into the reporting service's navigation breadcrumb.
 */
export function addNavigationNote({ pathname, search, hash }: NoteLocation): void {
  const to = pathname + search + hash;
  logger.info(`Navigated to ${to}`, {
    category: 'ui',
    data: { kind: 'navigation', from: lastNote, to, path: pathname, query: search, hash },
  });
  lastNote = to;
}
