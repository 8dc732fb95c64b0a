// The Google connection API (docs/http-api.md; manager+ per docs/product-rules.md §6): status, the Places API key way in,
// the Business Profile OAuth start and location choice, test, sync and disconnect. Responses say
// whether a key or tokens are stored, never the secrets themselves (docs/SECURITY.md).
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CALLBACK_PATH, writeFlow } from '../../lib/google-oidc';
import { publicOrigin } from '../../lib/http';
import { badRequest } from '../../lib/errors';
import type { GoogleLinks } from '../../lib/google-links';
import { parseGoogleBusinessUrl } from '@common/google-url';
import { placeFromLink } from '../../lib/google/place-from-link';
import * as service from './google.service';
import * as oauth from './oauth.service';
import { replyToReview } from './reply.service';
import { reviewsApi } from '@common/api/reviews';
import * as profileLocations from './business-profile-locations';
import { googleApi } from '@common/api/google';
import { serve } from '../../lib/contract';

// The connection and its syncs serve every location: only a caller who sees every location may
// use them (docs/locations.md); anyone may read the status.
const STATUS = { access: { permission: 'settings:read' as const } };
const READ = { ...STATUS, allLocations: true as const };
const WRITE = { access: { permission: 'settings:update' as const }, allLocations: true as const };
// Each write may call Google; keep one caller from spending the business's quota.
const GOOGLE_CALL_LIMIT = { max: 30, timeWindow: '1 minute' };
// Each reply is a call to Google on the business's quota.
const REPLY_LIMIT = { max: 60, timeWindow: '1 minute' };

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

  app.route({
    ...serve(googleApi.status),
    config: STATUS,
    handler: async (request) => service.getStatus(deps, (await caller(request)).businessId),
  });

  app.route({
    ...serve(googleApi.setPlaces),
    config: { ...WRITE, rateLimit: GOOGLE_CALL_LIMIT },
    handler: async (request) => {
      const { businessId } = await caller(request);
      // A pasted Google link instead of a bare place id: the place it leads to (docs/google.md §D.4).
      const placeId = await placeIdOf(app.googleLinks, request.body.placeId);
      return service.connectPlaces(deps, businessId, { ...request.body, placeId });
    },
  });

  app.route({
    ...serve(googleApi.oauthStart),
    config: WRITE,
    handler: async (request, reply) => {
      const started = await oauth.startBusinessProfileConnect(
        deps,
        await caller(request),
        `${publicOrigin(request)}${CALLBACK_PATH}`,
      );
      if (!started) return reply.redirect(oauth.oauthResultPath('unavailable'));
      writeFlow(request, reply, started.flow);
      return reply.redirect(started.url);
    },
  });

  app.route({
    ...serve(googleApi.locations),
    config: { ...READ, rateLimit: GOOGLE_CALL_LIMIT },
    handler: async (request) =>
      profileLocations.listLocations(deps, (await caller(request)).businessId),
  });

  app.route({
    ...serve(googleApi.addLocations),
    config: { ...WRITE, rateLimit: GOOGLE_CALL_LIMIT },
    handler: async (request) =>
      profileLocations.addGoogleLocations(deps, (await caller(request)).businessId, request.body),
  });

  app.route({
    ...serve(googleApi.setLocation),
    config: { ...WRITE, rateLimit: GOOGLE_CALL_LIMIT },
    handler: async (request) =>
      oauth.chooseLocation(deps, (await caller(request)).businessId, request.body),
  });

  app.route({
    ...serve(googleApi.test),
    config: { ...WRITE, rateLimit: GOOGLE_CALL_LIMIT },
    handler: async (request) => service.testConnection(deps, (await caller(request)).businessId),
  });

  app.route({
    ...serve(googleApi.sync),
    config: { ...WRITE, rateLimit: GOOGLE_CALL_LIMIT },
    handler: async (request, reply) => {
      const { businessId, userId } = await caller(request);
      return reply.code(202).send(await service.startSync(deps, businessId, userId));
    },
  });

  app.route({
    ...serve(googleApi.syncJob),
    config: READ,
    handler: async (request) =>
      service.getJob(deps, (await caller(request)).businessId, request.params.jobId),
  });

  app.route({
    ...serve(googleApi.disconnect),
    config: WRITE,
    handler: async (request) => service.disconnect(deps, (await caller(request)).businessId),
  });

  // Replies to reviews are posted at Google first (reply.service.ts); the paths are the reviews'.
  app.route({
    ...serve(reviewsApi.reply),
    config: { access: { permission: 'reviews:update' }, rateLimit: REPLY_LIMIT },
    handler: async (request) => {
      const scope = await request.businessScope();
      return replyToReview(app.google.deps, scope, request.params.id, request.body.comment);
    },
  });

  app.route({
    ...serve(reviewsApi.removeReply),
    config: { access: { permission: 'reviews:update' }, rateLimit: REPLY_LIMIT },
    handler: async (request) => {
      const scope = await request.businessScope();
      return replyToReview(app.google.deps, scope, request.params.id, null);
    },
  });
};

export default googleRoutes;
