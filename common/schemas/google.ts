// The Google connection API (docs/http-api.md, §4 "Google sync"). The API key goes in, never out.
import { z } from 'zod';

// The one home of these vocabularies: the database's columns and checks (server/db/schema) use
// them as they are, in this order.
export const GOOGLE_INTEGRATION_STATUSES = [
  'connected',
  'disconnected',
  'expired',
  'error',
] as const;
export type GoogleIntegrationStatus = (typeof GOOGLE_INTEGRATION_STATUSES)[number];
export const CONNECTION_TYPES = [
  'disconnected',
  'places_api',
  'business_profile',
  'import',
] as const;
export type ConnectionType = (typeof CONNECTION_TYPES)[number];
export const SYNC_JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type SyncJobStatus = (typeof SYNC_JOB_STATUSES)[number];

export const googleStatusSchema = z.object({
  status: z.enum(GOOGLE_INTEGRATION_STATUSES),
  connectionType: z.enum(CONNECTION_TYPES),
  placeId: z.string().nullable(),
  hasApiKey: z.boolean(),
  lastSyncedAt: z.string().nullable(),
  message: z.string().nullable(),
  /** Places API: at most 5 reviews per fetch. */
  limited: z.boolean(),
  /** The instance has Google OAuth credentials, so "Connect Business Profile" can be offered. */
  oauthAvailable: z.boolean(),
  /** Connected through Business Profile: replies can be posted to Google. */
  canReply: z.boolean(),
  /** The Business Profile location in use; null on the other ways in. */
  location: z
    .object({ accountId: z.string(), locationId: z.string(), title: z.string().nullable() })
    .nullable(),
  /**
   * The place's title as Google writes it, offered as the business's name while it differs from
   * it (GET /api/business says the same as `googleTitle`); null once answered.
   */
  offeredName: z.string().nullable(),
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
  /** Reviews the source sent that could not be read and were not stored (absent when none). */
  rejected: z.number().int().optional(),
  error: z.string().optional(),
  /** The catalogue key the web app words `error` by. */
  errorKey: z.string().optional(),
});
export type SyncJobView = z.infer<typeof syncJobSchema>;

export const syncJobParamsSchema = z.object({ jobId: z.uuid() });

/** Google's ids of accounts and locations: digits in practice; kept to a safe path segment. */
const googleIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** A Business Profile location the connected Google account manages (docs/google.md §B.2). */
const googleLocationSchema = z.object({
  accountId: googleIdSchema,
  accountName: z.string().nullable(),
  locationId: googleIdSchema,
  title: z.string(),
  address: z.string().nullable(),
  placeId: z.string().nullable(),
  /** Its metadata.placeId is the business's Google Place ID. */
  matchesBusiness: z.boolean(),
  /** The ReviewTrace location its reviews sync into (docs/locations.md); null: none yet. */
  linkedLocationId: z.uuid().nullable(),
});
export type GoogleLocation = z.infer<typeof googleLocationSchema>;

export const googleLocationListSchema = z.object({
  items: z.array(googleLocationSchema),
  total: z.number().int(),
});

/** PUT /api/google/location: use this location of the connected account. */
export const chooseLocationSchema = z.object({
  accountId: googleIdSchema,
  locationId: googleIdSchema,
});
export type ChooseLocation = z.infer<typeof chooseLocationSchema>;

/**
 * POST /api/google/locations: add these Business Profile locations of the connected account as
 * locations of the business in one step (docs/locations.md "Business Profile").
 */
export const addGoogleLocationsSchema = z.object({
  items: z.array(chooseLocationSchema).min(1).max(100),
});
export type AddGoogleLocations = z.infer<typeof addGoogleLocationsSchema>;

/**
 * Where the Business Profile OAuth round trip lands: /business-dashboard/settings?google={result}.
 * connected: one location matched and is in use; choose_location: tokens kept, the manager picks
 * the location; no_location: the account manages no location; denied: the manager cancelled at
 * Google; failed: the exchange or Google failed; unavailable: no OAuth client configured.
 */
export const GOOGLE_OAUTH_RESULTS = [
  'connected',
  'choose_location',
  'no_location',
  'denied',
  'failed',
  'unavailable',
] as const;
export type GoogleOauthResult = (typeof GOOGLE_OAUTH_RESULTS)[number];
