// The auth routes of the table (docs/decisions/031-api-contract.md); the server's access rules
// and handlers are in server/modules/auth/auth.routes.ts.
import { signUpResponseSchema } from '../schemas/account';
import {
  authStatusSchema,
  employeeSignInRequestSchema,
  sessionResponseSchema,
  signInRequestSchema,
  signUpRequestSchema,
} from '../schemas/auth';
import { errorEnvelopeSchema, errorResponses } from '../schemas/common';
import { route } from './route';

const errors = errorResponses(400, 401, 403, 429, 503);

export const authApi = {
  signUp: route({
    method: 'POST',
    path: '/api/auth/signup',
    tags: ['auth'],
    summary:
      'Create a manager account and its business, and mail the confirmation link ' +
      '(signing in waits for the confirmation)',
    body: signUpRequestSchema,
    responses: {
      201: signUpResponseSchema,
      409: errorEnvelopeSchema,
      500: errorEnvelopeSchema,
      ...errors,
    },
  }),
  signIn: route({
    method: 'POST',
    path: '/api/auth/signin',
    tags: ['auth'],
    summary: 'Sign in with email and password',
    body: signInRequestSchema,
    responses: { 200: sessionResponseSchema, ...errors },
  }),
  employeeSignIn: route({
    method: 'POST',
    path: '/api/auth/employee/signin',
    tags: ['auth'],
    summary: 'Sign in as an employee (24-hour session)',
    body: employeeSignInRequestSchema,
    responses: { 200: sessionResponseSchema, 404: errorEnvelopeSchema, ...errors },
  }),
  signOut: route({
    method: 'POST',
    path: '/api/auth/signout',
    tags: ['auth'],
    summary: 'End the current session (idempotent)',
  }),
  session: route({
    method: 'GET',
    path: '/api/auth/session',
    tags: ['auth'],
    summary: 'The current session: user, business, employee, permissions and expiry',
    responses: { 200: sessionResponseSchema, 401: errorEnvelopeSchema },
  }),
  status: route({
    method: 'GET',
    path: '/api/auth/status',
    tags: ['auth'],
    summary: 'Whether this browser is signed in (200 either way), and where its dashboard is',
    responses: { 200: authStatusSchema },
  }),
};
