import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt } from './columns';
import { employees } from './employees';
import { locations } from './locations';
import { ownerBusinessId } from './owners';

/** Open list on purpose: new kinds of event must not need a migration. */
export type ActivityType =
  | 'touch'
  | 'clickout'
  | 'self_confirm'
  | 'review'
  | 'attribution'
  | 'employee_added'
  | 'employee_updated'
  | (string & {});

/** Feeds the activity feed and the notification bell. */
export const activityEvents = pgTable(
  'activity_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    businessId: ownerBusinessId(),
    employeeId: uuid('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    // Where it happened, for an event of one location (a review, its credit, a visit): a manager
    // limited to other locations never sees it, even when its employee also works at theirs.
    // Null for events of no one location (an employee added); those follow the employee.
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'set null' }),
    type: text('type').$type<ActivityType>().notNull(),
    createdAt: createdAt(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    // The notification kinds this event is (low_rating, unmatched, credited, google_problem,
    // lockout): the bell counts only these; the feed shows every event (docs/notifications.md).
    notify: text('notify')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  // Newest first with `(created_at, id) < (before)` keyset paging; id breaks ties within a timestamp.
  // NULLS FIRST is what a plain `order by ... desc` means; drizzle's default (NULLS LAST) would not
  // match that ordering and the planner would sort instead of walking the index.
  (t) => [
    index('activity_events_business_feed_idx').on(
      t.businessId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // What the alert mails look for: a business's notifications past its cursor, without walking
    // its visits (docs/notifications.md "Alert mails").
    index('activity_events_notify_idx')
      .on(t.businessId, t.id)
      .where(sql`cardinality(${t.notify}) > 0`),
  ],
);

/** Unread = activity of the user's business newer than last_seen_at. */
export const notificationReads = pgTable('notification_reads', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
});

/** Kinds of notification a user turned off; absent row = all on. */
export const notificationSettings = pgTable('notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  muted: text('muted')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** The kinds this user gets no mail about (the bell's are `muted`). */
  mailMuted: text('mail_muted')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** The weekly digest on Monday morning. */
  digest: boolean('digest').notNull().default(true),
  /**
   * In every alert mail's unsubscribe link: it can only stop this user's mails, so it is kept as
   * it is (made on the first mail), and works signed out.
   */
  mailToken: text('mail_token').unique(),
});

/** An alert mail sent: one per event and recipient, never twice (docs/notifications.md). */
export const alertMails = pgTable(
  'alert_mails',
  {
    // No reference: on PostgreSQL activity_events is partitioned by month (ADR 020), so its id
    // alone is no key; a row outlives its event's partition harmlessly.
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] })],
);

/** A weekly digest sent: one per user and week (the business's Monday, `2026-11-23`). */
export const digestMails = pgTable(
  'digest_mails',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    week: text('week').notNull(),
    sentAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.week] })],
);

export type ActivityEvent = typeof activityEvents.$inferSelect;
export type NewActivityEvent = typeof activityEvents.$inferInsert;
export type NotificationRead = typeof notificationReads.$inferSelect;
export type NewNotificationRead = typeof notificationReads.$inferInsert;
