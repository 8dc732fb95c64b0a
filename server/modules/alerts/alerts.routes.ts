// POST /api/notifications/unsubscribe (docs/notifications.md "Alert mails"): signed out, from a
// mail's link or a mail client's one-click "Unsubscribe" (RFC 8058), which posts a form.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { alertsApi } from '@common/api/alerts';
import { serve } from '../../lib/contract';
import { badRequest } from '../../lib/errors';
import { unsubscribe } from './unsubscribe';

/** Each link is tried by a person or a mail client now and then; a flood is someone guessing. */
const UNSUBSCRIBE_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

const alertsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only in this plugin: the one-click post is `List-Unsubscribe=One-Click` as a form.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.route({
    ...serve(alertsApi.unsubscribe),
    config: { access: 'public', crossSite: true, rateLimit: UNSUBSCRIBE_RATE_LIMIT },
    handler: async (request) => {
      const token = request.query.token ?? request.body?.token;
      if (!token) throw badRequest('unsubscribeLinkInvalid');
      const what = request.query.what ?? request.body?.what ?? 'alerts';
      return unsubscribe(app.database.db, token, what);
    },
  });
};

export default alertsRoutes;
