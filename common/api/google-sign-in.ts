// The google-sign-in routes of the table (docs/decisions/031-api-contract.md); the server's access rules
// and handlers are in server/modules/google/google-sign-in.routes.ts.
import { z } from 'zod';
import { route } from './route';

export const googleSignInApi = {
  googleStart: route({
    method: 'GET',
    path: '/api/auth/google/start',
    tags: ['auth'],
    summary: 'Start "Sign in with Google" (redirects to Google)',
    query: z.object({ returnTo: z.string().max(2000).optional() }),
  }),
};
