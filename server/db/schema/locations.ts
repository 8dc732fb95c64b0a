// Locations: the shops of one business (docs/locations.md). Every business has at least one; a
// business with one location looks exactly as it did before locations existed.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { businesses } from './business';
import { createdAt, updatedAt } from './columns';
import { employees } from './employees';

/** The location every business starts with; it uses the business's Google place and is never archived. */
export const FIRST_LOCATION_NUMBER = 1;

export const locations = pgTable(
  'locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    // Printed on cards as /e/{slug}?l={number}: 1, 2, 3… within the business, never reused, so a
    // rename or an archive never changes a card.
    number: integer('number').notNull(),
    name: text('name').notNull(),
    address: text('address'),
    // The Google place of a location other than the first. The first location's place is the
    // business's own (`businesses.google_*`, where a business with one location always kept it),
    // so these stay null on it (the check below).
    googlePlaceId: text('google_place_id'),
    googleCid: text('google_cid'),
    googleReviewUrl: text('google_review_url'),
    // The Business Profile location this one syncs from (the business's connection's account):
    // null on the first location, whose Business Profile location is the business's own.
    googleAccountId: text('google_account_id'),
    googleLocationId: text('google_location_id'),
    // An IANA zone for this location's days and hours; null: the business's. Null on the first
    // location, whose zone is the business's setting.
    timeZone: text('time_zone'),
    // Archived: hidden from the switcher and the forms, its history kept and counted.
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('locations_business_number_uq').on(t.businessId, t.number),
    check(
      'locations_first_place_check',
      sql`${t.number} <> ${sql.raw(String(FIRST_LOCATION_NUMBER))} or (${t.googlePlaceId} is null and ${t.googleCid} is null and ${t.googleReviewUrl} is null and ${t.googleAccountId} is null and ${t.googleLocationId} is null and ${t.timeZone} is null)`,
    ),
    check(
      'locations_business_profile_check',
      sql`(${t.googleAccountId} is null) = (${t.googleLocationId} is null)`,
    ),
    uniqueIndex('locations_business_profile_uq')
      .on(t.businessId, t.googleLocationId)
      .where(sql`${t.googleLocationId} is not null`),
    check('locations_number_check', sql`${t.number} > 0`),
    uniqueIndex('locations_business_name_uq')
      .on(t.businessId, sql`lower(${t.name})`)
      .where(sql`${t.archivedAt} is null`),
  ],
);

/** Where an employee works: one row per location. */
export const employeeLocations = pgTable(
  'employee_locations',
  {
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'employee_locations_pk', columns: [t.employeeId, t.locationId] }),
    index('employee_locations_location_idx').on(t.locationId),
  ],
);

export type Location = typeof locations.$inferSelect;
export type NewLocation = typeof locations.$inferInsert;

/**
 * A manager limited to some locations (docs/locations.md): one row per location they may see and
 * change. No rows: every location, as for every admin (admins are never limited).
 */
export const userLocations = pgTable(
  'user_locations',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'user_locations_pk', columns: [t.userId, t.locationId] })],
);
