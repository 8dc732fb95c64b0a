// Locations: the shops of one business (docs/locations.md). Shared by the API, the settings and
// employee forms and the OpenAPI document.
import { z } from 'zod';
import { REFUSAL } from '../messages';
import { googleBusinessUrlSchema } from './auth';
import { timezoneSchema } from './business';

export const LOCATION_NAME_MAX_LENGTH = 100;
const LOCATION_ADDRESS_MAX_LENGTH = 300;
/** More locations than any shop chain we serve; keeps the switcher and the forms usable. */
export const MAX_LOCATIONS = 100;

export const locationSchema = z.object({
  id: z.uuid(),
  /** The `?l=` of the location's printed cards: stable for the location's life. */
  number: z.number().int(),
  name: z.string(),
  address: z.string().nullable(),
  /** The first location uses the business's Google place; it cannot be archived. */
  isFirst: z.boolean(),
  googlePlaceId: z.string().nullable(),
  /** The link of Google's write-a-review window for this location; null: not set up. */
  reviewUrl: z.string().nullable(),
  /** The Business Profile location it syncs from (another than the first); null: none. */
  googleLocationId: z.string().nullable(),
  /** An IANA zone for this location's days and hours; null: the business's. */
  timeZone: z.string().nullable(),
  archived: z.boolean(),
  /** Employees (not deleted) who work here. */
  employeeCount: z.number().int(),
});
export type Location = z.infer<typeof locationSchema>;

export const locationListSchema = z.object({ items: z.array(locationSchema) });
export type LocationList = z.infer<typeof locationListSchema>;

const locationNameSchema = z
  .string({ error: REFUSAL.locationNameRequired })
  .trim()
  .min(1, REFUSAL.locationNameRequired)
  .max(LOCATION_NAME_MAX_LENGTH, REFUSAL.locationNameTooLong);

/** Blank means none (stored as null). */
const addressTextSchema = z
  .string()
  .trim()
  .max(LOCATION_ADDRESS_MAX_LENGTH, REFUSAL.locationAddressTooLong)
  .transform((text) => (text === '' ? null : text));
const addressSchema = addressTextSchema.nullable();

/** The location's own IANA zone; null: the business's (the only choice for the first location). */
const locationTimeZoneSchema = timezoneSchema.nullable();

export const createLocationRequestSchema = z.object({
  name: locationNameSchema,
  address: addressSchema.optional(),
  /** The location's Google Business URL; its place and review link are read from it. */
  googleBusinessUrl: googleBusinessUrlSchema.optional(),
  timeZone: locationTimeZoneSchema.optional(),
});
export type CreateLocationRequest = z.infer<typeof createLocationRequestSchema>;

export const updateLocationRequestSchema = z
  .object({
    name: locationNameSchema.optional(),
    address: addressSchema.optional(),
    /** Null forgets the location's place (a location other than the first). */
    googleBusinessUrl: googleBusinessUrlSchema.nullable().optional(),
    timeZone: locationTimeZoneSchema.optional(),
    archived: z.boolean().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, REFUSAL.nothingToChange);
export type UpdateLocationRequest = z.infer<typeof updateLocationRequestSchema>;

/** PUT /api/employees/{id}/locations: every location the employee works at, at least one. */
export const employeeLocationsRequestSchema = z.object({
  locationIds: z
    .array(z.uuid(), { error: REFUSAL.employeeLocationsRequired })
    .min(1, REFUSAL.employeeLocationsRequired)
    .max(MAX_LOCATIONS)
    .transform((ids) => [...new Set(ids)]),
});
export type EmployeeLocationsRequest = z.infer<typeof employeeLocationsRequestSchema>;

export const employeeLocationsSchema = z.object({ locationIds: z.array(z.uuid()) });

/**
 * The add and edit form of the settings screen: every field a string, a blank Google link meaning
 * none (null), so one schema checks what the person typed before it is sent.
 */
export const locationFormSchema = z.object({
  name: locationNameSchema,
  address: addressTextSchema,
  googleBusinessUrl: z
    .string()
    .trim()
    .transform((url) => (url === '' ? null : url))
    .pipe(googleBusinessUrlSchema.nullable()),
  /** Blank: the business's zone (null). */
  timeZone: z
    .string()
    .trim()
    .transform((zone) => (zone === '' ? null : zone))
    .pipe(locationTimeZoneSchema),
});
