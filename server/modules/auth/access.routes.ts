// The docs/product-rules.md §7 remote procedures and backend functions about the caller: permission checks, the
// caller's business and role, and the business connection.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hasPermission, ROLES, can } from '@common/policy';
import {
  businessConnectionSchema,
  connectBusinessRequestSchema,
  functionEnvelope,
  hasPermissionRequestSchema,
  type BusinessConnection,
} from '@common/schemas/auth';
import {
  connectToNewBusiness,
  connectToOwnedBusiness,
  disconnect,
} from '../business/business.service';
import { forbidden, notFound } from '../../lib/errors';
import type { AuthContext } from './session.service';

const envelope = functionEnvelope(businessConnectionSchema);

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
  const rpc = { tags: ['rpc'] };

  app.post(
    '/api/rpc/has_permission',
    {
      config: { access: 'signedIn' },
      schema: {
        ...rpc,
        summary: 'Whether the caller holds a permission (docs/product-rules.md §6)',
        body: hasPermissionRequestSchema,
        response: { 200: z.boolean() },
      },
    },
    async (request, reply) => {
      const auth = await request.requireAuth();
      return reply.send(
        hasPermission(auth.role, request.body.resource_name, request.body.action_name),
      );
    },
  );

  app.post(
    '/api/rpc/get_user_business_id',
    {
      config: { access: 'signedIn' },
      schema: {
        ...rpc,
        summary: "The caller's business id, or null",
        response: { 200: z.uuid().nullable() },
      },
    },
    async (request, reply) => sendValue(reply, (await request.scope()).businessId),
  );

  app.post(
    '/api/rpc/get_user_role',
    {
      config: { access: 'signedIn' },
      schema: {
        ...rpc,
        summary: "The caller's role, or null",
        response: { 200: z.enum(ROLES).nullable() },
      },
    },
    async (request, reply) => sendValue(reply, (await request.requireAuth()).role),
  );

  app.get(
    '/api/functions/connect-business',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['functions'],
        summary: "The caller's business connection",
        response: { 200: envelope },
      },
    },
    async (request) => ({ success: true, data: connectionOf(await request.requireAuth()) }),
  );

  app.post(
    '/api/functions/connect-business',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['functions'],
        summary: 'Rejoin a business you own by id, or create one from a Google Business URL',
        body: connectBusinessRequestSchema,
        response: { 200: envelope, 403: envelope, 404: envelope },
      },
    },
    async (request) => {
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
  );

  app.post(
    '/api/functions/disconnect-business',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['functions'],
        summary: 'Leave the current business (409 for its last active administrator)',
        response: { 200: envelope, 403: envelope, 409: envelope },
      },
    },
    async (request) => {
      const auth = await request.requireAuth();
      const scope = await request.scope();
      if (!scope.can('businesses:update')) throw forbidden('forbiddenArea');
      await disconnect(db(), scope);
      return { success: true, data: connectionOf(auth, null) };
    },
  );
};

export default accessRoutes;
