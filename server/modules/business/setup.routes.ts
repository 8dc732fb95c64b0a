// GET /api/business/setup and POST /api/business/setup/dismiss: the dashboard's setup guide.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dismissSetup, setupStatus } from './setup.service';
import { setupApi } from '@common/api/setup';
import { serve } from '../../lib/contract';

const setupRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.route({
    ...serve(setupApi.status),
    config: { access: { permission: 'settings:read' } },
    handler: async (request) => setupStatus(db, await request.businessScope()),
  });

  app.route({
    ...serve(setupApi.dismiss),
    // Hidden for everyone: not for a manager who sees only his shops' part of it.
    config: { access: { permission: 'settings:update' }, allLocations: true },
    handler: async (request) => dismissSetup(db, await request.businessScope()),
  });
};

export default setupRoutes;
