// The locations routes of the table (docs/decisions/031-api-contract.md); the server's access rules
// and handlers are in server/modules/locations/locations.routes.ts.
import { errorResponses, idParamsSchema } from '../schemas/common';
import {
  createLocationRequestSchema,
  locationListSchema,
  locationSchema,
  updateLocationRequestSchema,
} from '../schemas/locations';
import { route } from './route';

const errors = errorResponses(400, 401, 403, 404, 409);

export const locationsApi = {
  list: route({
    method: 'GET',
    path: '/api/locations',
    tags: ['locations'],
    summary: "The business's locations by number (an employee: those they work at)",
    responses: { 200: locationListSchema, ...errors },
  }),
  create: route({
    method: 'POST',
    path: '/api/locations',
    tags: ['locations'],
    summary: 'Add a location (its cards are /e/{slug}?l={number})',
    body: createLocationRequestSchema,
    responses: { 201: locationSchema, ...errors },
  }),
  update: route({
    method: 'PATCH',
    path: '/api/locations/:id',
    tags: ['locations'],
    summary: 'Rename, archive or restore a location, or change its Google place',
    params: idParamsSchema,
    body: updateLocationRequestSchema,
    responses: { 200: locationSchema, ...errors },
  }),
};
