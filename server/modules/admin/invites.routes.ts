import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFAULT_LANGUAGE } from '@common/constants';
import { mailLinkOrigin } from '../../lib/http';
import { setSessionCookie } from '../../plugins/auth';
import { languageOf } from '../auth/account-links.service';
import {
  acceptInvite,
  createInvite,
  listInvites,
  previewInvite,
  revokeInvite,
} from './invites.service';
import { invitesApi } from '@common/api/invites';
import { serve } from '../../lib/contract';

/** The public invitation routes shed floods per address, like the sign-in routes. */
const PUBLIC_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };
/** Each invitation sends a mail to an address the inviter chose: at most 30 an hour. */
const INVITE_RATE_LIMIT = { max: 30, timeWindow: '1 hour' };

const invitesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.route({
    ...serve(invitesApi.create),
    config: { access: { permission: 'admin:update' }, rateLimit: INVITE_RATE_LIMIT },
    handler: async (request, reply) => {
      const auth = await request.requireAuth();
      const { businessId } = await request.businessScope();
      const created = await createInvite(
        { db: db(), mailer: app.mailer, origin: mailLinkOrigin(request), log: request.log },
        {
          userId: auth.user.id,
          businessId,
          businessName: auth.business?.name ?? '',
          email: auth.authUser?.email ?? auth.user.email,
          language: auth.authUser ? languageOf(auth.authUser) : DEFAULT_LANGUAGE,
        },
        request.body,
      );
      return reply.status(201).send(created);
    },
  });

  app.route({
    ...serve(invitesApi.list),
    config: { access: { permission: 'admin:read' } },
    handler: async (request) => listInvites(db(), await request.businessScope()),
  });

  app.route({
    ...serve(invitesApi.revoke),
    config: { access: { permission: 'admin:update' } },
    handler: async (request, reply) => {
      await revokeInvite(db(), await request.businessScope(), request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...serve(invitesApi.read),
    config: { access: 'public', rateLimit: PUBLIC_RATE_LIMIT },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return previewInvite(db(), request.params.token);
    },
  });

  app.route({
    ...serve(invitesApi.accept),
    config: { access: 'public', rateLimit: PUBLIC_RATE_LIMIT },
    handler: async (request, reply) => {
      const result = await acceptInvite(db(), request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      setSessionCookie(request, reply, result.token, result.expiresAt);
      return reply.status(201).send(result.session);
    },
  });
};

export default invitesRoutes;
