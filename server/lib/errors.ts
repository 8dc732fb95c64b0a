// Typed errors that services throw; the error handler renders each as the envelope of docs/http-api.md.
import { statusOf, type ErrorCode } from '@common/errors';
import { MESSAGES } from '@common/messages';

export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Values the web app words the error with, in the reader's language (`{name}`). */
    readonly params?: Record<string, string>,
    /** Fields the envelope carries beside `error` (the running job of a refused sync). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusOf(code);
  }
}

export const badRequest = (message: string, code: ErrorCode = 'BAD_REQUEST') =>
  new AppError(code, message);
export const unauthenticated = (message = 'Please sign in to continue.') =>
  new AppError('UNAUTHENTICATED', message);
export const forbidden = (message: string = MESSAGES.forbiddenArea) =>
  new AppError('FORBIDDEN', message);
export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
/**
 * Fastify's wording for a path no route matches. Every answer that must look like an unknown
 * route (the API's not-found handler, a route that hides its existence) uses it.
 */
export const routeNotFoundMessage = (request: { method: string; url: string }) =>
  `Route ${request.method} ${request.url.split('?')[0]} not found`;
export const conflict = (message: string, code: ErrorCode = 'CONFLICT') =>
  new AppError(code, message);
export const rateLimited = (retryAfterSeconds: number) =>
  new AppError('RATE_LIMITED', MESSAGES.tooManyAttempts, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
export const serviceUnavailable = (message = 'The service is temporarily unavailable.') =>
  new AppError('SERVICE_UNAVAILABLE', message);
