// The account routes of the table (docs/decisions/031-api-contract.md); the server's access rules
// and handlers are in server/modules/auth/account.routes.ts.
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
} from '../schemas/account';
import { sessionResponseSchema } from '../schemas/auth';
import { errorEnvelopeSchema, errorResponses } from '../schemas/common';
import { z } from 'zod';
import { route } from './route';

const errors = errorResponses(400, 401, 403, 409, 410, 429, 503);

const accepted = { 202: acceptedResponseSchema, ...errors };

const noContent = { 204: z.null().describe('Done'), ...errors };

export const accountApi = {
  resendConfirmation: route({
    method: 'POST',
    path: '/api/auth/confirm/resend',
    tags: ['auth'],
    summary: 'Mail a new confirmation link (202 whether or not the address has an account)',
    body: emailRequestSchema,
    responses: accepted,
  }),
  confirmEmail: route({
    method: 'POST',
    path: '/api/auth/confirm',
    tags: ['auth'],
    summary: 'Confirm an address with the token of its mailed link',
    body: confirmEmailRequestSchema,
    responses: { 200: confirmEmailResponseSchema, ...errors },
  }),
  forgotPassword: route({
    method: 'POST',
    path: '/api/auth/password/forgot',
    tags: ['auth'],
    summary: 'Mail a password reset link (202 whether or not the address has an account)',
    body: emailRequestSchema,
    responses: accepted,
  }),
  resetPassword: route({
    method: 'POST',
    path: '/api/auth/password/reset',
    tags: ['auth'],
    summary: 'Choose a new password with a reset token: ends every session, then signs in',
    body: resetPasswordRequestSchema,
    responses: { 200: sessionResponseSchema, ...errors },
  }),
  profile: route({
    method: 'GET',
    path: '/api/auth/profile',
    tags: ['auth'],
    summary: "The signed-in person's own profile",
    responses: { 200: profileSchema, 401: errorEnvelopeSchema },
  }),
  updateProfile: route({
    method: 'PATCH',
    path: '/api/auth/profile',
    tags: ['auth'],
    summary: 'Change your own name or mail language',
    body: profileUpdateSchema,
    responses: { 200: profileSchema, ...errors },
  }),
  changePassword: route({
    method: 'POST',
    path: '/api/auth/password',
    tags: ['auth'],
    summary: 'Change your own password (the current one required); other sessions end',
    body: changePasswordRequestSchema,
    responses: noContent,
  }),
  changeEmail: route({
    method: 'POST',
    path: '/api/auth/email',
    tags: ['auth'],
    summary: 'Change your address: a confirmation link goes to the new one',
    body: changeEmailRequestSchema,
    responses: accepted,
  }),
  signOutEverywhere: route({
    method: 'POST',
    path: '/api/auth/signout/everywhere',
    tags: ['auth'],
    summary: 'End every session of your account, this one included',
    responses: { 204: z.null().describe('Signed out'), 401: errorEnvelopeSchema },
  }),
};
