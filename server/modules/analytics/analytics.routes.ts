// Dashboard figures (docs/http-api.md). Every role may read analytics (docs/product-rules.md §6); what an employee sees
// (their own figures only) is decided in the service. `now` is taken once per request here.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BusinessScope } from '../scope/scope';
import { employeeList, hourly, leaderboard, overview, timeseries } from './analytics.service';
import { locationFigures } from './location-figures';
import { analyticsApi } from '@common/api/analytics';
import { serve } from '../../lib/contract';
const access = { permission: 'analytics:read' } as const;

/** The services' database (routes name no db module). */
type Db = Parameters<typeof overview>[0];

/**
 * The caller's session is checked on the primary; the figures may be a moment old, so they are
 * read where server/db/read-routing.ts says (a replica, if any).
 */
async function lagging<T>(
  request: FastifyRequest,
  read: (db: Db, scope: BusinessScope, now: Date) => Promise<T>,
): Promise<T> {
  const scope = await request.businessScope();
  const now = new Date(); // once, even when the read runs again on the primary
  return request.readLagging((db) => read(db, scope, now));
}

const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...serve(analyticsApi.overview),
    config: { access },
    handler: async (request) =>
      lagging(request, (db, scope, now) => overview(db, scope, request.query, now)),
  });

  app.route({
    ...serve(analyticsApi.timeseries),
    config: { access },
    handler: async (request) =>
      lagging(request, (db, scope, now) => timeseries(db, scope, request.query, now)),
  });

  app.route({
    ...serve(analyticsApi.hourly),
    config: { access },
    handler: async (request) =>
      lagging(request, (db, scope, now) => hourly(db, scope, request.query, now)),
  });

  app.route({
    ...serve(analyticsApi.employees),
    config: { access },
    handler: async (request) =>
      lagging(request, (db, scope, now) => employeeList(db, scope, request.query, now)),
  });

  app.route({
    ...serve(analyticsApi.leaderboard),
    config: { access },
    handler: async (request) =>
      lagging(request, (db, scope, now) => leaderboard(db, scope, request.query, now)),
  });

  app.route({
    ...serve(analyticsApi.locations),
    config: { access },
    handler: async (request) =>
      lagging(request, (db, scope, now) => locationFigures(db, scope, request.query, now)),
  });
};

export default analyticsRoutes;
