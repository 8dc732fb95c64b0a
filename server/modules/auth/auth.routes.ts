import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signUpResponseSchema } from '@common/schemas/account';
import {
  authStatusSchema,
  employeeSignInRequestSchema,
  sessionResponseSchema,
  signInRequestSchema,
  signUpRequestSchema,
} from '@common/schemas/auth';
import { errorEnvelopeSchema, errorResponses } from '@common/schemas/common';
import { dashboardTarget } from '@common/policy';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from '../../plugins/auth';
import { employeeSignIn, signIn, signUp, type SignedIn } from './auth.service';
import { accountDeps, clientInfo } from './request-context';
import { endSession, presentSession } from './session.service';
import { browserSubject, rememberSubject } from './known-browser';

/** Sheds floods per address before any database work; accounts have their own lockout. */
const SIGN_IN_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

const errors = errorResponses(400, 401, 403, 429, 503);

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.post(
    '/api/auth/signup',
    {
      config: { access: 'public', rateLimit: SIGN_IN_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary:
          'Create a manager account and its business, and mail the confirmation link ' +
          '(signing in waits for the confirmation)',
        body: signUpRequestSchema,
        response: {
          201: signUpResponseSchema,
          409: errorEnvelopeSchema,
          500: errorEnvelopeSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const result = await signUp(accountDeps(request), request.body);
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/api/auth/signin',
    {
      config: { access: 'public', rateLimit: SIGN_IN_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: signInRequestSchema,
        response: { 200: sessionResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendSignedIn(
        request,
        reply,
        await signIn(db(), request.body, clientInfo(request), app.config.adminEmails),
        browserSubject('account', request.body.email),
      ),
  );

  app.post(
    '/api/auth/employee/signin',
    {
      config: { access: 'public', rateLimit: SIGN_IN_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Sign in as an employee (24-hour session)',
        body: employeeSignInRequestSchema,
        response: { 200: sessionResponseSchema, 404: errorEnvelopeSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendSignedIn(
        request,
        reply,
        await employeeSignIn(db(), request.body, clientInfo(request)),
        browserSubject('employee', request.body.username),
      ),
  );

  app.post(
    '/api/auth/signout',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], summary: 'End the current session (idempotent)' },
    },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await endSession(db(), token);
      clearSessionCookie(request, reply);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/auth/session',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['auth'],
        summary: 'The current session: user, business, employee, permissions and expiry',
        response: { 200: sessionResponseSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const session = presentSession(await request.requireAuth());
      // A manager limited to some locations sees them named in the header (docs/locations.md).
      return { ...session, locationIds: (await (await request.scope()).locations()) ?? [] };
    },
  );

  app.get(
    '/api/auth/status',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Whether this browser is signed in (200 either way), and where its dashboard is',
        response: { 200: authStatusSchema },
      },
    },
    async (request, reply) => {
      const auth = await request.auth();
      reply.header('cache-control', 'no-store');
      return auth
        ? { signedIn: true, dashboardPath: dashboardTarget(auth.role, '/') }
        : { signedIn: false, dashboardPath: null };
    },
  );
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
