// The notifications routes of the table (docs/decisions/031-api-contract.md); the server's access rules
// and handlers are in server/modules/notifications/notifications.routes.ts.
import { errorEnvelopeSchema } from '../schemas/common';
import {
  notificationEnvelopeSchema,
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
  notificationsSeenSchema,
} from '../schemas/notifications';
import { z } from 'zod';
import { route } from './route';

// The documented caller posts "none, JSON content-type": an empty body must read as {}, where
// Fastify's JSON parser would answer 400. Every other body still goes through that parser.
// `notifications: true` (the web app's bell) adds the latest notifications, read or not; the
// documented caller, posting nothing, gets exactly the documented shape.
const optionalBody = z.object({ notifications: z.boolean().optional() }).nullish();

const seenBody = notificationsSeenSchema.partial().nullish();

export const notificationsApi = {
  feed: route({
    method: 'POST',
    path: '/api/functions/get-notification-data',
    tags: ['functions'],
    summary: 'The notification bell: unread and latest events, unread count, all-time totals',
    body: optionalBody,
    responses: {
      200: notificationEnvelopeSchema,
      400: notificationEnvelopeSchema,
      401: notificationEnvelopeSchema,
      403: notificationEnvelopeSchema,
      500: notificationEnvelopeSchema,
    },
  }),
  markSeen: route({
    method: 'POST',
    path: '/api/notifications/seen',
    tags: ['notifications'],
    summary: 'Marks notifications seen up to lastSeenAt (default now); never moves back',
    body: seenBody,
    responses: { 200: notificationsSeenSchema },
  }),
  preferences: route({
    method: 'GET',
    path: '/api/notifications/preferences',
    tags: ['notifications'],
    summary: 'The notification kinds the caller can receive and those they turned off',
    responses: { 200: notificationPreferencesSchema, 401: errorEnvelopeSchema },
  }),
  setPreferences: route({
    method: 'PUT',
    path: '/api/notifications/preferences',
    tags: ['notifications'],
    summary: 'Turns notification kinds off (the ones listed) and on (the rest)',
    body: notificationPreferencesUpdateSchema,
    responses: {
      200: notificationPreferencesSchema,
      400: errorEnvelopeSchema,
      401: errorEnvelopeSchema,
    },
  }),
};
