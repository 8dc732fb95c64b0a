// The review request routes of the table (docs/decisions/031-api-contract.md); the server's access
// rules and handlers are in server/modules/requests/requests.routes.ts.
import { errorResponses, idParamsSchema } from '../schemas/common';
import {
  createReviewRequestSchema,
  reviewRequestListQuerySchema,
  reviewRequestListSchema,
  reviewRequestSchema,
} from '../schemas/requests';
import { route } from './route';

const errors = errorResponses(400, 401, 403, 404);

export const requestsApi = {
  create: route({
    method: 'POST',
    path: '/api/review-requests',
    tags: ['reviews'],
    summary: 'Ask a customer for a review: a link of its own and the message to send with it',
    body: createReviewRequestSchema,
    responses: { 201: reviewRequestSchema, ...errors },
  }),
  list: route({
    method: 'GET',
    path: '/api/review-requests',
    tags: ['reviews'],
    summary: "The last 30 days' requests (an employee's own) and how far each got",
    query: reviewRequestListQuerySchema,
    responses: { 200: reviewRequestListSchema, ...errors },
  }),
  qr: route({
    method: 'GET',
    path: '/api/review-requests/:id/qr.svg',
    tags: ['reviews'],
    summary: "QR code of a request's link, for the customer to scan from the sender's screen",
    params: idParamsSchema,
    responses: errors,
  }),
};
