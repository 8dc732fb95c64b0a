// GET /api/business/setup and POST /api/business/setup/dismiss: the dashboard's setup guide.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dismissSetup, setupStatus } from './setup.service';
import { setupApi } from '@common/api/setup';
import { serve } from '../../lib/contract';

const setupRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const businessOf = async (request: FastifyRequest) => (await request.businessScope()).businessId;

  app.route({
    ...serve(setupApi.status),
    config: { access: { permission: 'settings:read' } },
    handler: async (request) => setupStatus(db, await businessOf(request)),
  });

  app.route({
    ...serve(setupApi.dismiss),
    config: { access: { permission: 'settings:update' } },
    handler: async (request) => dismissSetup(db, await businessOf(request)),
  });
};

export default setupRoutes;
