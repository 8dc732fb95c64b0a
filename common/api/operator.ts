// The operator routes of the table (docs/decisions/031-api-contract.md); the server's access rules
// and handlers are in server/modules/operator/operator.routes.ts.
import { errorEnvelopeSchema } from '../schemas/common';
import { operatorStatusSchema } from '../schemas/operator';
import { route } from './route';

export const operatorApi = {
  status: route({
    method: 'GET',
    path: '/api/operator/status',
    tags: ['operator'],
    summary: 'Instance status for the operator (Authorization: Bearer <OPERATOR_TOKEN>)',
    responses: { 200: operatorStatusSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema },
  }),
};
