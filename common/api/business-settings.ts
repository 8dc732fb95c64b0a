// The business-settings routes of the table (docs/decisions/031-api-contract.md); the server's access rules
// and handlers are in server/modules/business/business-settings.routes.ts.
import { businessSettingsSchema, updateBusinessSettingsSchema } from '../schemas/business';
import { errorResponses } from '../schemas/common';
import { route } from './route';

const errors = errorResponses(400, 403, 404);

export const businessSettingsApi = {
  read: route({
    method: 'GET',
    path: '/api/business',
    tags: ['business'],
    summary: "The caller's business information and settings",
    responses: { 200: businessSettingsSchema, ...errors },
  }),
  update: route({
    method: 'PATCH',
    path: '/api/business',
    tags: ['business'],
    summary: 'Change the business name, time zone, privacy text or attribution window',
    body: updateBusinessSettingsSchema,
    responses: { 200: businessSettingsSchema, ...errors },
  }),
};
