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
  /**
   * Set when the business's Places API key let Google check the reading: `place_details` when
   * the URL's place id was confirmed, `text_search` when the place is the top hit of a search by
   * the URL's name (worth showing the manager). Absent: read offline only.
   */
  confirmedBy: z.enum(['place_details', 'text_search']).optional(),
  /** Google's formattedAddress of the confirmed place. */
  address: z.string().optional(),
  /** Google's googleMapsUri of the confirmed place. */
  googleMapsUri: z.string().optional(),
});
export type ResolvedGoogleUrl = z.infer<typeof resolvedGoogleUrlSchema>;
