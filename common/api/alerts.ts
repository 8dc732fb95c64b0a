// The alert mails' routes of the table (docs/decisions/031-api-contract.md); the server's access
// rules and handlers are in server/modules/alerts/alerts.routes.ts.
import { z } from 'zod';
import { errorEnvelopeSchema } from '../schemas/common';
import { unsubscribeRequestSchema, unsubscribeResultSchema } from '../schemas/notifications';
import { route } from './route';

const tokenQuery = unsubscribeRequestSchema.partial();

export const alertsApi = {
  unsubscribe: route({
    method: 'POST',
    path: '/api/notifications/unsubscribe',
    tags: ['notifications'],
    summary:
      'Stops alert mails (or the weekly digest) for the owner of a mail link, signed out; the ' +
      'token in the query (RFC 8058 one-click, a form body) or in a JSON body',
    query: tokenQuery,
    body: tokenQuery.extend({ 'List-Unsubscribe': z.string().optional() }).nullish(),
    responses: { 200: unsubscribeResultSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
  }),
};
