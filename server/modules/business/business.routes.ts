// Business routes (docs/http-api.md): reading a pasted Google Business URL before it is saved.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/errors';
import { placesLookupFor } from './business.service';
import { resolveGoogleUrl } from '../../lib/google/google-url-resolver';
import { businessApi } from '@common/api/business';
import { serve } from '../../lib/contract';

// Each call may make up to five short-link requests and, with a Places key, two billed Places
// calls (with retries); keep one caller from hammering Google or the business's quota.
const RESOLVE_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

const businessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...serve(businessApi.resolveGoogleUrl),
    config: { access: 'signedIn', rateLimit: RESOLVE_RATE_LIMIT },
    handler: async (request) => {
      const auth = await request.requireAuth();
      const places = placesLookupFor(auth.business, app.config);
      // The app's link fetcher (server/lib/google-links.ts); the resolver only ever hands it
      // allow-listed Google URLs, and the Places client only GOOGLE_API_ORIGIN.
      const resolved = await resolveGoogleUrl(request.body.url, {
        fetch: app.googleLinks.fetch,
        ...(places ? { places } : {}),
      });
      if (!resolved) throw badRequest('googleUrlInvalid', 'VALIDATION_FAILED');
      return resolved;
    },
  });
};

export default businessRoutes;
