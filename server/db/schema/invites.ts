import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, oneOf } from './columns';
import { ownerBusinessId } from './owners';

/** The roles an admin may invite someone into; employees join through credentials instead. */
export const INVITE_ROLES = ['admin', 'manager'] as const;
export type InviteRole = (typeof INVITE_ROLES)[number];

/**
 * An invitation to join a business with a role. The link carries 256 random bits; only their
 * SHA-256 is stored, so a leaked table cannot be turned into accepted invitations.
 */
export const invites = pgTable(
  'invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: ownerBusinessId(),
    email: text('email').notNull(),
    role: text('role', { enum: INVITE_ROLES }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    // A manager invited to some locations starts limited to them (docs/locations.md); empty:
    // every location. Ids, not references: a location gone by acceptance is left out then.
    locationIds: uuid('location_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    createdAt: createdAt(),
  },
  (t) => [
    index('invites_business_id_idx').on(t.businessId),
    check('invites_role_check', oneOf(t.role, INVITE_ROLES)),
  ],
);

export type Invite = typeof invites.$inferSelect;
export type NewInvite = typeof invites.$inferInsert;
