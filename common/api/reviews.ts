// The reviews routes of the table (docs/decisions/031-api-contract.md); the server's access rules
// and handlers are in server/modules/reviews/reviews.routes.ts.
import { errorEnvelopeSchema, errorResponses, idParamsSchema } from '../schemas/common';
import {
  importQuerySchema,
  importReportSchema,
  manualAttributionRequestSchema,
  rematchResponseSchema,
  replyRequestSchema,
  reviewListQuerySchema,
  reviewListSchema,
  reviewSchema,
} from '../schemas/reviews';
import { route } from './route';

const errors = errorResponses(400, 401, 403, 404);
// Refusals: 409 when Google is not connected through Business Profile (a state the manager can
// change, not a malformed request), 502 when Google fails the call.
const replyErrors = { 409: errorEnvelopeSchema, 502: errorEnvelopeSchema, ...errors };

export const reviewsApi = {
  rematch: route({
    method: 'POST',
    path: '/api/reviews/rematch',
    tags: ['reviews'],
    summary:
      'Run automatic matching again over every review not decided by hand (in the background)',
    responses: { 202: rematchResponseSchema, ...errors },
  }),
  list: route({
    method: 'GET',
    path: '/api/reviews',
    tags: ['reviews'],
    summary: 'Reviews, newest first (from/to: UTC dates, inclusive; an employee sees their own)',
    query: reviewListQuerySchema,
    responses: { 200: reviewListSchema, ...errors },
  }),
  attribute: route({
    method: 'POST',
    path: '/api/reviews/:id/attribution',
    tags: ['reviews'],
    summary: 'Attribute a review to an employee by hand (null: no employee); kept by re-syncs',
    params: idParamsSchema,
    body: manualAttributionRequestSchema,
    responses: { 200: reviewSchema, ...errors },
  }),
  reply: route({
    method: 'PUT',
    path: '/api/reviews/:id/reply',
    tags: ['reviews'],
    summary: 'Post or replace the owner reply at Google (Business Profile only)',
    params: idParamsSchema,
    body: replyRequestSchema,
    responses: { 200: reviewSchema, ...replyErrors },
  }),
  removeReply: route({
    method: 'DELETE',
    path: '/api/reviews/:id/reply',
    tags: ['reviews'],
    summary: 'Delete the owner reply at Google (Business Profile only)',
    params: idParamsSchema,
    responses: { 200: reviewSchema, ...replyErrors },
  }),
  import: route({
    method: 'POST',
    path: '/api/reviews/import',
    tags: ['reviews'],
    summary:
      'Import reviews from CSV, Excel, Google Takeout (.json or .zip) or a review tool export (multipart, one or more files; dryRun=true: describe, save nothing)',
    consumes: [
      'multipart/form-data',
      'text/csv',
      'application/json',
      'application/zip',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
    query: importQuerySchema,
    responses: { 200: importReportSchema, 413: errorEnvelopeSchema, ...errors },
  }),
};
