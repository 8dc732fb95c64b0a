// GET /api/realtime: the live feed over Server-Sent Events (docs/http-api.md "Realtime", ADR 007).
// The reply is hijacked and written raw: Fastify's serializers and onSend hooks would wait for a
// body that never ends. Helmet has already set its headers on the raw response (onRequest), and
// no compression plugin sits in front, so nothing buffers the stream.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RealtimeHub } from './realtime.hub';
import { SseStream } from './sse-stream';
import { realtimeApi } from '@common/api/realtime';
import { serve } from '../../lib/contract';

const realtimeRoutes: FastifyPluginAsyncZod = async (app) => {
  const hub = new RealtimeHub({
    database: app.database,
    log: app.log,
    databaseUrl: app.config.databaseUrl,
  });
  // preClose, not onClose: server.close() waits for open responses, and streams never finish.
  app.addHook('preClose', async () => hub.stop());

  app.route({
    ...serve(realtimeApi.events),
    config: { access: 'signedIn' },
    handler: async (request, reply) => {
      const auth = await request.requireAuth();
      const scope = await request.scope();
      const { own, viewer } = scope;
      const audience = {
        // Without a business (or an employee without an employee record) the stream stays open
        // with `ready` and heartbeats, so EventSource does not loop on errors until they connect.
        businessId: own.kind === 'none' ? null : scope.businessId,
        employeeId: viewer.employeeId,
        ownOnly: own.kind !== 'all',
        // Read once: a new limit ends the manager's sessions, and with them this stream.
        locationIds: await scope.locations(),
      };
      // Before `ready`: once the client sees it, every later event (and the end of its session)
      // is heard.
      await hub.start();
      reply.hijack();
      // The response's 'close' (not the request's, which fires once a GET is read) ends it.
      const stream = new SseStream(reply.raw, audience);
      if (reply.raw.destroyed) return stream.close();
      stream.open();
      hub.add(stream, { sessionId: auth.session.id, userId: auth.user.id });
    },
  });
};

export default realtimeRoutes;
