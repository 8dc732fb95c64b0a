// The invites routes of the table (docs/decisions/031-api-contract.md); the server's access rules
// and handlers are in server/modules/admin/invites.routes.ts.
import {
  acceptInviteRequestSchema,
  createInviteRequestSchema,
  createdInviteSchema,
  inviteListSchema,
  invitePreviewSchema,
  inviteTokenParamsSchema,
} from '../schemas/admin';
import { sessionResponseSchema } from '../schemas/auth';
import { errorEnvelopeSchema, idParamsSchema } from '../schemas/common';
import { z } from 'zod';
import { route } from './route';

export const invitesApi = {
  create: route({
    method: 'POST',
    path: '/api/admin/invites',
    tags: ['admin'],
    summary:
      'Invite someone to the business as an admin or manager: the link is mailed to them, never answered',
    body: createInviteRequestSchema,
    responses: { 201: createdInviteSchema, 503: errorEnvelopeSchema },
  }),
  list: route({
    method: 'GET',
    path: '/api/admin/invites',
    tags: ['admin'],
    summary: 'Pending invitations of the business',
    responses: { 200: inviteListSchema },
  }),
  revoke: route({
    method: 'DELETE',
    path: '/api/admin/invites/:id',
    tags: ['admin'],
    summary: 'Revoke a pending invitation',
    params: idParamsSchema,
    responses: { 204: z.null().describe('Revoked'), 404: errorEnvelopeSchema },
  }),
  read: route({
    method: 'GET',
    path: '/api/auth/invite/:token',
    tags: ['auth'],
    summary: 'What an invitation link is for (404 unknown, 410 used or expired)',
    params: inviteTokenParamsSchema,
    responses: { 200: invitePreviewSchema, 404: errorEnvelopeSchema, 410: errorEnvelopeSchema },
  }),
  accept: route({
    method: 'POST',
    path: '/api/auth/invite/accept',
    tags: ['auth'],
    summary: 'Accept an invitation: create the account with its role and sign in',
    body: acceptInviteRequestSchema,
    responses: {
      201: sessionResponseSchema,
      400: errorEnvelopeSchema,
      404: errorEnvelopeSchema,
      409: errorEnvelopeSchema,
      410: errorEnvelopeSchema,
    },
  }),
};
