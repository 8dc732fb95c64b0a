import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardTarget } from '@common/policy';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from '../../plugins/auth';
import { employeeSignIn, signIn, signUp, type SignedIn } from './auth.service';
import { accountDeps, clientInfo } from './request-context';
import { endSession, presentSession } from './session.service';
import { browserSubject, rememberSubject } from './known-browser';
import { authApi } from '@common/api/auth';
import { serve } from '../../lib/contract';

/** Sheds floods per address before any database work; accounts have their own lockout. */
const SIGN_IN_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.route({
    ...serve(authApi.signUp),
    config: { access: 'public', rateLimit: SIGN_IN_RATE_LIMIT },
    handler: async (request, reply) => {
      const result = await signUp(accountDeps(request), request.body);
      return reply.status(201).send(result);
    },
  });

  app.route({
    ...serve(authApi.signIn),
    config: { access: 'public', rateLimit: SIGN_IN_RATE_LIMIT },
    handler: async (request, reply) =>
      sendSignedIn(
        request,
        reply,
        await signIn(db(), request.body, clientInfo(request), app.config.adminEmails),
        browserSubject('account', request.body.email),
      ),
  });

  app.route({
    ...serve(authApi.employeeSignIn),
    config: { access: 'public', rateLimit: SIGN_IN_RATE_LIMIT },
    handler: async (request, reply) =>
      sendSignedIn(
        request,
        reply,
        await employeeSignIn(db(), request.body, clientInfo(request)),
        browserSubject('employee', request.body.username),
      ),
  });

  app.route({
    ...serve(authApi.signOut),
    config: { access: 'public' },
    handler: async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await endSession(db(), token);
      clearSessionCookie(request, reply);
      return reply.status(204).send();
    },
  });

  app.route({
    ...serve(authApi.session),
    config: { access: 'signedIn' },
    handler: async (request) => {
      const session = presentSession(await request.requireAuth());
      // A manager limited to some locations sees them named in the header (docs/locations.md).
      return { ...session, locationIds: (await (await request.scope()).locations()) ?? [] };
    },
  });

  app.route({
    ...serve(authApi.status),
    config: { access: 'public' },
    handler: async (request, reply) => {
      const auth = await request.auth();
      reply.header('cache-control', 'no-store');
      return auth
        ? { signedIn: true, dashboardPath: dashboardTarget(auth.role, '/') }
        : { signedIn: false, dashboardPath: null };
    },
  });
};

function sendSignedIn(
  request: FastifyRequest,
  reply: Parameters<typeof setSessionCookie>[1],
  result: SignedIn,
  knownAs: string,
) {
  setSessionCookie(request, reply, result.token, result.expiresAt);
  rememberSubject(request, reply, knownAs);
  return reply.status(200).send(result.session);
}

export default authRoutes;
