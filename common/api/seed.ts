// The seed routes of the table (docs/decisions/031-api-contract.md); the server's access rules
// and handlers are in server/modules/seed/seed.routes.ts.
import { errorEnvelopeSchema, errorResponses } from '../schemas/common';
import { seedJobParamsSchema, seedJobSchema, seedStatusSchema } from '../schemas/seed';
import { route } from './route';

const errors = errorResponses(403, 404);

export const seedApi = {
  status: route({
    method: 'GET',
    path: '/api/admin/seed/status',
    tags: ['admin'],
    summary: 'Whether the caller may add demo data',
    responses: { 200: seedStatusSchema },
  }),
  start: route({
    method: 'POST',
    path: '/api/admin/seed',
    tags: ['admin'],
    summary: "Add demo data to the caller's business; poll GET /api/admin/seed/{jobId}",
    responses: {
      202: seedJobSchema,
      409: errorEnvelopeSchema.extend({ job: seedJobSchema.optional() }),
      ...errors,
    },
  }),
  job: route({
    method: 'GET',
    path: '/api/admin/seed/:jobId',
    tags: ['admin'],
    summary: "A seeding job of the caller's business",
    params: seedJobParamsSchema,
    responses: { 200: seedJobSchema, ...errors },
  }),
};
