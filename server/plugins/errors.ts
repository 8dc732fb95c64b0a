// One error handler renders every failure as the envelope of docs/http-api.md, with the catalogue key
// the web app words it by (server/lib/error-key.ts). Expected errors (AppError,
// validation, client mistakes) keep their message; anything else becomes a 500 without internals.
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { codeForStatus } from '@common/error-status';
import type { ErrorCode } from '@common/errors';
import { reportError } from '../lib/error-reporting';
import { AppError } from '../lib/errors';
import { errorBody, schemaRefusal } from '../lib/error-key';

export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again later.';

export function sendError(
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  message: string,
  params?: Record<string, string>,
  extra?: Record<string, unknown>,
  key?: string,
) {
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send({ error: errorBody(code, message, params, key), ...extra });
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    reply.headers(error.headers);
    if (error.statusCode >= 500) reportError(error, request);
    return sendError(
      reply,
      error.statusCode,
      error.code,
      error.message,
      error.params,
      error.extra,
      error.key,
    );
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    // The schema names its docs/product-rules.md §5 text; report the first problem.
    const { message, key } = schemaRefusal(error.validation[0]?.message);
    return sendError(reply, 400, 'VALIDATION_FAILED', message, undefined, undefined, key);
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return sendError(reply, status, codeForStatus(status), clientMessage(error));
  }
  request.log.error({ err: error }, 'request failed');
  reportError(error, request);
  if (status === 503) return sendError(reply, 503, 'SERVICE_UNAVAILABLE', GENERIC_ERROR_MESSAGE);
  return sendError(reply, 500, 'INTERNAL', GENERIC_ERROR_MESSAGE);
}

// Fastify's own 4xx messages are safe and specific (e.g. body too large); strip the code prefix.
function clientMessage(error: FastifyError): string {
  return error.message.replace(/^FST_[A-Z_]+:\s*/, '') || 'Bad request';
}

export default fp(
  async (app) => {
    app.setErrorHandler(handleError);
  },
  { name: 'errors' },
);
