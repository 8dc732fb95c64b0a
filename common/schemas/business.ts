// Businesses (docs/http-api.md): reading a pasted Google Business URL. Shared by the API, the sign-up and
// settings forms and the OpenAPI document.
import { z } from 'zod';
import { OTHER_NAMES_MAX, otherNameSchema } from '../attribution-evidence';
import { REFUSAL } from '../messages';
import { googleBusinessUrlSchema } from './auth';

export const resolveGoogleUrlRequestSchema = z.object({
  /** Trimmed, 1..2048 characters, and a Google business URL (isGoogleBusinessUrl). */
  url: googleBusinessUrlSchema,
});

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

// Business information of the settings screen (docs/http-api.md GET, PATCH /api/business).

const BUSINESS_NAME_MIN_LENGTH = 2;
const BUSINESS_NAME_MAX_LENGTH = 100;
export const PRIVACY_TEXT_MAX_LENGTH = 2000;
const ATTRIBUTION_WINDOW_MIN_MINUTES = 5;
const ATTRIBUTION_WINDOW_MAX_MINUTES = 240;

/** An IANA zone this runtime knows (Intl); the database's tzdata knows the same names. */
function isValidTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const businessSettingsSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  timezone: z.string(),
  privacyText: z.string().nullable(),
  /** Read-only here: the Google integration changes it. */
  googlePlaceId: z.string().nullable(),
  googleLastSyncedAt: z.iso.datetime({ offset: true }).nullable(),
  /**
   * The place's title as Google writes it, offered as the business's name while it differs from
   * it; null once the owner used it or kept their own.
   */
  googleTitle: z.string().nullable(),
  attributionWindowMinutes: z.number().int(),
  /** People customers name who are not staff: never credited (docs/attribution.md). */
  otherNames: z.array(otherNameSchema),
  /** Whether POST /api/admin/seed would accept this caller (admins; managers outside production). */
  canSeed: z.boolean(),
});
export type BusinessSettings = z.infer<typeof businessSettingsSchema>;

const businessNameSchema = z
  .string({ error: REFUSAL.businessNameTooShort })
  .trim()
  .min(BUSINESS_NAME_MIN_LENGTH, REFUSAL.businessNameTooShort)
  .max(BUSINESS_NAME_MAX_LENGTH, REFUSAL.businessNameTooLong);

/** Also a location's own zone (common/schemas/locations.ts): one rule for every zone we store. */
export const timezoneSchema = z
  .string({ error: REFUSAL.timezoneInvalid })
  .trim()
  .refine(isValidTimeZone, REFUSAL.timezoneInvalid);

/** Blank means "no privacy text" (stored as null). */
const privacyTextSchema = z
  .string()
  .trim()
  .max(PRIVACY_TEXT_MAX_LENGTH, REFUSAL.privacyTextTooLong)
  .transform((text) => (text === '' ? null : text))
  .nullable();

const attributionWindowSchema = z
  .number({ error: REFUSAL.attributionWindowInvalid })
  .int(REFUSAL.attributionWindowInvalid)
  .min(ATTRIBUTION_WINDOW_MIN_MINUTES, REFUSAL.attributionWindowInvalid)
  .max(ATTRIBUTION_WINDOW_MAX_MINUTES, REFUSAL.attributionWindowInvalid);

const folded = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The not-staff list: each name once (case and diacritics aside), no control characters. */
export const otherNamesSchema = z
  .array(otherNameSchema, { error: REFUSAL.otherNamesInvalid })
  .max(OTHER_NAMES_MAX, REFUSAL.otherNamesInvalid)
  .refine(
    // eslint-disable-next-line no-control-regex
    (list) => list.every((o) => !/[\u0000-\u001f\u007f]/.test(o.name)),
    REFUSAL.otherNamesInvalid,
  )
  .refine(
    (list) => new Set(list.map((o) => folded(o.name))).size === list.length,
    REFUSAL.otherNamesInvalid,
  );

/** PATCH /api/business: any of the editable fields. */
export const updateBusinessSettingsSchema = z.object({
  name: businessNameSchema.optional(),
  timezone: timezoneSchema.optional(),
  privacyText: privacyTextSchema.optional(),
  attributionWindowMinutes: attributionWindowSchema.optional(),
  otherNames: otherNamesSchema.optional(),
  /** Null: the owner keeps their name, and Google's title is no longer offered. */
  googleTitle: z.null().optional(),
});
export type UpdateBusinessSettings = z.infer<typeof updateBusinessSettingsSchema>;
