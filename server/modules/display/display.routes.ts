// Display links (docs/display-links.md, docs/http-api.md): made, listed and revoked by a manager
// in Settings; opened by the salon's television with no account.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicOrigin } from '../../lib/http';
import {
  createDisplayLink,
  displayBoard,
  listDisplayLinks,
  revokeDisplayLink,
} from './display.service';
import { displayApi } from '@common/api/display';
import { serve } from '../../lib/contract';
/** A television polls once a minute; a guesser of tokens is shed per address. */
const BOARD_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };
const MANAGE = { access: { permission: 'settings:update' } } as const;

const displayRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.route({
    ...serve(displayApi.create),
    config: MANAGE,
    handler: async (request, reply) => {
      const created = await createDisplayLink(
        db(),
        await request.businessScope(),
        request.body,
        publicOrigin(request),
      );
      return reply.status(201).send(created);
    },
  });

  app.route({
    ...serve(displayApi.list),
    config: MANAGE,
    handler: async (request) => listDisplayLinks(db(), await request.businessScope()),
  });

  app.route({
    ...serve(displayApi.revoke),
    config: MANAGE,
    handler: async (request, reply) => {
      await revokeDisplayLink(db(), await request.businessScope(), request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...serve(displayApi.board),
    config: { access: 'public', rateLimit: BOARD_RATE_LIMIT },
    handler: async (request, reply) => {
      // A board is for one screen: no shared cache keeps it after the link is revoked.
      reply.header('cache-control', 'no-store');
      return displayBoard(db(), request.params.token, new Date());
    },
  });
};

export default displayRoutes;
