// Typed errors that services throw; the error handler renders each as the envelope of docs/http-api.md.
// Every throw names its words by their catalogue name (common/messages.ts), never by their English
// text: the answer's `key` is that name, so editing a sentence never changes which words the web
// app shows (docs/errors.md). A text of a route's own, outside the catalogue, is `plain(text)`
// and worded in the web app by its code.
import { statusOf, type ErrorCode } from '@common/errors';
import { MESSAGES, type MessageName } from '@common/messages';

export type { MessageName } from '@common/messages';
/** Words outside the catalogue: the web app words them by the error's code. */
export interface PlainText {
  text: string;
}
export type Words = MessageName | PlainText;
export const plain = (text: string): PlainText => ({ text });

/** The catalogue key of an error's words (docs/errors.md). */
function keyOf(code: ErrorCode, words: Words): string {
  if (typeof words === 'string') return `messages.${words}`;
  return code === 'INTERNAL' ? 'errors.unexpected' : `errors.codes.${code}`;
}

export class AppError extends Error {
  readonly statusCode: number;
  readonly key: string;
  constructor(
    readonly code: ErrorCode,
    words: Words,
    readonly headers: Record<string, string> = {},
    /** Values the web app words the error with, in the reader's language (`{name}`). */
    readonly params?: Record<string, string>,
    /** Fields the envelope carries beside `error` (the running job of a refused sync). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(typeof words === 'string' ? MESSAGES[words] : words.text);
    this.name = 'AppError';
    this.statusCode = statusOf(code);
    this.key = keyOf(code, words);
  }
}

export const badRequest = (words: Words, code: ErrorCode = 'BAD_REQUEST') =>
  new AppError(code, words);
export const unauthenticated = (words: Words = plain('Please sign in to continue.')) =>
  new AppError('UNAUTHENTICATED', words);
export const forbidden = (words: Words = 'forbiddenArea') => new AppError('FORBIDDEN', words);
export const notFound = (words: Words = plain('Not found')) => new AppError('NOT_FOUND', words);
/**
 * Fastify's wording for a path no route matches. Every answer that must look like an unknown
 * route (the API's not-found handler, a route that hides its existence) uses it.
 */
export const routeNotFoundMessage = (request: { method: string; url: string }) =>
  `Route ${request.method} ${request.url.split('?')[0]} not found`;
export const conflict = (words: Words, code: ErrorCode = 'CONFLICT') => new AppError(code, words);
export const rateLimited = (retryAfterSeconds: number) =>
  new AppError('RATE_LIMITED', 'tooManyAttempts', {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
export const serviceUnavailable = (
  words: Words = plain('The service is temporarily unavailable.'),
) => new AppError('SERVICE_UNAVAILABLE', words);
