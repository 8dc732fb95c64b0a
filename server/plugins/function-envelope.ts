// The backend functions under /api/functions/ (docs/product-rules.md §7) answer in their own
// envelope, `{ success, data?, error? }`, failures included, exactly as documented (no code or
// key: callers compare the shape): this plugin is the one place that says so. Their routes throw
// AppError like any other; this handler words the failure in that envelope instead of the API's
// `{ error: { code, key, message } }` (docs/errors.md).
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';
import { reportError } from '../lib/error-reporting';
import { GENERIC_ERROR_MESSAGE } from './errors';
import { API_PREFIX } from '@common/api/route';

const FUNCTIONS_PREFIX = `${API_PREFIX}functions/`;

function envelopeError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'backend function failed');
    reportError(error, request);
  }
  const message = status >= 500 ? GENERIC_ERROR_MESSAGE : error.message;
  if (error instanceof AppError) reply.headers(error.headers);
  return reply.status(status).send({ success: false, error: message });
}

export default fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      if (route.url.startsWith(FUNCTIONS_PREFIX)) route.errorHandler ??= envelopeError;
    });
  },
  { name: 'function-envelope' },
);
