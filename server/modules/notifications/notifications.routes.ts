// POST /api/functions/get-notification-data (SPEC §7 backend function, its own envelope) and
// POST /api/notifications/seen (DESIGN §5).
import { z } from 'zod';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationEnvelopeSchema, notificationsSeenSchema } from '@common/schemas/notifications';
import { GENERIC_ERROR_MESSAGE } from '../../plugins/errors';
import { markNotificationsSeen, notificationData } from './notifications.service';

// The SPEC's caller posts "none, JSON content-type": an empty body must read as {}, where
// Fastify's JSON parser would answer 400. Every other body still goes through that parser.
const optionalBody = z.object({}).nullish();
const seenBody = notificationsSeenSchema.partial().nullish();

/** The SPEC function's failures keep its envelope, 401 included (the auth hook throws it). */
function envelopeError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  if (status >= 500) request.log.error({ err: error }, 'get-notification-data failed');
  const message = status >= 500 ? GENERIC_ERROR_MESSAGE : error.message;
  return reply.status(status).send({ success: false, error: message });
}

const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, {});
    return jsonParser(request, String(body), done);
  });

  app.post(
    '/api/functions/get-notification-data',
    {
      config: { access: 'signedIn' },
      errorHandler: envelopeError,
      schema: {
        tags: ['functions'],
        summary: 'The notification bell: unread and latest events, unread count, all-time totals',
        body: optionalBody,
        response: {
          200: notificationEnvelopeSchema,
          400: notificationEnvelopeSchema,
          401: notificationEnvelopeSchema,
          403: notificationEnvelopeSchema,
          500: notificationEnvelopeSchema,
        },
      },
    },
    async (request) => ({
      success: true,
      data: await notificationData(app.database.db, await request.requireAuth()),
    }),
  );

  app.post(
    '/api/notifications/seen',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['notifications'],
        summary: 'Marks notifications seen up to lastSeenAt (default now); never moves back',
        body: seenBody,
        response: { 200: notificationsSeenSchema },
      },
    },
    async (request) =>
      markNotificationsSeen(
        app.database.db,
        await request.requireAuth(),
        request.body?.lastSeenAt ?? null,
      ),
  );
};

export default notificationsRoutes;
