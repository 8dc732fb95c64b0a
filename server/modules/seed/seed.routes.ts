// "Database seeding" (docs/http-api.md): POST /api/admin/seed starts a run for the caller's business and
// answers 202 with its job; GET /api/admin/seed/{jobId} follows it; GET /api/admin/seed/status says
// whether the caller may seed at all (admins always; managers outside production; never employees).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, errorResponses } from '@common/schemas/common';
import { seedJobParamsSchema, seedJobSchema, seedStatusSchema } from '@common/schemas/seed';
import { forbidden, notFound } from '../../lib/errors';
import { requireBusiness } from '../scope/scope';
import { seedJobView, startSeed } from './seed-jobs';
import { canSeedDemo } from '@common/policy';

const errors = errorResponses(403, 404);
// Each run writes hundreds of rows; nobody needs more than a few a minute.
const SEED_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };

const seedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/seed/status',
    {
      config: { access: 'signedIn', allLocations: true },
      schema: {
        tags: ['admin'],
        summary: 'Whether the caller may add demo data',
        response: { 200: seedStatusSchema },
      },
    },
    async (request) => {
      const scope = await request.scope();
      return {
        allowed: Boolean(scope.businessId) && canSeedDemo(scope.viewer, app.config.isProduction),
      };
    },
  );

  app.post(
    '/api/admin/seed',
    {
      config: { access: 'signedIn', allLocations: true, rateLimit: SEED_RATE_LIMIT },
      schema: {
        tags: ['admin'],
        summary: "Add demo data to the caller's business; poll GET /api/admin/seed/{jobId}",
        response: {
          202: seedJobSchema,
          409: errorEnvelopeSchema.extend({ job: seedJobSchema.optional() }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const scope = await request.scope();
      if (!canSeedDemo(scope.viewer, app.config.isProduction)) throw forbidden('forbiddenArea');
      const { businessId } = requireBusiness(scope);
      return reply.code(202).send(await startSeed(app.jobs, businessId));
    },
  );

  app.get(
    '/api/admin/seed/:jobId',
    {
      config: { access: 'signedIn', allLocations: true },
      schema: {
        tags: ['admin'],
        summary: "A seeding job of the caller's business",
        params: seedJobParamsSchema,
        response: { 200: seedJobSchema, ...errors },
      },
    },
    async (request) => {
      const scope = await request.scope();
      if (!canSeedDemo(scope.viewer, app.config.isProduction)) throw forbidden('forbiddenArea');
      const { businessId } = requireBusiness(scope);
      const job = await seedJobView(app.jobs, businessId, request.params.jobId);
      if (!job) throw notFound('seedJobNotFound');
      return job;
    },
  );
};

export default seedRoutes;
