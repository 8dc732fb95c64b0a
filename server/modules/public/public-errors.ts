// Failures on the public pages answer as pages, in the visitor's language: a phone that scanned a
// QR code should never show a JSON envelope. JSON callers of POST /e/{slug}/confirm keep the API's
// envelope. Everything these routes do besides rendering is one database statement (for touches
// and clickouts one per batch of concurrent requests, failing or committing as a whole), so an
// unexpected failure means nothing was stored: 503 "try again", never a false success.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { LANGUAGES } from '@common/constants';
import { AppError } from '../../lib/errors';
import { GENERIC_ERROR_MESSAGE, sendError } from '../../plugins/errors';
import { renderMessagePage, type MessageKind } from './message-page';
import { RequestCapError } from './public-limits';
import { chooseLanguage } from './public-texts';

/** How long a visitor should wait before retrying after the database failed. */
const RETRY_AFTER_SECONDS = 5;

export function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('vary', 'Accept-Language')
    .send(html);
}

export const isJsonRequest = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').toLowerCase().startsWith('application/json');

function languageOf(request: FastifyRequest) {
  const raw = (request.query as { lang?: unknown } | undefined)?.lang;
  const lang = LANGUAGES.find((code) => code === raw);
  return chooseLanguage(lang, request.headers['accept-language']);
}

function sendPage(request: FastifyRequest, reply: FastifyReply, status: number, kind: MessageKind) {
  // Language links only where following them repeats the same request (GET).
  const path = request.method === 'GET' ? request.url.split('?')[0] : undefined;
  return sendHtml(reply, status, renderMessagePage(kind, languageOf(request), path));
}

export function handlePublicError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const expected = error instanceof AppError || (error.statusCode ?? 500) < 500;
  if (!expected) request.log.error({ err: error }, 'public page failed');

  if (isJsonRequest(request)) {
    // The API's own handler renders expected errors; a failed statement is "try again" here too.
    if (expected) throw error;
    reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    return sendError(reply, 503, 'SERVICE_UNAVAILABLE', GENERIC_ERROR_MESSAGE);
  }
  if (error instanceof AppError) {
    reply.headers(error.headers);
    if (error.statusCode === 404) return sendPage(request, reply, 404, 'notFound');
    if (error instanceof RequestCapError) return sendPage(request, reply, 429, 'slowDown');
    if (error.statusCode === 429) return sendPage(request, reply, 429, 'tooMany');
    return sendPage(request, reply, error.statusCode, 'error');
  }
  // A slug or query our schemas refuse names no page.
  if (hasZodFastifySchemaValidationErrors(error)) return sendPage(request, reply, 404, 'notFound');
  if (expected) return sendPage(request, reply, error.statusCode ?? 400, 'error');
  reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  return sendPage(request, reply, 503, 'unavailable');
}
