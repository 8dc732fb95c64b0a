// Display links (docs/display-links.md, docs/http-api.md): made, listed and revoked by a manager
// in Settings; opened by the salon's television with no account.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema, errorResponses, idParamsSchema } from '@common/schemas/common';
import {
  createdDisplayLinkSchema,
  createDisplayLinkRequestSchema,
  displayBoardSchema,
  displayLinkListSchema,
  displayTokenParamsSchema,
} from '@common/schemas/display';
import { publicOrigin } from '../../lib/http';
import {
  createDisplayLink,
  displayBoard,
  listDisplayLinks,
  revokeDisplayLink,
} from './display.service';

const errors = errorResponses(400, 403, 404);
/** A television polls once a minute; a guesser of tokens is shed per address. */
const BOARD_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };
const MANAGE = { access: { permission: 'settings:update' } } as const;

const displayRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.post(
    '/api/display-links',
    {
      config: MANAGE,
      schema: {
        tags: ['business'],
        summary: 'Make a read-only link to the thank-you board for a television (shown once)',
        body: createDisplayLinkRequestSchema,
        response: { 201: createdDisplayLinkSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await createDisplayLink(
        db(),
        await request.businessScope(),
        request.body,
        publicOrigin(request),
      );
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/api/display-links',
    {
      config: MANAGE,
      schema: {
        tags: ['business'],
        summary: 'The display links that still work (never their addresses)',
        response: { 200: displayLinkListSchema, ...errors },
      },
    },
    async (request) => listDisplayLinks(db(), await request.businessScope()),
  );

  app.delete(
    '/api/display-links/:id',
    {
      config: MANAGE,
      schema: {
        tags: ['business'],
        summary: 'Revoke a display link: the television shows it is no longer valid',
        params: idParamsSchema,
        response: { 204: z.null().describe('Revoked'), ...errors },
      },
    },
    async (request, reply) => {
      await revokeDisplayLink(db(), await request.businessScope(), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/display/:token',
    {
      config: { access: 'public', rateLimit: BOARD_RATE_LIMIT },
      schema: {
        tags: ['business'],
        summary: 'The board a display link shows: names, 4- and 5-star reviews, rating, rate',
        params: displayTokenParamsSchema,
        response: { 200: displayBoardSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      // A board is for one screen: no shared cache keeps it after the link is revoked.
      reply.header('cache-control', 'no-store');
      return displayBoard(db(), request.params.token, new Date());
    },
  );
};

export default displayRoutes;
