// GET /api/debug/{tests,query,policies,auth,mail}: the developer-only debug API.
// app.ts registers this module only outside production, so there these paths are plain 404s.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from '../../plugins/auth';
import { describeAuth, describePolicies, queryTable, runTests } from './debug.service';
import { debugApi } from '@common/api/debug';
import { serve } from '../../lib/contract';

const debugRoutes: FastifyPluginAsyncZod = async (app) => {
  // A second guard: even if registered by mistake, nothing here answers in production.
  if (app.config.isProduction) return;

  app.route({
    ...serve(debugApi.tests),
    config: { access: 'signedIn' },
    handler: async (request) => runTests(app.database, await request.scope(), app.config.env),
  });

  app.route({
    ...serve(debugApi.query),
    // Whole tables of the business: not for a manager limited to some locations.
    config: { access: { permission: 'businesses:read' }, allLocations: true },
    handler: async (request) =>
      queryTable(app.database, await request.businessScope(), request.query.table),
  });

  app.route({
    ...serve(debugApi.policies),
    config: { access: 'signedIn' },
    handler: async () => describePolicies(),
  });

  app.route({
    ...serve(debugApi.auth),
    config: { access: 'public' },
    handler: async (request) =>
      describeAuth(Object.keys(request.cookies), SESSION_COOKIE, await request.auth()),
  });

  app.route({
    ...serve(debugApi.mail),
    // Signed out too: a developer confirms a new account's address from here.
    config: { access: 'public' },
    handler: async () => ({ mode: app.mailer.mode, items: await app.mailer.list(50) }),
  });
};

export default debugRoutes;
