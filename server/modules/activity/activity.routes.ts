import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityListSchema, activityQuerySchema } from '@common/schemas/activity';
import { activityFeed } from './activity.service';

const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/activity',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['activity'],
        summary: 'The activity feed, newest first (employees: their own events)',
        querystring: activityQuerySchema,
        response: { 200: activityListSchema },
      },
    },
    async (request) => activityFeed(app.database.db, await request.businessScope(), request.query),
  );
};

export default activityRoutes;
