// The analytics routes of the table (docs/decisions/031-api-contract.md); the server's access rules
// and handlers are in server/modules/analytics/analytics.routes.ts.
import {
  employeePerformanceListSchema,
  figuresQuerySchema,
  hourlySchema,
  leaderboardSchema,
  locationFiguresSchema,
  overviewSchema,
  timeseriesSchema,
} from '../schemas/analytics';
import { errorResponses } from '../schemas/common';
import { route } from './route';

const errors = errorResponses(400, 401, 403, 404);

export const analyticsApi = {
  overview: route({
    method: 'GET',
    path: '/api/analytics/overview',
    tags: ['analytics'],
    summary: 'Totals, conversion and average rating for the range (employees: their own)',
    query: figuresQuerySchema,
    responses: { 200: overviewSchema, ...errors },
  }),
  timeseries: route({
    method: 'GET',
    path: '/api/analytics/timeseries',
    tags: ['analytics'],
    summary: 'Touches, clickouts, self confirms and reviews per hour (24h) or local day',
    query: figuresQuerySchema,
    responses: { 200: timeseriesSchema, ...errors },
  }),
  hourly: route({
    method: 'GET',
    path: '/api/analytics/hourly',
    tags: ['analytics'],
    summary: 'Activity by local hour of day (0-23) over the range',
    query: figuresQuerySchema,
    responses: { 200: hourlySchema, ...errors },
  }),
  employees: route({
    method: 'GET',
    path: '/api/analytics/employees',
    tags: ['analytics'],
    summary: 'Figures per employee for the range (an employee: their own row)',
    query: figuresQuerySchema,
    responses: { 200: employeePerformanceListSchema, ...errors },
  }),
  leaderboard: route({
    method: 'GET',
    path: '/api/analytics/leaderboard',
    tags: ['analytics'],
    summary: 'Recognition ranking by reviews earned (an employee: their own row and rank)',
    query: figuresQuerySchema,
    responses: { 200: leaderboardSchema, ...errors },
  }),
  locations: route({
    method: 'GET',
    path: '/api/analytics/locations',
    tags: ['analytics'],
    summary: 'Figures per location for the range (an employee: their own, where they work)',
    query: figuresQuerySchema,
    responses: { 200: locationFiguresSchema, ...errors },
  }),
};
