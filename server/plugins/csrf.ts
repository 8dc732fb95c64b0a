// Cross-site request forgery: a state-changing request must come from our own pages. Browsers
// send Origin on such requests; when they don't (old ones), Referer decides. A request with
// neither is accepted only as JSON, which no cross-site page can send without a CORS preflight
// (and we answer none). A route marked `crossSite` (its token is its authority) is exempt.
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function allowedOrigins(request: FastifyRequest): Set<string | null> {
  // Through URL so default ports compare equal ('http://host:80' is 'http://host').
  const origins = new Set([originOf(`${request.protocol}://${request.host}`)]);
  const publicUrl = request.server.config.publicUrl;
  if (publicUrl) origins.add(new URL(publicUrl).origin);
  return origins;
}

function originOf(value: string | undefined): string | null {
  if (!value || value === 'null') return value === 'null' ? 'null' : null;
  try {
    return new URL(value).origin;
  } catch {
    return 'invalid';
  }
}

function isSameSiteRequest(request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer);
  if (origin) return allowedOrigins(request).has(origin);
  return (request.headers['content-type'] ?? '').startsWith('application/json');
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A public route whose authority is a token in the request, never a cookie, and that mail
     * clients post to from anywhere (the one-click unsubscribe of RFC 8058).
     */
    crossSite?: true;
  }
}

export default fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      if (request.routeOptions.config.crossSite) return;
      if (!isSameSiteRequest(request)) throw new AppError('CSRF_REJECTED', 'csrfRejected');
    });
  },
  { name: 'csrf', dependencies: ['errors'] },
);
