// Sign in with Google: /api/auth/google/start -> Google -> /auth/google/callback -> /dashboard.
// The PKCE verifier, state, nonce and return path travel in a short-lived signed cookie scoped to
// the callback, so no server-side storage is needed between the two legs. The Business Profile
// connection (GET /api/google/oauth/start) lands on the same callback: its flow says so.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paths, safeReturnPath } from '@common/paths';
import { AppError } from '../../lib/errors';
import { publicOrigin } from '../../lib/http';
import {
  beginSignIn,
  CALLBACK_PATH,
  FLOW_COOKIE,
  finishSignIn,
  readFlow,
  writeFlow,
  type GoogleFlow,
  type OidcSettings,
} from '../../lib/google-oidc';
import { setSessionCookie } from '../../plugins/auth';
import { finishBusinessProfileConnect } from './oauth.service';
import { clientInfo } from '../auth/request-context';
import { signInWithGoogle } from '../auth/google.service';
import { googleSignInApi } from '@common/api/google-sign-in';
import { serve } from '../../lib/contract';

function settingsOf(request: FastifyRequest): OidcSettings | null {
  const { clientId, clientSecret, oauthIssuer } = request.server.config.google;
  return clientId && clientSecret ? { issuer: oauthIssuer, clientId, clientSecret } : null;
}

const failTo = (reply: FastifyReply, reason: 'google' | 'account_disabled') =>
  reply.redirect(`${paths.auth}?error=${reason}`);

const googleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...serve(googleSignInApi.googleStart),
    config: { access: 'public' },
    handler: async (request, reply) => {
      const settings = settingsOf(request);
      if (!settings) return failTo(reply, 'google');
      try {
        const { url, pending } = await beginSignIn(
          settings,
          `${publicOrigin(request)}${CALLBACK_PATH}`,
        );
        const flow: GoogleFlow = {
          ...pending,
          purpose: 'signin',
          returnTo: safeReturnPath(request.query.returnTo),
        };
        writeFlow(request, reply, flow);
        return reply.redirect(url);
      } catch (error) {
        request.log.warn({ err: error }, 'Google sign-in could not start');
        return failTo(reply, 'google');
      }
    },
  });

  app.get(
    CALLBACK_PATH,
    {
      config: { access: 'public' },
      schema: { hide: true, querystring: z.looseObject({}) },
    },
    async (request, reply) => {
      const flow = readFlow(request);
      reply.clearCookie(FLOW_COOKIE, { path: CALLBACK_PATH });
      const settings = settingsOf(request);
      if (flow?.purpose === 'connect') {
        const callbackUrl = new URL(request.url, publicOrigin(request));
        const target = await finishBusinessProfileConnect(app.google.deps, {
          flow,
          callbackUrl,
          scope: await request.scopeIfSignedIn(),
          log: request.log,
        });
        return reply.redirect(target);
      }
      if (!flow || !settings) return failTo(reply, 'google');
      try {
        const callbackUrl = new URL(request.url, publicOrigin(request));
        const identity = await finishSignIn(settings, callbackUrl, flow);
        const result = await signInWithGoogle(
          app.database.db,
          identity,
          clientInfo(request),
          app.config.adminEmails,
        );
        setSessionCookie(request, reply, result.token, result.expiresAt);
        return reply.redirect(flow.returnTo ?? paths.dashboard);
      } catch (error) {
        if (error instanceof AppError && error.code === 'ACCOUNT_DISABLED')
          return failTo(reply, 'account_disabled');
        request.log.warn({ err: error }, 'Google sign-in failed');
        return failTo(reply, 'google');
      }
    },
  );
};

export default googleRoutes;
