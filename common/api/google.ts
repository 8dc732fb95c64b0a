// The google routes of the table (docs/decisions/031-api-contract.md); the server's access rules
// and handlers are in server/modules/google/google.routes.ts.
import { errorEnvelopeSchema, errorResponses } from '../schemas/common';
import {
  addGoogleLocationsSchema,
  chooseLocationSchema,
  connectPlacesSchema,
  googleLocationListSchema,
  googleStatusSchema,
  syncJobParamsSchema,
  syncJobSchema,
} from '../schemas/google';
import { locationListSchema } from '../schemas/locations';
import { z } from 'zod';
import { route } from './route';

const errors = errorResponses(400, 403, 404);

export const googleApi = {
  status: route({
    method: 'GET',
    path: '/api/google/status',
    tags: ['google'],
    summary: 'Google connection status (never the API key)',
    responses: { 200: googleStatusSchema, ...errors },
  }),
  setPlaces: route({
    method: 'PUT',
    path: '/api/google/places',
    tags: ['google'],
    summary: 'Connect with a Places API key and Place ID (tested before it is stored)',
    body: connectPlacesSchema,
    responses: { 200: googleStatusSchema, ...errors },
  }),
  oauthStart: route({
    method: 'GET',
    path: '/api/google/oauth/start',
    tags: ['google'],
    summary:
      'Connect Business Profile: redirects to Google, back to /business-dashboard/settings?google=…',
    responses: { 302: z.null().describe('Redirect'), ...errors },
  }),
  locations: route({
    method: 'GET',
    path: '/api/google/locations',
    tags: ['google'],
    summary: 'Business Profile locations the connected Google account manages',
    responses: { 200: googleLocationListSchema, 503: errorEnvelopeSchema, ...errors },
  }),
  addLocations: route({
    method: 'POST',
    path: '/api/google/locations',
    tags: ['google'],
    summary:
      'Add these Business Profile locations (of GET /api/google/locations) as locations, ' +
      'each syncing its own reviews; answers the locations they sync into',
    body: addGoogleLocationsSchema,
    responses: { 200: locationListSchema, 503: errorEnvelopeSchema, ...errors },
  }),
  setLocation: route({
    method: 'PUT',
    path: '/api/google/location',
    tags: ['google'],
    summary: 'Use this Business Profile location (one of GET /api/google/locations)',
    body: chooseLocationSchema,
    responses: { 200: googleStatusSchema, 503: errorEnvelopeSchema, ...errors },
  }),
  test: route({
    method: 'POST',
    path: '/api/google/test',
    tags: ['google'],
    summary: 'Test the stored Google connection',
    responses: { 200: z.object({ ok: z.literal(true) }), ...errors },
  }),
  sync: route({
    method: 'POST',
    path: '/api/google/sync',
    tags: ['google'],
    summary: 'Start a review sync; poll GET /api/google/sync/{jobId}',
    responses: {
      202: syncJobSchema,
      409: errorEnvelopeSchema.extend({ job: syncJobSchema.optional() }),
      ...errors,
    },
  }),
  syncJob: route({
    method: 'GET',
    path: '/api/google/sync/:jobId',
    tags: ['google'],
    summary: 'A sync job of the caller’s business',
    params: syncJobParamsSchema,
    responses: { 200: syncJobSchema, ...errors },
  }),
  disconnect: route({
    method: 'POST',
    path: '/api/google/disconnect',
    tags: ['google'],
    summary: 'Disconnect Google (the place id and the reviews stay)',
    responses: { 200: googleStatusSchema, ...errors },
  }),
};
