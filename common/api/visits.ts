// The visit routes of the table (docs/decisions/031-api-contract.md); the server's access rules
// and handlers are in server/modules/visits/visits.routes.ts. docs/visits.md says what they do.
import { z } from 'zod';
import { errorEnvelopeSchema, errorResponses, idParamsSchema } from '../schemas/common';
import {
  createdVisitKeySchema,
  visitColumnsUnknownSchema,
  visitImportQuerySchema,
  visitImportReportSchema,
  visitKeyListSchema,
  visitSummarySchema,
  visitWebhookAnswerSchema,
  visitWebhookSchema,
} from '../schemas/visits';
import { route } from './route';

const errors = errorResponses(400, 401, 403, 404);

export const visitsApi = {
  import: route({
    method: 'POST',
    path: '/api/visits/import',
    tags: ['visits'],
    summary:
      "Import visits from a booking system's export (the file as the body: CSV or Excel; preview=1: read and report, store nothing)",
    consumes: [
      'text/csv',
      'application/octet-stream',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      // What Windows calls a .csv file when a browser uploads it.
      'application/vnd.ms-excel',
    ],
    query: visitImportQuerySchema,
    responses: {
      200: visitImportReportSchema,
      413: errorEnvelopeSchema,
      ...errors,
      // Columns it could not tell: the file's headers, for the manager to choose from.
      400: errorEnvelopeSchema.extend(visitColumnsUnknownSchema.partial().shape),
    },
  }),
  receive: route({
    method: 'POST',
    path: '/api/visits',
    tags: ['visits'],
    summary:
      'One visit sent by a booking system (Authorization: Bearer <visit key>); the same id twice is stored once',
    body: visitWebhookSchema,
    responses: {
      201: visitWebhookAnswerSchema,
      200: visitWebhookAnswerSchema,
      ...errorResponses(400, 401, 429),
    },
  }),
  summary: route({
    method: 'GET',
    path: '/api/visits/summary',
    tags: ['visits'],
    summary: 'How many visits are stored, from when to when, and how long they are kept',
    responses: { 200: visitSummarySchema, ...errors },
  }),
  deleteAll: route({
    method: 'DELETE',
    path: '/api/visits',
    tags: ['visits'],
    summary: 'Delete every visit of the business (the reviews they credited are decided again)',
    responses: { 200: z.object({ deleted: z.number().int() }), ...errors },
  }),
  createKey: route({
    method: 'POST',
    path: '/api/visit-keys',
    tags: ['visits'],
    summary: 'Make a key a booking system sends visits with (shown once)',
    responses: { 201: createdVisitKeySchema, ...errors },
  }),
  listKeys: route({
    method: 'GET',
    path: '/api/visit-keys',
    tags: ['visits'],
    summary: 'The visit keys that still work (never the keys themselves)',
    responses: { 200: visitKeyListSchema, ...errors },
  }),
  revokeKey: route({
    method: 'DELETE',
    path: '/api/visit-keys/:id',
    tags: ['visits'],
    summary: 'Revoke a visit key: visits sent with it are refused from then on',
    params: idParamsSchema,
    responses: { 204: z.null().describe('Revoked'), ...errors },
  }),
};
