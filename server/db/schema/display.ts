import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { TIME_RANGES } from '@common/constants';
import { users } from './auth';
import { createdAt, oneOf } from './columns';
import { locations } from './locations';
import { ownerBusinessId } from './owners';

/**
 * A read-only link to the thank-you board for the salon's television (docs/display-links.md):
 * whoever has it sees the board of one business (or one location) and nothing else. The link
 * carries 256 random bits; only their SHA-256 is stored. Revoked links stay, for the record.
 */
export const displayLinks = pgTable(
  'display_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: ownerBusinessId(),
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'cascade' }),
    range: text('range', { enum: TIME_RANGES }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('display_links_business_id_idx').on(t.businessId),
    check('display_links_range_check', oneOf(t.range, TIME_RANGES)),
  ],
);

export type DisplayLink = typeof displayLinks.$inferSelect;
