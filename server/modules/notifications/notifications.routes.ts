// POST /api/functions/get-notification-data (docs/product-rules.md §7 backend function, its own envelope) and
// POST /api/notifications/seen (docs/http-api.md).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  notificationEnvelopeSchema,
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
  notificationsSeenSchema,
} from '@common/schemas/notifications';
import { errorEnvelopeSchema } from '@common/schemas/common';
import {
  markNotificationsSeen,
  notificationData,
  notificationPreferences,
  saveNotificationPreferences,
} from './notifications.service';

// The documented caller posts "none, JSON content-type": an empty body must read as {}, where
// Fastify's JSON parser would answer 400. Every other body still goes through that parser.
// `notifications: true` (the web app's bell) adds the latest notifications, read or not; the
// documented caller, posting nothing, gets exactly the documented shape.
const optionalBody = z.object({ notifications: z.boolean().optional() }).nullish();
const seenBody = notificationsSeenSchema.partial().nullish();

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
      data: await notificationData(app.database.db, await request.scope(), {
        withNotifications: request.body?.notifications === true,
      }),
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
        await request.scope(),
        request.body?.lastSeenAt ?? null,
      ),
  );

  app.get(
    '/api/notifications/preferences',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['notifications'],
        summary: 'The notification kinds the caller can receive and those they turned off',
        response: { 200: notificationPreferencesSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => notificationPreferences(app.database.db, await request.scope()),
  );

  app.put(
    '/api/notifications/preferences',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['notifications'],
        summary: 'Turns notification kinds off (the ones listed) and on (the rest)',
        body: notificationPreferencesUpdateSchema,
        response: {
          200: notificationPreferencesSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
        },
      },
    },
    async (request) =>
      saveNotificationPreferences(app.database.db, await request.scope(), request.body.muted),
  );
};

export default notificationsRoutes;
