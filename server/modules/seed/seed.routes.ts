// "Database seeding" (docs/http-api.md): POST /api/admin/seed starts a run for the caller's business and
// answers 202 with its job; GET /api/admin/seed/{jobId} follows it; GET /api/admin/seed/status says
// whether the caller may seed at all (admins always; managers outside production; never employees).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, errorResponses } from '@common/schemas/common';
import { seedJobParamsSchema, seedJobSchema, seedStatusSchema } from '@common/schemas/seed';
import { forbidden, notFound } from '../../lib/errors';
import { requireBusiness } from '../scope/scope';
import { SeedJobs } from './seed-jobs';
import { seedBusiness } from './seed.service';
import { canSeedDemo } from '@common/policy';

const errors = errorResponses(403, 404);
// Each run writes hundreds of rows; nobody needs more than a few a minute.
const SEED_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };

const seedRoutes: FastifyPluginAsyncZod = async (app) => {
  const jobs = new SeedJobs(app.log);
  app.addHook('onClose', async () => jobs.drain());

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
      const job = jobs.start(businessId, (progress) =>
        seedBusiness(app.database.db, businessId, progress),
      );
      return reply.code(202).send(job);
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
      const job = jobs.find(requireBusiness(scope).businessId, request.params.jobId);
      if (!job) throw notFound('seedJobNotFound');
      return job;
    },
  );
};

export default seedRoutes;
