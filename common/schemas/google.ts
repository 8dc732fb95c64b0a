// The Google connection API (DESIGN §5, §4 "Google sync"). The API key goes in, never out.
import { z } from 'zod';

// Same values as the businesses / sync_jobs check constraints (server/db/schema).
const GOOGLE_INTEGRATION_STATUSES = ['connected', 'disconnected', 'expired', 'error'] as const;
const CONNECTION_TYPES = ['disconnected', 'places_api', 'business_profile', 'import'] as const;
const SYNC_JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;

export const googleStatusSchema = z.object({
  status: z.enum(GOOGLE_INTEGRATION_STATUSES),
  connectionType: z.enum(CONNECTION_TYPES),
  placeId: z.string().nullable(),
  hasApiKey: z.boolean(),
  lastSyncedAt: z.string().nullable(),
  message: z.string().nullable(),
  /** Places API: at most 5 reviews per fetch. */
  limited: z.boolean(),
});
export type GoogleStatus = z.infer<typeof googleStatusSchema>;

export const connectPlacesSchema = z.object({
  placeId: z.string().trim().min(1).max(300),
  apiKey: z.string().trim().min(20).max(300),
});
export type ConnectPlaces = z.infer<typeof connectPlacesSchema>;

export const syncJobSchema = z.object({
  id: z.uuid(),
  status: z.enum(SYNC_JOB_STATUSES),
  processed: z.number().int(),
  total: z.number().int().nullable(),
  error: z.string().optional(),
});
export type SyncJobView = z.infer<typeof syncJobSchema>;

export const syncJobParamsSchema = z.object({ jobId: z.uuid() });
