// GET /api/business/setup and POST /api/business/setup/dismiss: the dashboard's setup guide.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@common/schemas/common';
import { setupStatusSchema } from '@common/schemas/setup';
import { dismissSetup, setupStatus } from './setup.service';

const errors = errorResponses(401, 403, 404, 409);

const setupRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const businessOf = async (request: FastifyRequest) => (await request.businessScope()).businessId;

  app.get(
    '/api/business/setup',
    {
      config: { access: { permission: 'settings:read' } },
      schema: {
        tags: ['business'],
        summary: 'The setup guide: which of its four steps are done',
        response: { 200: setupStatusSchema, ...errors },
      },
    },
    async (request) => setupStatus(db, await businessOf(request)),
  );

  app.post(
    '/api/business/setup/dismiss',
    {
      config: { access: { permission: 'settings:update' } },
      schema: {
        tags: ['business'],
        summary: 'Hides the setup guide once every step is done (409 SETUP_INCOMPLETE before)',
        response: { 200: setupStatusSchema, ...errors },
      },
    },
    async (request) => dismissSetup(db, await businessOf(request)),
  );
};

export default setupRoutes;
