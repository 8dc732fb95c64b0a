// The display routes of the table (docs/decisions/031-api-contract.md); the server's access rules
// and handlers are in server/modules/display/display.routes.ts.
import { errorEnvelopeSchema, errorResponses, idParamsSchema } from '../schemas/common';
import {
  createDisplayLinkRequestSchema,
  createdDisplayLinkSchema,
  displayBoardSchema,
  displayLinkListSchema,
  displayTokenParamsSchema,
} from '../schemas/display';
import { z } from 'zod';
import { route } from './route';

const errors = errorResponses(400, 403, 404);

export const displayApi = {
  create: route({
    method: 'POST',
    path: '/api/display-links',
    tags: ['business'],
    summary: 'Make a read-only link to the thank-you board for a television (shown once)',
    body: createDisplayLinkRequestSchema,
    responses: { 201: createdDisplayLinkSchema, ...errors },
  }),
  list: route({
    method: 'GET',
    path: '/api/display-links',
    tags: ['business'],
    summary: 'The display links that still work (never their addresses)',
    responses: { 200: displayLinkListSchema, ...errors },
  }),
  revoke: route({
    method: 'DELETE',
    path: '/api/display-links/:id',
    tags: ['business'],
    summary: 'Revoke a display link: the television shows it is no longer valid',
    params: idParamsSchema,
    responses: { 204: z.null().describe('Revoked'), ...errors },
  }),
  board: route({
    method: 'GET',
    path: '/api/display/:token',
    tags: ['business'],
    summary: 'The board a display link shows: names, 4- and 5-star reviews, rating, rate',
    params: displayTokenParamsSchema,
    responses: { 200: displayBoardSchema, 404: errorEnvelopeSchema },
  }),
};
