// The docs/product-rules.md §7 remote procedures and backend functions about the caller: permission checks, the
// caller's business and role, and the business connection.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasPermission, can } from '@common/policy';
import { type BusinessConnection } from '@common/schemas/auth';
import {
  connectToNewBusiness,
  connectToOwnedBusiness,
  disconnect,
} from '../business/business.service';
import { forbidden, notFound } from '../../lib/errors';
import type { AuthContext } from './session.service';
import { accessApi } from '@common/api/access';
import { serve } from '../../lib/contract';

// A remote procedure answers a bare JSON value. Fastify would send a bare string as text/plain,
// so encode it here (the zod schemas still document and type the answer).
function sendValue(reply: FastifyReply, value: boolean | string | null) {
  return reply.type('application/json; charset=utf-8').serializer(JSON.stringify).send(value);
}

function connectionOf(
  auth: AuthContext,
  business?: { id: string; name: string } | null,
): BusinessConnection {
  const current = business === undefined ? auth.business : business;
  return {
    connected: current !== null,
    businessId: current?.id ?? null,
    businessName: current?.name ?? null,
    role: auth.role,
  };
}

const accessRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.route({
    ...serve(accessApi.hasPermission),
    config: { access: 'signedIn' },
    handler: async (request, reply) => {
      const auth = await request.requireAuth();
      return reply.send(
        hasPermission(auth.role, request.body.resource_name, request.body.action_name),
      );
    },
  });

  app.route({
    ...serve(accessApi.userBusinessId),
    config: { access: 'signedIn' },
    handler: async (request, reply) => sendValue(reply, (await request.scope()).businessId),
  });

  app.route({
    ...serve(accessApi.userRole),
    config: { access: 'signedIn' },
    handler: async (request, reply) => sendValue(reply, (await request.requireAuth()).role),
  });

  app.route({
    ...serve(accessApi.connection),
    config: { access: 'signedIn' },
    handler: async (request) => ({
      success: true,
      data: connectionOf(await request.requireAuth()),
    }),
  });

  app.route({
    ...serve(accessApi.connectBusiness),
    config: { access: 'signedIn' },
    handler: async (request) => {
      const auth = await request.requireAuth();
      if (!can(auth, 'businesses:update')) throw forbidden('forbiddenArea');
      const subject = { userId: auth.user.id, email: auth.user.email };
      const business =
        'business_id' in request.body
          ? await connectToOwnedBusiness(db(), subject, request.body.business_id)
          : await connectToNewBusiness(
              db(),
              app.googleLinks,
              subject,
              request.body.googleBusinessUrl,
            );
      if (!business) throw notFound('businessRequired');
      return { success: true, data: connectionOf(auth, business) };
    },
  });

  app.route({
    ...serve(accessApi.disconnectBusiness),
    config: { access: 'signedIn' },
    handler: async (request) => {
      const auth = await request.requireAuth();
      const scope = await request.scope();
      if (!scope.can('businesses:update')) throw forbidden('forbiddenArea');
      await disconnect(db(), scope);
      return { success: true, data: connectionOf(auth, null) };
    },
  });
};

export default accessRoutes;
