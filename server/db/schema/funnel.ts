// The visitor funnel: touch (page served) -> clickout (sent to Google) -> optional self-confirmation.
// High-volume append-only tables, hence bigint identity ids and few indexes (docs/http-api.md, §8).
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { TOUCH_SOURCES } from '@common/schemas/funnel';
import { createdAt, oneOf } from './columns';
import { reviews } from './reviews';
import { atLocationId, creditedEmployeeId, ownerBusinessId } from './owners';

export const touches = pgTable(
  'touches',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    businessId: ownerBusinessId(),
    employeeId: creditedEmployeeId(),
    locationId: atLocationId(),
    createdAt: createdAt(),
    // Salted daily hash of IP + user agent; the raw IP is never stored.
    visitorKey: text('visitor_key').notNull(),
    // Salted daily hash of the IP alone: caps how many visitors one address can count.
    addressKey: text('address_key'),
    source: text('source', { enum: TOUCH_SOURCES }).notNull().default('qr'),
    isBot: boolean('is_bot').notNull().default(false),
    // The card of a deactivated or deleted employee: the visit counts for the business and credits
    // no one; the employees screen counts these so the owner collects the old cards.
    cardInactive: boolean('card_inactive').notNull().default(false),
  },
  (t) => [
    index('touches_business_created_at_idx').on(t.businessId, t.createdAt),
    // Serves the 30-minute "same visitor, same employee" dedup probe before each insert.
    index('touches_dedup_idx').on(t.employeeId, t.visitorKey, t.createdAt),
    // Serves the cap on distinct visitors one address may count per employee (public.service.ts).
    index('touches_address_idx').on(t.employeeId, t.addressKey, t.createdAt),
    check('touches_source_check', oneOf(t.source, TOUCH_SOURCES)),
  ],
);

export const clickouts = pgTable(
  'clickouts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    businessId: ownerBusinessId(),
    employeeId: creditedEmployeeId(),
    locationId: atLocationId(),
    // Null when the visitor reached the review link without a recorded touch (bot-filtered, deduped).
    touchId: bigint('touch_id', { mode: 'number' }).references(() => touches.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    visitorKey: text('visitor_key').notNull(),
    addressKey: text('address_key'),
  },
  (t) => [
    // Time-window attribution asks "whose clickouts precede this review?" for the whole business
    // (reviews.repository funnelBetween), and the exports read a business's range.
    index('clickouts_business_created_at_idx').on(t.businessId, t.createdAt),
    // The funnel's dedup ("did this visitor already tap through today?") on every public request.
    // Its employee_id prefix also serves the foreign key; an (employee_id, created_at) index
    // served no query and cost every clickout one more index insert (migration 0007).
    index('clickouts_dedup_idx').on(t.employeeId, t.visitorKey, t.createdAt),
    index('clickouts_address_idx').on(t.employeeId, t.addressKey, t.createdAt),
  ],
);

export const selfConfirmations = pgTable(
  'self_confirmations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    businessId: ownerBusinessId(),
    employeeId: creditedEmployeeId(),
    clickoutId: bigint('clickout_id', { mode: 'number' }).references(() => clickouts.id, {
      onDelete: 'set null',
    }),
    // The name the customer says Google shows for them; typed by a stranger, so escape on output.
    reviewerName: text('reviewer_name').notNull(),
    createdAt: createdAt(),
    // True when the same visitor opened this employee's page in the 24 h before confirming; an
    // unverified claim is only ever a candidate for the manager, never a credit on its own.
    verified: boolean('verified').notNull().default(false),
    visitorKey: text('visitor_key'),
    // Set once attribution pairs the confirmation with an imported review.
    reviewId: uuid('review_id').references(() => reviews.id, { onDelete: 'set null' }),
  },
  (t) => [index('self_confirmations_business_created_at_idx').on(t.businessId, t.createdAt)],
);

/**
 * How many self-confirmations a visitor sent in the current day's window (the daily cap of
 * docs/funnel.md). Keyed by the visitor key, which changes daily anyway; the upsert locks the row,
 * so concurrent confirmations of one visitor count exactly, in every process.
 */
export const selfConfirmQuotas = pgTable('self_confirm_quotas', {
  visitorKey: text('visitor_key').primaryKey(),
  confirmations: integer('confirmations').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
});

export type Touch = typeof touches.$inferSelect;
export type NewTouch = typeof touches.$inferInsert;
export type Clickout = typeof clickouts.$inferSelect;
export type NewClickout = typeof clickouts.$inferInsert;
export type SelfConfirmation = typeof selfConfirmations.$inferSelect;
export type NewSelfConfirmation = typeof selfConfirmations.$inferInsert;
