// The account API (docs/accounts.md): confirmation and password reset by mailed link, and the
// signed-in person's own profile. The mailed links themselves open pages (account-pages.routes).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearSessionCookie, setSessionCookie } from '../../plugins/auth';
import { confirmEmail, forgotPassword, resendConfirmation, resetPassword } from './account.service';
import { accountDeps, clientInfo } from './request-context';
import {
  changeEmail,
  changePassword,
  getProfile,
  signOutEverywhere,
  updateProfile,
} from './profile.service';
import { accountApi } from '@common/api/account';
import { serve } from '../../lib/contract';

/** Mails per address and minute: enough for a person, useless for bombing an inbox. */
const MAIL_RATE_LIMIT = { max: 5, timeWindow: '1 minute' };
/** Current-password checks per address and minute (a stolen session guessing the password). */
const PASSWORD_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };

const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.route({
    ...serve(accountApi.resendConfirmation),
    config: { access: 'public', rateLimit: MAIL_RATE_LIMIT },
    handler: async (request, reply) => {
      await resendConfirmation(accountDeps(request), request.body.email);
      return reply.status(202).send({ accepted: true });
    },
  });

  app.route({
    ...serve(accountApi.confirmEmail),
    config: { access: 'public' },
    handler: async (request) => confirmEmail(accountDeps(request), request.body.token),
  });

  app.route({
    ...serve(accountApi.forgotPassword),
    config: { access: 'public', rateLimit: MAIL_RATE_LIMIT },
    handler: async (request, reply) => {
      await forgotPassword(accountDeps(request), request.body.email);
      return reply.status(202).send({ accepted: true });
    },
  });

  app.route({
    ...serve(accountApi.resetPassword),
    config: { access: 'public', rateLimit: MAIL_RATE_LIMIT },
    handler: async (request, reply) => {
      const result = await resetPassword(accountDeps(request), request.body, clientInfo(request));
      setSessionCookie(request, reply, result.token, result.expiresAt);
      return result.session;
    },
  });

  app.route({
    ...serve(accountApi.profile),
    config: { access: 'signedIn' },
    handler: async (request) => getProfile(db(), await request.requireAuth()),
  });

  app.route({
    ...serve(accountApi.updateProfile),
    config: { access: 'signedIn' },
    handler: async (request) => updateProfile(db(), await request.requireAuth(), request.body),
  });

  app.route({
    ...serve(accountApi.changePassword),
    config: { access: 'signedIn', rateLimit: PASSWORD_RATE_LIMIT },
    handler: async (request, reply) => {
      await changePassword(db(), await request.requireAuth(), request.body);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...serve(accountApi.changeEmail),
    config: { access: 'signedIn', rateLimit: PASSWORD_RATE_LIMIT },
    handler: async (request, reply) => {
      await changeEmail(accountDeps(request), await request.requireAuth(), request.body);
      return reply.status(202).send({ accepted: true });
    },
  });

  app.route({
    ...serve(accountApi.signOutEverywhere),
    config: { access: 'signedIn' },
    handler: async (request, reply) => {
      await signOutEverywhere(db(), await request.requireAuth());
      clearSessionCookie(request, reply);
      return reply.status(204).send(null);
    },
  });
};

export default accountRoutes;
