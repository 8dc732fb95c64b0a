// GET /api/realtime (Server-Sent Events, docs/http-api.md "Realtime"). Each `activity` event carries one
// activity item; when a connection falls behind its budget of REALTIME_EVENTS_PER_SECOND, the
// skipped events are coalesced into one `refresh` event naming the types it stands for, so the
// client refetches instead of losing the final state.
import { z } from 'zod';
import { activityItemSchema } from './activity';

export const realtimeActivitySchema = activityItemSchema;

export const realtimeRefreshSchema = z.object({
  /** Activity types of the events folded into this one (touch, clickout, review…). */
  types: z.array(z.string()),
  /** How many events it replaces. */
  skipped: z.number().int().min(1),
});
export type RealtimeRefresh = z.infer<typeof realtimeRefreshSchema>;
