// The Google connection API (docs/http-api.md; manager+ per docs/product-rules.md §6): status, the Places API key way in,
// the Business Profile OAuth start and location choice, test, sync and disconnect. Responses say
// whether a key or tokens are stored, never the secrets themselves (docs/SECURITY.md).
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema, errorResponses } from '@common/schemas/common';
import {
  addGoogleLocationsSchema,
  chooseLocationSchema,
  connectPlacesSchema,
  googleLocationListSchema,
  googleStatusSchema,
  syncJobParamsSchema,
  syncJobSchema,
} from '@common/schemas/google';
import { CALLBACK_PATH, writeFlow } from '../../lib/google-oidc';
import { publicOrigin } from '../../lib/http';
import { badRequest } from '../../lib/errors';
import type { GoogleLinks } from '../../lib/google-links';
import { parseGoogleBusinessUrl } from '@common/google-url';
import { placeFromLink } from '../business/place-from-link';
import * as service from './google.service';
import * as oauth from './oauth.service';
import * as profileLocations from './business-profile-locations';
import { locationListSchema } from '@common/schemas/locations';

// The connection and its syncs serve every location: only a caller who sees every location may
// use them (docs/locations.md); anyone may read the status.
const STATUS = { access: { permission: 'settings:read' as const } };
const READ = { ...STATUS, allLocations: true as const };
const WRITE = { access: { permission: 'settings:update' as const }, allLocations: true as const };
// Each write may call Google; keep one caller from spending the business's quota.
const GOOGLE_CALL_LIMIT = { max: 30, timeWindow: '1 minute' };
const errors = errorResponses(400, 403, 404);

/** A bare place id as given; a pasted link, the place it leads to, or a clear refusal. */
async function placeIdOf(links: GoogleLinks, value: string): Promise<string> {
  const parsed = parseGoogleBusinessUrl(value);
  if (!parsed || parsed.placeId === value) return value; // not a link, or a bare place id
  const place = await placeFromLink(links, value);
  if (!place.googlePlaceId) throw badRequest('googleUrlUnresolved');
  return place.googlePlaceId;
}

const googleRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.google.deps;

  /** The signed-in manager's business (every route here needs settings:read at least). */
  async function caller(request: FastifyRequest) {
    const scope = await request.businessScope();
    return { businessId: scope.businessId, userId: scope.viewer.userId };
  }

  app.get(
    '/api/google/status',
    {
      config: STATUS,
      schema: {
        tags: ['google'],
        summary: 'Google connection status (never the API key)',
        response: { 200: googleStatusSchema, ...errors },
      },
    },
    async (request) => service.getStatus(deps, (await caller(request)).businessId),
  );

  app.put(
    '/api/google/places',
    {
      config: { ...WRITE, rateLimit: GOOGLE_CALL_LIMIT },
      schema: {
        tags: ['google'],
        summary: 'Connect with a Places API key and Place ID (tested before it is stored)',
        body: connectPlacesSchema,
        response: { 200: googleStatusSchema, ...errors },
      },
    },
    async (request) => {
      const { businessId } = await caller(request);
      // A pasted Google link instead of a bare place id: the place it leads to (docs/google.md §D.4).
      const placeId = await placeIdOf(app.googleLinks, request.body.placeId);
      return service.connectPlaces(deps, businessId, { ...request.body, placeId });
    },
  );

  app.get(
    '/api/google/oauth/start',
    {
      config: WRITE,
      schema: {
        tags: ['google'],
        summary:
          'Connect Business Profile: redirects to Google, back to /business-dashboard/settings?google=…',
        response: { 302: z.null().describe('Redirect'), ...errors },
      },
    },
    async (request, reply) => {
      const started = await oauth.startBusinessProfileConnect(
        deps,
        await caller(request),
        `${publicOrigin(request)}${CALLBACK_PATH}`,
      );
      if (!started) return reply.redirect(oauth.oauthResultPath('unavailable'));
      writeFlow(request, reply, started.flow);
      return reply.redirect(started.url);
    },
  );

  app.get(
    '/api/google/locations',
    {
      config: { ...READ, rateLimit: GOOGLE_CALL_LIMIT },
      schema: {
        tags: ['google'],
        summary: 'Business Profile locations the connected Google account manages',
        response: { 200: googleLocationListSchema, 503: errorEnvelopeSchema, ...errors },
      },
    },
    async (request) => profileLocations.listLocations(deps, (await caller(request)).businessId),
  );

  app.post(
    '/api/google/locations',
    {
      config: { ...WRITE, rateLimit: GOOGLE_CALL_LIMIT },
      schema: {
        tags: ['google'],
        summary:
          'Add these Business Profile locations (of GET /api/google/locations) as locations, ' +
          'each syncing its own reviews; answers the locations they sync into',
        body: addGoogleLocationsSchema,
        response: { 200: locationListSchema, 503: errorEnvelopeSchema, ...errors },
      },
    },
    async (request) =>
      profileLocations.addGoogleLocations(deps, (await caller(request)).businessId, request.body),
  );

  app.put(
    '/api/google/location',
    {
      config: { ...WRITE, rateLimit: GOOGLE_CALL_LIMIT },
      schema: {
        tags: ['google'],
        summary: 'Use this Business Profile location (one of GET /api/google/locations)',
        body: chooseLocationSchema,
        response: { 200: googleStatusSchema, 503: errorEnvelopeSchema, ...errors },
      },
    },
    async (request) => oauth.chooseLocation(deps, (await caller(request)).businessId, request.body),
  );

  app.post(
    '/api/google/test',
    {
      config: { ...WRITE, rateLimit: GOOGLE_CALL_LIMIT },
      schema: {
        tags: ['google'],
        summary: 'Test the stored Google connection',
        response: { 200: z.object({ ok: z.literal(true) }), ...errors },
      },
    },
    async (request) => service.testConnection(deps, (await caller(request)).businessId),
  );

  app.post(
    '/api/google/sync',
    {
      config: { ...WRITE, rateLimit: GOOGLE_CALL_LIMIT },
      schema: {
        tags: ['google'],
        summary: 'Start a review sync; poll GET /api/google/sync/{jobId}',
        response: {
          202: syncJobSchema,
          409: errorEnvelopeSchema.extend({ job: syncJobSchema.optional() }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { businessId, userId } = await caller(request);
      return reply.code(202).send(await service.startSync(deps, businessId, userId));
    },
  );

  app.get(
    '/api/google/sync/:jobId',
    {
      config: READ,
      schema: {
        tags: ['google'],
        summary: 'A sync job of the caller’s business',
        params: syncJobParamsSchema,
        response: { 200: syncJobSchema, ...errors },
      },
    },
    async (request) =>
      service.getJob(deps, (await caller(request)).businessId, request.params.jobId),
  );

  app.post(
    '/api/google/disconnect',
    {
      config: WRITE,
      schema: {
        tags: ['google'],
        summary: 'Disconnect Google (the place id and the reviews stay)',
        response: { 200: googleStatusSchema, ...errors },
      },
    },
    async (request) => service.disconnect(deps, (await caller(request)).businessId),
  );
};

export default googleRoutes;
