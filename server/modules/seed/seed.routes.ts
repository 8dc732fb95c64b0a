// "Database seeding" (docs/http-api.md): POST /api/admin/seed starts a run for the caller's business and
// answers 202 with its job; GET /api/admin/seed/{jobId} follows it; GET /api/admin/seed/status says
// whether the caller may seed at all (admins always; managers outside production; never employees).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from '@common/messages';
import { errorEnvelopeSchema } from '@common/schemas/common';
import { seedJobParamsSchema, seedJobSchema, seedStatusSchema } from '@common/schemas/seed';
import { forbidden, notFound } from '../../lib/errors';
import { SeedJobs } from './seed-jobs';
import { seedBusiness } from './seed.service';
import { canSeedDemo } from '@common/policy';

const errors = { 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };
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
      const auth = await request.requireAuth();
      return {
        allowed: Boolean(auth.user.businessId) && canSeedDemo(auth, app.config.isProduction),
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
      const auth = await request.requireAuth();
      if (!canSeedDemo(auth, app.config.isProduction)) throw forbidden(MESSAGES.forbiddenArea);
      const businessId = auth.user.businessId;
      if (!businessId) throw notFound(MESSAGES.businessRequired);
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
      const auth = await request.requireAuth();
      if (!canSeedDemo(auth, app.config.isProduction)) throw forbidden(MESSAGES.forbiddenArea);
      const job = auth.user.businessId
        ? jobs.find(auth.user.businessId, request.params.jobId)
        : null;
      if (!job) throw notFound(MESSAGES.seedJobNotFound);
      return job;
    },
  );
};

export default seedRoutes;
