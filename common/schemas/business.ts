// Businesses (DESIGN §5): reading a pasted Google Business URL. Shared by the API, the sign-up and
// settings forms and the OpenAPI document.
import { z } from 'zod';
import { googleBusinessUrlSchema } from './auth';

export const resolveGoogleUrlRequestSchema = z.object({
  /** Trimmed, 1..2048 characters, and a Google business URL (isGoogleBusinessUrl). */
  url: googleBusinessUrlSchema,
});
export type ResolveGoogleUrlRequest = z.infer<typeof resolveGoogleUrlRequestSchema>;

export const resolvedGoogleUrlSchema = z.object({
  name: z.string().optional(),
  placeId: z.string().optional(),
  cid: z.string().optional(),
  lat: z.number().optional(),
  lng: z.number().optional(),
  writeReviewUrl: z.string().optional(),
  /** True while no place id is known (a short link that could not be followed, a CID only...). */
  needsNetwork: z.boolean(),
  /** The Google URL a short link was followed to, when it was. */
  resolvedFrom: z.string().optional(),
});
export type ResolvedGoogleUrl = z.infer<typeof resolvedGoogleUrlSchema>;
