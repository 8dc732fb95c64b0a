import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema, readinessResponseSchema } from '@common/schemas/health';
import { liveness, readiness } from './health.service';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers',
        response: { 200: healthResponseSchema },
      },
    },
    async () => liveness(),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the process answers and its database does too',
        response: { 200: readinessResponseSchema, 503: readinessResponseSchema },
      },
    },
    async (_request, reply) => {
      const result = await readiness(app.database);
      return reply.status(result.status === 'ready' ? 200 : 503).send(result);
    },
  );
};

export default healthRoutes;
