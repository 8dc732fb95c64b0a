// How handled errors are logged and reported: crashes, the central error handler's (docs/product-rules.md §8) and
// the query client's global callbacks (web/lib/query-client.ts). Kept apart from the handler's message
// mapping so the first download carries none of the message tables.
import { ApiError } from './api-client';
import type { ErrorSeverity } from './error-handler';
import { crashRecord, type CrashRecord } from './crash-record';
import { captureError, type ErrorContext } from './error-reporting';
import { logger } from './logger';

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : '';
}

/**
 * The query client's last resort for failed queries and mutations. Screens show their own
 * messages, so this only logs; failures the server did not mean (5xx, a bug in the page's code)
 * also go to error reporting. Expected refusals (4xx) and lost connections are only logged.
 */
export function reportQueryError(
  error: unknown,
  source: { queryKey: readonly unknown[] } | { options: { mutationKey?: readonly unknown[] } },
): void {
  const query = 'queryKey' in source;
  const key = query ? source.queryKey : source.options.mutationKey;
  const data = { kind: query ? 'query' : 'mutation', key: key?.join('/') };
  if (error instanceof ApiError && error.status < 500) {
    logger.warn(messageOf(error) || `Request failed (${error.status})`, {
      category: 'api',
      data: { ...data, status: error.status, code: error.code },
    });
    return;
  }
  captureError(error, { tags: { source: data.kind }, extra: data });
}

const LEVEL: Record<ErrorSeverity, NonNullable<ErrorContext['level']>> = {
  low: 'warning',
  medium: 'error',
  high: 'error',
  critical: 'fatal',
};

/** Logs the error and sends it to error reporting, tagged with its severity. */
export function reportHandledError(error: unknown, severity: ErrorSeverity = 'medium'): void {
  captureError(error, { level: LEVEL[severity], tags: { severity } });
}

/** Sends a crash to error reporting once, tagged with the ID the screen shows. */
export function reportCrash(error: unknown): CrashRecord {
  const record = crashRecord(error);
  if (!record.reported) {
    record.reported = true;
    captureError(error, { level: 'fatal', tags: { error_id: record.id, source: 'crash-screen' } });
  }
  return record;
}
