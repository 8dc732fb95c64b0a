// The account API (docs/accounts.md): confirmation and password reset by mailed link, and the
// signed-in person's own profile. The mailed links themselves open pages (account-pages.routes).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptedResponseSchema,
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  confirmEmailRequestSchema,
  confirmEmailResponseSchema,
  emailRequestSchema,
  profileSchema,
  profileUpdateSchema,
  resetPasswordRequestSchema,
} from '@common/schemas/account';
import { sessionResponseSchema } from '@common/schemas/auth';
import { errorEnvelopeSchema, errorResponses } from '@common/schemas/common';
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

/** Mails per address and minute: enough for a person, useless for bombing an inbox. */
const MAIL_RATE_LIMIT = { max: 5, timeWindow: '1 minute' };
/** Current-password checks per address and minute (a stolen session guessing the password). */
const PASSWORD_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };

const errors = errorResponses(400, 401, 403, 409, 410, 429, 503);
const accepted = { 202: acceptedResponseSchema, ...errors };
const noContent = { 204: z.null().describe('Done'), ...errors };

const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.post(
    '/api/auth/confirm/resend',
    {
      config: { access: 'public', rateLimit: MAIL_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Mail a new confirmation link (202 whether or not the address has an account)',
        body: emailRequestSchema,
        response: accepted,
      },
    },
    async (request, reply) => {
      await resendConfirmation(accountDeps(request), request.body.email);
      return reply.status(202).send({ accepted: true });
    },
  );

  app.post(
    '/api/auth/confirm',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Confirm an address with the token of its mailed link',
        body: confirmEmailRequestSchema,
        response: { 200: confirmEmailResponseSchema, ...errors },
      },
    },
    async (request) => confirmEmail(accountDeps(request), request.body.token),
  );

  app.post(
    '/api/auth/password/forgot',
    {
      config: { access: 'public', rateLimit: MAIL_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Mail a password reset link (202 whether or not the address has an account)',
        body: emailRequestSchema,
        response: accepted,
      },
    },
    async (request, reply) => {
      await forgotPassword(accountDeps(request), request.body.email);
      return reply.status(202).send({ accepted: true });
    },
  );

  app.post(
    '/api/auth/password/reset',
    {
      config: { access: 'public', rateLimit: MAIL_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Choose a new password with a reset token: ends every session, then signs in',
        body: resetPasswordRequestSchema,
        response: { 200: sessionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await resetPassword(accountDeps(request), request.body, clientInfo(request));
      setSessionCookie(request, reply, result.token, result.expiresAt);
      return result.session;
    },
  );

  app.get(
    '/api/auth/profile',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['auth'],
        summary: "The signed-in person's own profile",
        response: { 200: profileSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => getProfile(db(), await request.requireAuth()),
  );

  app.patch(
    '/api/auth/profile',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['auth'],
        summary: 'Change your own name or mail language',
        body: profileUpdateSchema,
        response: { 200: profileSchema, ...errors },
      },
    },
    async (request) => updateProfile(db(), await request.requireAuth(), request.body),
  );

  app.post(
    '/api/auth/password',
    {
      config: { access: 'signedIn', rateLimit: PASSWORD_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Change your own password (the current one required); other sessions end',
        body: changePasswordRequestSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await changePassword(db(), await request.requireAuth(), request.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/auth/email',
    {
      config: { access: 'signedIn', rateLimit: PASSWORD_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Change your address: a confirmation link goes to the new one',
        body: changeEmailRequestSchema,
        response: accepted,
      },
    },
    async (request, reply) => {
      await changeEmail(accountDeps(request), await request.requireAuth(), request.body);
      return reply.status(202).send({ accepted: true });
    },
  );

  app.post(
    '/api/auth/signout/everywhere',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['auth'],
        summary: 'End every session of your account, this one included',
        response: { 204: z.null().describe('Signed out'), 401: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      await signOutEverywhere(db(), await request.requireAuth());
      clearSessionCookie(request, reply);
      return reply.status(204).send(null);
    },
  );
};

export default accountRoutes;
