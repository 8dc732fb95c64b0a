// Turns on error reporting for the app when a DSN is configured (server/lib/error-reporting.ts)
// and gives the error handler its `reportError` hook. Register it right after the errors plugin.
import fp from 'fastify-plugin';
import { createErrorReporter, type ErrorReporter, type SentryLoader } from '../lib/error-reporting';

interface ErrorReportingOptions {
  dsn: string | undefined;
  environment: string;
  release: string;
  /** Tests: a reporter to use instead of the SDK (null: off, without the log line). */
  reporter?: ErrorReporter | null;
  load?: SentryLoader;
}

export default fp<ErrorReportingOptions>(
  async (app, options) => {
    const reporter =
      options.reporter !== undefined
        ? options.reporter
        : await createErrorReporter({ ...options, log: app.log });
    if (!reporter) return;
    app.decorate('reportError', (error: unknown, request) => {
      const status = (error as { statusCode?: unknown } | null)?.statusCode;
      reporter.report(error, {
        requestId: String(request.id),
        method: request.method,
        route: request.routeOptions.url,
        statusCode: typeof status === 'number' && status >= 500 ? status : 500,
      });
    });
    app.addHook('onClose', () => reporter.close());
  },
  { name: 'error-reporting' },
);
