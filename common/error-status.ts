// The generic error code of an HTTP status, for failures that carry no code of their own. Apart
// from common/errors.ts so the browser's first download (web/lib/api-client.ts) holds this small
// table and not the whole code list, which only lazily loaded screens need (ADR 014's budget).
import type { ErrorCode } from './errors';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  410: 'GONE',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
};

/** The generic code for a status, for failures that carry no code of their own. */
export function codeForStatus(status: number): ErrorCode {
  return CODE_BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
}
