import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityFeed } from './activity.service';
import { activityApi } from '@common/api/activity';
import { serve } from '../../lib/contract';

const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...serve(activityApi.feed),
    config: { access: 'signedIn' },
    handler: async (request) =>
      activityFeed(app.database.db, await request.businessScope(), request.query),
  });
};

export default activityRoutes;
