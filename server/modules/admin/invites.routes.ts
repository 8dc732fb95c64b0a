import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_LANGUAGE } from '@common/constants';
import {
  acceptInviteRequestSchema,
  createdInviteSchema,
  createInviteRequestSchema,
  inviteListSchema,
  invitePreviewSchema,
  inviteTokenParamsSchema,
} from '@common/schemas/admin';
import { sessionResponseSchema } from '@common/schemas/auth';
import { errorEnvelopeSchema, idParamsSchema } from '@common/schemas/common';
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

/** The public invitation routes shed floods per address, like the sign-in routes. */
const PUBLIC_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };
/** Each invitation sends a mail to an address the inviter chose: at most 30 an hour. */
const INVITE_RATE_LIMIT = { max: 30, timeWindow: '1 hour' };

const invitesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.post(
    '/api/admin/invites',
    {
      config: { access: { permission: 'admin:update' }, rateLimit: INVITE_RATE_LIMIT },
      schema: {
        tags: ['admin'],
        summary:
          'Invite someone to the business as an admin or manager: the link is mailed to them, never answered',
        body: createInviteRequestSchema,
        response: { 201: createdInviteSchema, 503: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
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
  );

  app.get(
    '/api/admin/invites',
    {
      config: { access: { permission: 'admin:read' } },
      schema: {
        tags: ['admin'],
        summary: 'Pending invitations of the business',
        response: { 200: inviteListSchema },
      },
    },
    async (request) => listInvites(db(), await request.businessScope()),
  );

  app.delete(
    '/api/admin/invites/:id',
    {
      config: { access: { permission: 'admin:update' } },
      schema: {
        tags: ['admin'],
        summary: 'Revoke a pending invitation',
        params: idParamsSchema,
        response: { 204: z.null().describe('Revoked'), 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      await revokeInvite(db(), await request.businessScope(), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/auth/invite/:token',
    {
      config: { access: 'public', rateLimit: PUBLIC_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'What an invitation link is for (404 unknown, 410 used or expired)',
        params: inviteTokenParamsSchema,
        response: { 200: invitePreviewSchema, 404: errorEnvelopeSchema, 410: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return previewInvite(db(), request.params.token);
    },
  );

  app.post(
    '/api/auth/invite/accept',
    {
      config: { access: 'public', rateLimit: PUBLIC_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Accept an invitation: create the account with its role and sign in',
        body: acceptInviteRequestSchema,
        response: {
          201: sessionResponseSchema,
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          410: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await acceptInvite(db(), request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      setSessionCookie(request, reply, result.token, result.expiresAt);
      return reply.status(201).send(result.session);
    },
  );
};

export default invitesRoutes;
