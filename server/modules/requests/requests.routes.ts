// Review requests (docs/review-requests.md, docs/http-api.md): made and listed by staff. The
// customer's link /r/{token} is a public page (server/modules/public/request-link.ts).
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestsApi } from '@common/api/requests';
import { serve } from '../../lib/contract';
import { mailLinkOrigin, publicOrigin } from '../../lib/http';
import { qrSvg } from '../../lib/qr';
import { createRequest, listRequests, requestUrl } from './requests.service';

/** An image, outside the route's JSON answers; private, the link never changes. */
const sendSvg = (reply: FastifyReply, svg: string) =>
  reply
    .type('image/svg+xml; charset=utf-8')
    .header('cache-control', 'private, max-age=3600')
    .send(svg);

const ASK = { access: { permission: 'reviews:request' } } as const;

const requestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = async (request: Parameters<typeof publicOrigin>[0]) => ({
    db: app.database.db,
    scope: await request.businessScope(),
    origin: publicOrigin(request),
    mailOrigin: mailLinkOrigin(request),
    mailer: app.mailer,
    appSecret: app.config.appSecret,
  });

  app.route({
    ...serve(requestsApi.create),
    config: ASK,
    handler: async (request, reply) =>
      reply.status(201).send(await createRequest(await ctx(request), request.body)),
  });

  app.route({
    ...serve(requestsApi.list),
    config: ASK,
    handler: async (request) => listRequests(await ctx(request), request.query, new Date()),
  });

  app.route({
    ...serve(requestsApi.qr),
    config: ASK,
    handler: async (request, reply) => {
      const url = await requestUrl(await ctx(request), request.params.id);
      return sendSvg(reply, await qrSvg(url));
    },
  });
};

export default requestsRoutes;
