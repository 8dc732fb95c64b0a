// GET /api/debug/{tests,query,policies,auth,mail}: the developer-only debug API.
// app.ts registers this module only outside production, so there these paths are plain 404s.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  debugAuthResponseSchema,
  debugMailResponseSchema,
  debugPoliciesResponseSchema,
  debugQueryRequestSchema,
  debugQueryResponseSchema,
  debugTestsResponseSchema,
} from '@common/schemas/debug';
import { SESSION_COOKIE } from '../../plugins/auth';
import { describeAuth, describePolicies, queryTable, runTests } from './debug.service';

const debugRoutes: FastifyPluginAsyncZod = async (app) => {
  // A second guard: even if registered by mistake, nothing here answers in production.
  if (app.config.isProduction) return;

  app.get(
    '/api/debug/tests',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['debug'],
        summary: 'Development only: database, migrations, business and permission checks',
        response: { 200: debugTestsResponseSchema },
      },
    },
    async (request) => runTests(app.database, await request.scope(), app.config.env),
  );

  app.get(
    '/api/debug/query',
    {
      // Whole tables of the business: not for a manager limited to some locations.
      config: { access: { permission: 'businesses:read' }, allLocations: true },
      schema: {
        tags: ['debug'],
        summary: 'Development only: up to 10 rows of a test table, of your business, no secrets',
        querystring: debugQueryRequestSchema,
        response: { 200: debugQueryResponseSchema },
      },
    },
    async (request) => queryTable(app.database, await request.businessScope(), request.query.table),
  );

  app.get(
    '/api/debug/policies',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['debug'],
        summary: 'Development only: how each table is filtered by the caller’s business',
        response: { 200: debugPoliciesResponseSchema },
      },
    },
    async () => describePolicies(),
  );

  app.get(
    '/api/debug/auth',
    {
      config: { access: 'public' },
      schema: {
        tags: ['debug'],
        summary: 'Development only: which cookies arrived (names only) and the session state',
        response: { 200: debugAuthResponseSchema },
      },
    },
    async (request) =>
      describeAuth(Object.keys(request.cookies), SESSION_COOKIE, await request.auth()),
  );

  app.get(
    '/api/debug/mail',
    {
      // Signed out too: a developer confirms a new account's address from here.
      config: { access: 'public' },
      schema: {
        tags: ['debug'],
        summary: 'Development only: the mails written to DATA_DIR/mail (no SMTP_URL), newest first',
        response: { 200: debugMailResponseSchema },
      },
    },
    async () => ({ mode: app.mailer.mode, items: await app.mailer.list(50) }),
  );
};

export default debugRoutes;
