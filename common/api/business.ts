// The business routes of the table (docs/decisions/031-api-contract.md); the server's access rules
// and handlers are in server/modules/business/business.routes.ts.
import { resolveGoogleUrlRequestSchema, resolvedGoogleUrlSchema } from '../schemas/business';
import { route } from './route';

export const businessApi = {
  resolveGoogleUrl: route({
    method: 'POST',
    path: '/api/business/resolve-google-url',
    tags: ['business'],
    summary: 'Read the place details of a Google Business URL (short links are followed)',
    body: resolveGoogleUrlRequestSchema,
    responses: { 200: resolvedGoogleUrlSchema },
  }),
};
