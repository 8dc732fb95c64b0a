import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { oneOf, updatedAt } from './columns';
import { employees } from './employees';
import { atLocationId, ownerBusinessId } from './owners';
import { MATCH_PRECEDENCE } from '@common/schemas/reviews';
import type { StoredEvidence } from '@common/match-evidence';

export const REVIEW_SOURCES = ['google'] as const;
export type ReviewSource = (typeof REVIEW_SOURCES)[number];

export type { MatchType } from '@common/schemas/reviews';

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: ownerBusinessId(),
    // The location whose Google place the review came from.
    locationId: atLocationId(),
    source: text('source', { enum: REVIEW_SOURCES }).notNull().default('google'),
    // Google's review id (or a stable hash for imports without one): the key that makes sync idempotent.
    externalId: text('external_id').notNull(),
    authorName: text('author_name'),
    authorPhotoUrl: text('author_photo_url'),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    // Null: a review Google sends without stars (STAR_RATING_UNSPECIFIED; docs/google.md §B.1).
    rating: smallint('rating'),
    text: text('text'),
    // Google's untranslated text when `text` is its translation.
    originalText: text('original_text'),
    language: text('language'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    sourceUpdatedAt: timestamp('source_updated_at', { withTimezone: true }),
    replyText: text('reply_text'),
    // Employees are soft-deleted, so this never dangles in normal use.
    employeeId: uuid('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    matchType: text('match_type', { enum: MATCH_PRECEDENCE }).notNull().default('unmatched'),
    matchConfidence: real('match_confidence'),
    // What fired (matched form, clickout, confirmation, candidates), shown to the manager as the reason.
    matchEvidence: jsonb('match_evidence').$type<StoredEvidence>().notNull().default({}),
    matchedBy: uuid('matched_by').references(() => users.id, { onDelete: 'set null' }),
    matchedAt: timestamp('matched_at', { withTimezone: true }),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
    // Text, original text and author, folded for search (docs/search.md) and kept by the
    // database; trigram-indexed where pg_trgm exists (migration 0014). U+001F keeps a query from
    // matching across two of them.
    searchFolded: text('search_folded').generatedAlwaysAs(
      sql`rt_search_fold(coalesce(text, '') || chr(31) || coalesce(original_text, '') || chr(31) || coalesce(author_name, ''))`,
    ),
  },
  (t) => [
    unique('reviews_business_external_id_uq').on(t.businessId, t.externalId),
    index('reviews_business_published_at_idx').on(t.businessId, t.publishedAt),
    index('reviews_business_employee_idx').on(t.businessId, t.employeeId),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_match_type_check', oneOf(t.matchType, MATCH_PRECEDENCE)),
    check('reviews_match_confidence_check', sql`${t.matchConfidence} between 0 and 1`),
    // Automatic kinds always name an employee, unmatched never does; a manager may manually
    // un-assign (manual with no employee), which a re-sync must then respect.
    check(
      'reviews_match_employee_check',
      sql`case ${t.matchType} when 'unmatched' then ${t.employeeId} is null when 'manual' then true else ${t.employeeId} is not null end`,
    ),
  ],
);

export type Review = typeof reviews.$inferSelect;
export type NewReview = typeof reviews.$inferInsert;
