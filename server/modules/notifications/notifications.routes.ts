// POST /api/functions/get-notification-data (docs/product-rules.md §7 backend function, its own envelope) and
// POST /api/notifications/seen (docs/http-api.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  markNotificationsSeen,
  notificationData,
  notificationPreferences,
  saveNotificationPreferences,
} from './notifications.service';
import { notificationsApi } from '@common/api/notifications';
import { serve } from '../../lib/contract';

const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, {});
    return jsonParser(request, String(body), done);
  });

  app.route({
    ...serve(notificationsApi.feed),
    config: { access: 'signedIn' },
    handler: async (request) => ({
      success: true,
      data: await notificationData(app.database.db, await request.scope(), {
        withNotifications: request.body?.notifications === true,
      }),
    }),
  });

  app.route({
    ...serve(notificationsApi.markSeen),
    config: { access: 'signedIn' },
    handler: async (request) =>
      markNotificationsSeen(
        app.database.db,
        await request.scope(),
        request.body?.lastSeenAt ?? null,
      ),
  });

  app.route({
    ...serve(notificationsApi.preferences),
    config: { access: 'signedIn' },
    handler: async (request) => notificationPreferences(app.database.db, await request.scope()),
  });

  app.route({
    ...serve(notificationsApi.setPreferences),
    config: { access: 'signedIn' },
    handler: async (request) =>
      saveNotificationPreferences(app.database.db, await request.scope(), request.body),
  });
};

export default notificationsRoutes;
