// Who is calling, and may they? Every /api route declares `config.access`; this plugin refuses to
// start with a route that does not, resolves the session cookie lazily (once per request), and
// answers 401 (not signed in) or 403 (signed in, not allowed) before the body is validated.
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { can, type Permission } from '@common/policy';
import { forbidden, unauthenticated } from '../lib/errors';
import { isServed } from '../lib/contract';
import { resolveSession, type AuthContext } from '../modules/auth/session.service';
import {
  requireAllLocations,
  requireBusiness,
  scopeOf,
  type BusinessScope,
  type Scope,
} from '../modules/scope/scope';
import { API_DOCS_PATH, API_PREFIX } from '@common/api/route';

export const SESSION_COOKIE = 'rt_session';

/** Who may call a route; permissions come from the table in common/policy.ts, never roles. */
export type Access = 'public' | 'signedIn' | { permission: Permission };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * The route concerns every location (the Google connection, a new location, re-matching,
     * demo data, whole tables): 403 for a manager limited to some (docs/locations.md).
     */
    allLocations?: true;
  }
  interface FastifyRequest {
    /** The caller's session, or null when signed out. Resolved on first use. */
    auth(): Promise<AuthContext | null>;
    /** The caller's session; throws 401 when signed out (for routes that require sign-in). */
    requireAuth(): Promise<AuthContext>;
    /** The signed-in caller's scope (server/modules/scope/scope.ts); 401 when signed out. */
    scope(): Promise<Scope>;
    /** The caller's scope, or null when signed out (public routes that treat staff apart). */
    scopeIfSignedIn(): Promise<Scope | null>;
    /** The caller's scope in their business; 401 signed out, 404 without a business. */
    businessScope(): Promise<BusinessScope>;
  }
}

const resolved = new WeakMap<FastifyRequest, Promise<AuthContext | null>>();

export function isAllowed(access: Access, auth: AuthContext | null): boolean {
  if (access === 'public') return true;
  if (!auth) return false;
  if (access === 'signedIn') return true;
  return can(auth, access.permission);
}

/** Our cookies travel over https only when the site is served over https. */
export function cookieIsSecure(request: FastifyRequest): boolean {
  const publicUrl = request.server.config.publicUrl;
  return publicUrl ? publicUrl.startsWith('https://') : request.protocol === 'https';
}

function sessionCookieOptions(request: FastifyRequest, expiresAt: Date) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: cookieIsSecure(request),
    expires: expiresAt,
  };
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
) {
  reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(request, expiresAt));
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, {
    ...sessionCookieOptions(request, new Date(0)),
    expires: undefined,
  });
}

export default fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      const url = route.url ?? route.path;
      if (!url.startsWith(API_PREFIX) || url.startsWith(API_DOCS_PATH)) return;
      if (!isServed(route.schema)) {
        throw new Error(
          `Route ${String(route.method)} ${url} is not served from the route table (common/api)`,
        );
      }
      if (!route.config?.access) {
        throw new Error(
          `Route ${String(route.method)} ${url} declares no access rule (config.access)`,
        );
      }
    });

    app.decorateRequest('auth', function (this: FastifyRequest) {
      let pending = resolved.get(this);
      if (!pending) {
        const token = this.cookies[SESSION_COOKIE];
        pending = token ? resolveSession(app.database.db, token) : Promise.resolve(null);
        resolved.set(this, pending);
      }
      return pending;
    });

    app.decorateRequest('requireAuth', async function (this: FastifyRequest) {
      const auth = await this.auth();
      if (!auth) throw unauthenticated('notSignedIn');
      return auth;
    });

    app.decorateRequest('scope', async function (this: FastifyRequest) {
      return scopeOf(app.database.db, await this.requireAuth());
    });

    app.decorateRequest('scopeIfSignedIn', async function (this: FastifyRequest) {
      const auth = await this.auth();
      return auth ? scopeOf(app.database.db, auth) : null;
    });

    app.decorateRequest('businessScope', async function (this: FastifyRequest) {
      return requireBusiness(await this.scope());
    });

    app.addHook('preValidation', async (request) => {
      const access = request.routeOptions.config.access;
      if (!access || access === 'public') return;
      const auth = await request.auth();
      if (!auth) throw unauthenticated('notSignedIn');
      if (!isAllowed(access, auth)) throw forbidden('forbiddenArea');
      if (request.routeOptions.config.allLocations)
        await requireAllLocations(scopeOf(app.database.db, auth));
    });
  },
  { name: 'auth', dependencies: ['errors'] },
);
