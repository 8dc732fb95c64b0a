// Dashboard figures (docs/http-api.md). Every role may read analytics (docs/product-rules.md §6); what an employee sees
// (their own figures only) is decided in the service. `now` is taken once per request here.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@common/schemas/common';
import {
  employeePerformanceListSchema,
  figuresQuerySchema,
  hourlySchema,
  leaderboardSchema,
  locationFiguresSchema,
  overviewSchema,
  timeseriesSchema,
} from '@common/schemas/analytics';
import type { BusinessScope } from '../scope/scope';
import { employeeList, hourly, leaderboard, overview, timeseries } from './analytics.service';
import { locationFigures } from './location-figures';

const errors = errorResponses(400, 401, 403, 404);
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
  app.get(
    '/api/analytics/overview',
    {
      config: { access },
      schema: {
        tags: ['analytics'],
        summary: 'Totals, conversion and average rating for the range (employees: their own)',
        querystring: figuresQuerySchema,
        response: { 200: overviewSchema, ...errors },
      },
    },
    async (request) =>
      lagging(request, (db, scope, now) => overview(db, scope, request.query, now)),
  );

  app.get(
    '/api/analytics/timeseries',
    {
      config: { access },
      schema: {
        tags: ['analytics'],
        summary: 'Touches, clickouts, self confirms and reviews per hour (24h) or local day',
        querystring: figuresQuerySchema,
        response: { 200: timeseriesSchema, ...errors },
      },
    },
    async (request) =>
      lagging(request, (db, scope, now) => timeseries(db, scope, request.query, now)),
  );

  app.get(
    '/api/analytics/hourly',
    {
      config: { access },
      schema: {
        tags: ['analytics'],
        summary: 'Activity by local hour of day (0-23) over the range',
        querystring: figuresQuerySchema,
        response: { 200: hourlySchema, ...errors },
      },
    },
    async (request) => lagging(request, (db, scope, now) => hourly(db, scope, request.query, now)),
  );

  app.get(
    '/api/analytics/employees',
    {
      config: { access },
      schema: {
        tags: ['analytics'],
        summary: 'Figures per employee for the range (an employee: their own row)',
        querystring: figuresQuerySchema,
        response: { 200: employeePerformanceListSchema, ...errors },
      },
    },
    async (request) =>
      lagging(request, (db, scope, now) => employeeList(db, scope, request.query, now)),
  );

  app.get(
    '/api/analytics/leaderboard',
    {
      config: { access },
      schema: {
        tags: ['analytics'],
        summary: 'Recognition ranking by reviews earned (an employee: their own row and rank)',
        querystring: figuresQuerySchema,
        response: { 200: leaderboardSchema, ...errors },
      },
    },
    async (request) =>
      lagging(request, (db, scope, now) => leaderboard(db, scope, request.query, now)),
  );

  app.get(
    '/api/analytics/locations',
    {
      config: { access },
      schema: {
        tags: ['analytics'],
        summary: 'Figures per location for the range (an employee: their own, where they work)',
        querystring: figuresQuerySchema,
        response: { 200: locationFiguresSchema, ...errors },
      },
    },
    async (request) =>
      lagging(request, (db, scope, now) => locationFigures(db, scope, request.query, now)),
  );
};

export default analyticsRoutes;
