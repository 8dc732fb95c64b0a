// Review requests (docs/review-requests.md): one row per link an employee sent a customer. The
// token is the link's address (/r/{token}): it opens a public page and nothing else, so it is kept
// as it is and the sender can share the same link again. The review a request earned is the one
// credited `requested` with its id in the evidence: no second record to keep in step.
import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt } from './columns';
import { locations } from './locations';
import { creditedEmployeeId, ownerBusinessId } from './owners';

export const reviewRequests = pgTable(
  'review_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: ownerBusinessId(),
    employeeId: creditedEmployeeId(),
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'set null' }),
    token: text('token').notNull().unique(),
    /** The name as the sender typed it: what a review's author is matched against. */
    customerName: text('customer_name'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    tappedAt: timestamp('tapped_at', { withTimezone: true }),
    /** Mailed by the product: the address as a keyed hash (the 30-day cap, the opt-out). */
    contactHash: text('contact_hash'),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    index('review_requests_business_created_idx').on(t.businessId, t.createdAt),
    index('review_requests_employee_created_idx').on(t.employeeId, t.createdAt),
    index('review_requests_business_contact_idx').on(t.businessId, t.contactHash),
  ],
);

/**
 * Addresses that asked, with one click in a request mail, never to be asked again by this
 * business (docs/review-requests.md). Kept forever, as a keyed hash only.
 */
export const requestOptOuts = pgTable(
  'request_opt_outs',
  {
    businessId: ownerBusinessId(),
    contactHash: text('contact_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'request_opt_outs_pk', columns: [t.businessId, t.contactHash] })],
);

export type ReviewRequestRow = typeof reviewRequests.$inferSelect;
