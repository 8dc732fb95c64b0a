import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { OtherName } from '@common/attribution-evidence';
import { createdAt, oneOf, updatedAt } from './columns';
import { DEFAULT_ATTRIBUTION_WINDOW_MINUTES, DEFAULT_TIMEZONE } from '@common/constants';
import { CONNECTION_TYPES, GOOGLE_INTEGRATION_STATUSES } from '@common/schemas/google';

export type { ConnectionType, GoogleIntegrationStatus } from '@common/schemas/google';

export const businesses = pgTable(
  'businesses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().default('My Business'),
    slug: text('slug').notNull().unique(),
    email: text('email'),
    // The user who opened the business (sign-up, or connect-business with a Google URL): only
    // they may rejoin it by id after leaving. Membership is by user id, never by an address
    // (docs/accounts.md). No foreign key: users already references businesses.
    ownerUserId: uuid('owner_user_id'),
    // IANA zone: day and hour buckets of the dashboards are cut in the business's local time.
    timezone: text('timezone').notNull().default(DEFAULT_TIMEZONE),
    privacyText: text('privacy_text'),
    googlePlaceId: text('google_place_id'),
    googleCid: text('google_cid'),
    googleReviewUrl: text('google_review_url'),
    // The place's title as Google writes it, read when Google is connected: offered as the name
    // until the owner uses it or keeps their own (null then).
    googleTitle: text('google_title'),
    // The last activity event the alert mails looked at (docs/notifications.md "Alert mails").
    alertsCursor: bigint('alerts_cursor', { mode: 'number' }).notNull().default(0),
    // Ciphertext only (APP_SECRET); the plain key never leaves the server (docs/SECURITY.md).
    googleApiKey: text('google_api_key'),
    // Ciphertext of the JSON token blob (access/refresh tokens, expiry).
    googleOauth: text('google_oauth'),
    googleAccountId: text('google_account_id'),
    googleLocationId: text('google_location_id'),
    googleIntegrationStatus: text('google_integration_status', {
      enum: GOOGLE_INTEGRATION_STATUSES,
    })
      .notNull()
      .default('disconnected'),
    // The docs/product-rules.md §8 message shown next to an expired or errored integration.
    googleStatusMessage: text('google_status_message'),
    connectionType: text('connection_type', { enum: CONNECTION_TYPES })
      .notNull()
      .default('disconnected'),
    googleLastSyncedAt: timestamp('google_last_synced_at', { withTimezone: true }),
    // When the current connection was made: reviews published before it are history, imported
    // quietly (one summary in the feed, nothing in the bell; docs/notifications.md).
    googleConnectedAt: timestamp('google_connected_at', { withTimezone: true }),
    // The setup guide's steps that leave no other trace (docs/setup-guide.md).
    cardsPrintedAt: timestamp('cards_printed_at', { withTimezone: true }),
    setupDismissedAt: timestamp('setup_dismissed_at', { withTimezone: true }),
    attributionWindowMinutes: integer('attribution_window_minutes')
      .notNull()
      .default(DEFAULT_ATTRIBUTION_WINDOW_MINUTES),
    showLeaderboardToEmployees: boolean('show_leaderboard_to_employees').notNull().default(true),
    // People customers name who are not staff (the owner, former staff, the business's namesake):
    // attribution never credits them and says so in the evidence (docs/attribution.md).
    otherNames: jsonb('other_names').$type<OtherName[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'businesses_google_integration_status_check',
      oneOf(t.googleIntegrationStatus, GOOGLE_INTEGRATION_STATUSES),
    ),
    check('businesses_connection_type_check', oneOf(t.connectionType, CONNECTION_TYPES)),
    // A zero or negative window would silently disable time-window attribution.
    check('businesses_attribution_window_check', sql`${t.attributionWindowMinutes} > 0`),
  ],
);

export type Business = typeof businesses.$inferSelect;
export type NewBusiness = typeof businesses.$inferInsert;
