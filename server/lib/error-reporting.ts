// Server-side error reporting (docs/product-rules.md §4, §9): @sentry/node, active only when SENTRY_DSN is set.
// The SDK is imported on demand, so a server without a DSN never loads it and starts as fast as
// before. Reports carry the request id, method and route pattern: never the body, cookies,
// headers or query string (they may hold passwords, session tokens or OAuth codes).
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type * as SentryNode from '@sentry/node';
import { ERROR_SERVICE } from '@common/constants';

interface ReportContext {
  requestId: string;
  method: string;
  /** The route pattern (/api/employees/:id), not the concrete URL. */
  route: string | undefined;
  statusCode: number;
}

export interface ErrorReporter {
  report(error: unknown, context: ReportContext): void;
  close(): Promise<void>;
}

export type SentryNodeModule = Pick<typeof SentryNode, 'init' | 'captureException' | 'close'>;
export type SentryLoader = () => Promise<SentryNodeModule>;

export interface ErrorReporterOptions {
  dsn: string | undefined;
  environment: string;
  release: string;
  log: Pick<FastifyBaseLogger, 'info'>;
  /** The SDK import; tests pass a fake. */
  load?: SentryLoader;
}

const loadSentry: SentryLoader = () => import('@sentry/node');

interface ScrubbableEvent {
  request?: {
    url?: string;
    cookies?: unknown;
    data?: unknown;
    headers?: unknown;
    query_string?: unknown;
  };
}

/** Drops what a request may carry about the person (SDK integrations add it on their own). */
export function scrubEvent<E extends ScrubbableEvent>(event: E): E {
  const request = event.request;
  if (request) {
    delete request.cookies;
    delete request.data;
    delete request.headers;
    delete request.query_string;
    if (request.url) request.url = request.url.split('?')[0];
  }
  return event;
}

/** Null when no DSN is configured: one log line, no SDK import, nothing else. */
export async function createErrorReporter(
  options: ErrorReporterOptions,
): Promise<ErrorReporter | null> {
  if (!options.dsn) {
    options.log.info('error reporting disabled');
    return null;
  }
  const Sentry = await (options.load ?? loadSentry)();
  Sentry.init({
    dsn: options.dsn,
    environment: options.environment,
    release: options.release,
    tracesSampleRate: ERROR_SERVICE.tracesSampleRate,
    sendDefaultPii: false,
    beforeSend: (event) => scrubEvent(event),
    beforeSendTransaction: (event) => scrubEvent(event),
  });
  options.log.info({ environment: options.environment }, 'error reporting enabled');
  return {
    report(error, context) {
      Sentry.captureException(error, {
        tags: { request_id: context.requestId },
        contexts: {
          request: {
            method: context.method,
            route: context.route ?? 'unknown',
            status_code: context.statusCode,
          },
        },
      });
    },
    async close() {
      await Sentry.close(2000);
    },
  };
}

/** The origin the browser sends error reports to (for the Content-Security-Policy). */
export function reportingOrigins(dsn: string | undefined): string[] {
  if (!dsn || !URL.canParse(dsn)) return [];
  return [new URL(dsn).origin];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the error-reporting plugin when a DSN is configured. */
    reportError?: (error: unknown, request: FastifyRequest) => void;
  }
}

/** The error handler's hook for a 5xx answer; does nothing when reporting is off. */
export function reportError(error: unknown, request: FastifyRequest): void {
  request.server.reportError?.(error, request);
}
