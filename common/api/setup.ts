// The setup routes of the table (docs/decisions/031-api-contract.md); the server's access rules
// and handlers are in server/modules/business/setup.routes.ts.
import { errorResponses } from '../schemas/common';
import { setupStatusSchema } from '../schemas/setup';
import { route } from './route';

const errors = errorResponses(401, 403, 404, 409);

export const setupApi = {
  status: route({
    method: 'GET',
    path: '/api/business/setup',
    tags: ['business'],
    summary: 'The setup guide: which of its four steps are done',
    responses: { 200: setupStatusSchema, ...errors },
  }),
  dismiss: route({
    method: 'POST',
    path: '/api/business/setup/dismiss',
    tags: ['business'],
    summary: 'Hides the setup guide once every step is done (409 SETUP_INCOMPLETE before)',
    responses: { 200: setupStatusSchema, ...errors },
  }),
};
