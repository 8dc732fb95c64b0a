// Answers for requests that never reach a public route: a URL the router cannot decode, and a
// path below /e or /qr that names no route. A phone that scanned a QR code must see a page, never
// the API's JSON; JSON callers keep the envelope (docs/http-api.md).
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { codeForStatus } from '@common/error-status';
import { routeNotFoundMessage } from '../../lib/errors';
import { GENERIC_ERROR_MESSAGE, sendError } from '../../plugins/errors';
import { writeSecurityHeaders } from '../../plugins/security-headers';
import { renderMessagePage } from './message-page';
import { isJsonRequest, sendHtml } from './public-errors';
import { chooseLanguage } from './public-texts';

const PUBLIC_PAGE_PATH = /^\/(e|qr)(\/|$)/;

const visitorLanguage = (request: FastifyRequest) =>
  chooseLanguage(undefined, request.headers['accept-language']);

export function answerPublicNotFound(request: FastifyRequest, reply: FastifyReply) {
  if (isJsonRequest(request)) {
    return sendError(reply, 404, 'NOT_FOUND', routeNotFoundMessage(request));
  }
  return sendHtml(reply, 404, renderMessagePage('notFound', visitorLanguage(request)));
}

/** FST_ERR_BAD_URL (400) and FST_ERR_MAX_PARAM_LENGTH (414), answered like any other failure. */
export function answerBadUrl(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
  hasWebApp: boolean,
) {
  // Sent before any onRequest hook ran, so the security headers are written here. The app's set
  // fits every answer below: the pages have no scripts and only inline styles.
  if (request.server.hasDecorator('appSecurityHeaders')) {
    writeSecurityHeaders(reply, request.server.appSecurityHeaders);
  }
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, 'INTERNAL', GENERIC_ERROR_MESSAGE);
  }
  const pathname = (request.url ?? '/').split('?')[0] ?? '/';
  // A public page names no employee with an undecodable slug: the not-found page.
  if (PUBLIC_PAGE_PATH.test(pathname) && !isJsonRequest(request)) {
    return sendHtml(reply, 404, renderMessagePage('notFound', visitorLanguage(request)));
  }
  const page = request.method === 'GET' || request.method === 'HEAD';
  if (hasWebApp && page && !/^\/(api|auth\/google)(\/|$)/.test(pathname)) {
    return sendHtml(reply, status, renderMessagePage('error', visitorLanguage(request)));
  }
  const message = status === 414 ? 'URL too long' : 'Malformed URL';
  return sendError(reply, status, codeForStatus(status), message);
}
