// Visits from a booking system (docs/visits.md): the customer as the tool names them, who served
// them and when. Only what matching needs: a contact detail only as a keyed hash (for dedupe and
// an opt-out), and every row deleted VISIT_RETENTION_DAYS after the visit.
import { check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, oneOf } from './columns';
import { locations } from './locations';
import { creditedEmployeeId, ownerBusinessId } from './owners';

export const VISIT_SOURCES = ['file', 'webhook'] as const;

export const visits = pgTable(
  'visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: ownerBusinessId(),
    employeeId: creditedEmployeeId(),
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    contactHash: text('contact_hash'),
    servedAt: timestamp('served_at', { withTimezone: true }).notNull(),
    source: text('source', { enum: VISIT_SOURCES }).notNull(),
    /** The sender's id (a webhook), or a digest of the row (a file): the same visit twice is one. */
    externalId: text('external_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('visits_business_source_external_uq').on(t.businessId, t.source, t.externalId),
    index('visits_business_served_idx').on(t.businessId, t.servedAt),
    check('visits_source_check', oneOf(t.source, VISIT_SOURCES)),
  ],
);

/**
 * The keys a booking system sends visits with (POST /api/visits): 256 random bits shown once,
 * stored as SHA-256. Revoked keys stay, for the record.
 */
export const visitKeys = pgTable(
  'visit_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: ownerBusinessId(),
    keyHash: text('key_hash').notNull().unique(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('visit_keys_business_id_idx').on(t.businessId)],
);
