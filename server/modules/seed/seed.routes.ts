// "Database seeding" (docs/http-api.md): POST /api/admin/seed starts a run for the caller's business and
// answers 202 with its job; GET /api/admin/seed/{jobId} follows it; GET /api/admin/seed/status says
// whether the caller may seed at all (admins always; managers outside production; never employees).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden, notFound } from '../../lib/errors';
import { requireBusiness } from '../scope/scope';
import { seedJobView, startSeed } from './seed-jobs';
import { canSeedDemo } from '@common/policy';
import { seedApi } from '@common/api/seed';
import { serve } from '../../lib/contract';
// Each run writes hundreds of rows; nobody needs more than a few a minute.
const SEED_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };

const seedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...serve(seedApi.status),
    config: { access: 'signedIn', allLocations: true },
    handler: async (request) => {
      const scope = await request.scope();
      return {
        allowed: Boolean(scope.businessId) && canSeedDemo(scope.viewer, app.config.isProduction),
      };
    },
  });

  app.route({
    ...serve(seedApi.start),
    config: { access: 'signedIn', allLocations: true, rateLimit: SEED_RATE_LIMIT },
    handler: async (request, reply) => {
      const scope = await request.scope();
      if (!canSeedDemo(scope.viewer, app.config.isProduction)) throw forbidden('forbiddenArea');
      const { businessId } = requireBusiness(scope);
      return reply.code(202).send(await startSeed(app.jobs, businessId));
    },
  });

  app.route({
    ...serve(seedApi.job),
    config: { access: 'signedIn', allLocations: true },
    handler: async (request) => {
      const scope = await request.scope();
      if (!canSeedDemo(scope.viewer, app.config.isProduction)) throw forbidden('forbiddenArea');
      const { businessId } = requireBusiness(scope);
      const job = await seedJobView(app.jobs, businessId, request.params.jobId);
      if (!job) throw notFound('seedJobNotFound');
      return job;
    },
  });
};

export default seedRoutes;
