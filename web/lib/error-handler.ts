// The central error handler's pure parts (docs/product-rules.md §8): what the toast says for an error. Logging and
// reporting are in error-reports.ts (part of the first download, unlike the message tables used
// here); the React side is web/components/error-handling-provider.tsx and use-error-handler.ts.
import { ApiError } from './api-client';
import type { ErrorText } from './describe-error';
import { describeMessage } from './describe-message';

export type ErrorSeverity = 'low' | 'medium' | 'high' | 'critical';

export interface HandleErrorOptions {
  /** Default medium (docs/product-rules.md §8). */
  severity?: ErrorSeverity;
  /** The toast's title; default 'An error occurred'. */
  title?: string;
  /** Offers a Retry action in the toast. */
  retry?: () => void;
  /** False: log and report only, no toast (for screens that show the error themselves). */
  toast?: boolean;
}

export type ToastText =
  ErrorText | { key: 'errors.authentication' | 'errors.validation' | 'errors.generic' };

function errorMessageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error && 'message' in error) {
    return typeof error.message === 'string' ? error.message : '';
  }
  return '';
}

const has = (text: string, ...needles: string[]) =>
  needles.some((needle) => text.includes(needle.toLowerCase()));

/**
 * The toast text of docs/product-rules.md §8, first rule that matches: connection, authentication, input, else
 * the error's own message (in the interface language when it is one of the server's texts) or a
 * generic line. A request that never reached the server and a 401 count as what they are even
 * when their message does not say so.
 */
export function errorToastText(error: unknown): ToastText {
  const message = errorMessageOf(error).trim();
  const lower = message.toLowerCase();
  const status = error instanceof ApiError ? error.status : undefined;
  if (error instanceof ApiError && error.key) {
    return { key: error.key, ...(error.params ? { params: error.params } : {}) };
  }
  if (has(lower, 'Failed to fetch', 'Network request failed') || status === 0) {
    return { key: 'errors.network' };
  }
  if (has(lower, 'auth/', '401', '403') || status === 401) return { key: 'errors.authentication' };
  if (has(lower, 'validation', 'required')) return { key: 'errors.validation' };
  return message ? describeMessage(message) : { key: 'errors.generic' };
}
