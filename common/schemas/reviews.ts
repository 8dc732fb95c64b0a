// Reviews, their attribution and the file import (docs/http-api.md, §5; docs/product-rules.md §2 Reviews screen).
import { REFUSAL } from '../messages';
import { z } from 'zod';
import { ADDRESS_AS } from '../address-as';
import { candidateBasisSchema, evidenceCueSchema } from '../attribution-evidence';
import { MAX_PAGE_SIZE } from '../constants';
import { calendarDateSchema } from './common';

/** In precedence order: a later sync never replaces an earlier kind (the database lists them so). */
export const MATCH_PRECEDENCE = [
  'manual',
  'self_confirmed',
  'requested',
  'visit',
  'name_match',
  'time_window',
  'unmatched',
] as const;
export type MatchType = (typeof MATCH_PRECEDENCE)[number];

/** The same kinds in the order people read them (filters, legends). */
export const MATCH_TYPES = [
  'name_match',
  'self_confirmed',
  'requested',
  'visit',
  'time_window',
  'manual',
  'unmatched',
] as const satisfies readonly MatchType[];

/**
 * The kinds of credit that came through a visit to the employee's page (docs/funnel.md): the
 * customer confirmed there, came by a review request's link, or tapped through just before.
 */
export const FUNNEL_MATCHES = [
  'self_confirmed',
  'requested',
  'time_window',
] as const satisfies readonly MatchType[];

const candidateSchema = z.object({
  employeeId: z.uuid(),
  employeeName: z.string().nullable(),
  score: z.number(),
  reason: z.string(),
  /** Why this candidate lost, when a rule decided (negated, relative, gender mismatch…). */
  cue: evidenceCueSchema.optional(),
  /** Why they are a candidate at all, for the manager to read in words. */
  basis: candidateBasisSchema.optional(),
});

export const reviewSchema = z.object({
  id: z.uuid(),
  externalId: z.string(),
  authorName: z.string().nullable(),
  isAnonymous: z.boolean(),
  /** Null: Google sent the review without stars (STAR_RATING_UNSPECIFIED). */
  rating: z.number().int().min(1).max(5).nullable(),
  /** Untrusted text from the internet: always rendered as text, never as markup. */
  text: z.string().nullable(),
  originalText: z.string().nullable(),
  language: z.string().nullable(),
  publishedAt: z.iso.datetime({ offset: true }),
  replyText: z.string().nullable(),
  /** The location whose Google place it came from (docs/locations.md). */
  locationId: z.uuid(),
  employeeId: z.uuid().nullable(),
  employeeName: z.string().nullable(),
  /** How the credited employee is addressed, when the manager chose (else from the name). */
  employeeAddressAs: z.enum(ADDRESS_AS).nullable(),
  matchType: z.enum(MATCH_TYPES),
  matchConfidence: z.number().nullable(),
  /** What fired (the matched form, the clickout, the confirmation); `candidates` when ambiguous. */
  matchEvidence: z.record(z.string(), z.unknown()),
  candidates: z.array(candidateSchema),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewListQuerySchema = z.object({
  /** One review, as an alert mail or a bell item links to it (docs/notifications.md). */
  id: z.uuid().optional(),
  q: z.string().trim().max(200).optional(),
  rating: z.coerce.number().int().min(1).max(5).optional(),
  matchType: z.enum(MATCH_TYPES).optional(),
  employeeId: z.uuid().optional(),
  /** The reviews of one location's Google place (docs/locations.md). */
  locationId: z.uuid().optional(),
  from: calendarDateSchema.optional(),
  to: calendarDateSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;

export const reviewListSchema = z.object({
  items: z.array(reviewSchema),
  total: z.number().int(),
  /** A search matched more than `total` reviews; `total` is the cap (docs/search.md). */
  totalCapped: z.boolean().optional(),
});

/** POST /api/reviews/rematch: started now, or joined to the run going on (it runs again after). */
export const rematchResponseSchema = z.object({ status: z.enum(['queued', 'running']) });
export type RematchResponse = z.infer<typeof rematchResponseSchema>;

/** Manual attribution: an employee, or null for "no employee" (both are kept by later syncs). */
export const manualAttributionRequestSchema = z.object({ employeeId: z.uuid().nullable() });

/** docs/google.md §B.1: a reply comment is at most 4096 bytes (UTF-8), not characters. */
export const REPLY_MAX_BYTES = 4096;
export const utf8Length = (value: string) => new TextEncoder().encode(value).length;

/** PUT /api/reviews/{id}/reply (Business Profile connections only); answers the review. */
export const replyRequestSchema = z.object({
  comment: z
    .string()
    .trim()
    .min(1)
    .refine((value) => utf8Length(value) <= REPLY_MAX_BYTES, {
      message: REFUSAL.replyTooLong,
    }),
});

/** Why a row of an imported file was not imported; the web app words each in its language. */
const IMPORT_REJECTION_CODES = [
  'missingId',
  'idTooLong',
  'badRating',
  'badDate',
  'ambiguousDate',
  'badAnonymous',
  'duplicateId',
  'otherLocation',
  'notReview',
] as const;
export type ImportRejectionCode = (typeof IMPORT_REJECTION_CODES)[number];

const importRejectionSchema = z.object({
  /** 1-based row (CSV, counting the header as row 1) or index + 1 in the JSON list. */
  row: z.number().int(),
  /** English, for logs and scripts; `code` is what the screen words. */
  reason: z.string(),
  code: z.enum(IMPORT_REJECTION_CODES).optional(),
  /** The file of a several-file import (or of an archive) the row is in. */
  file: z.string().optional(),
});

/** The owner's choice of columns for a file of a layout we do not recognise (header names). */
export const importColumnsSchema = z.object({
  externalId: z.string().max(200).optional(),
  authorName: z.string().max(200).optional(),
  rating: z.string().min(1).max(200),
  publishedAt: z.string().min(1).max(200),
  text: z.string().max(200).optional(),
  replyText: z.string().max(200).optional(),
});
export type ImportColumns = z.infer<typeof importColumnsSchema>;
export const IMPORT_COLUMN_FIELDS = importColumnsSchema.keyof().options;

/**
 * The location an imported file's reviews belong to (docs/locations.md); absent: the first.
 * `dryRun`: read and describe the file, save nothing. `columns`: importColumnsSchema as JSON.
 */
export const importQuerySchema = z.object({
  locationId: z.uuid().optional(),
  dryRun: z.enum(['true', 'false']).optional(),
  columns: z.string().max(2000).optional(),
});

const IMPORT_LAYOUTS = ['reviewtrace', 'apify', 'outscraper', 'mapped', 'takeout'] as const;
export const IMPORT_PREVIEW_ROWS = 5;

/** What a dry run read, for the owner to check before saving. */
const importPreviewSchema = z.object({
  layout: z.enum(IMPORT_LAYOUTS),
  /** Rows that will be saved (new or already known). */
  readable: z.number().int(),
  newReviews: z.number().int(),
  knownReviews: z.number().int(),
  from: z.iso.datetime({ offset: true }).nullable(),
  to: z.iso.datetime({ offset: true }).nullable(),
  rows: z.array(
    z.object({
      row: z.number().int(),
      authorName: z.string().nullable(),
      rating: z.number().int().nullable(),
      publishedAt: z.iso.datetime({ offset: true }),
      text: z.string().nullable(),
    }),
  ),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importReportSchema = z.object({
  format: z.enum(['csv', 'takeout']),
  total: z.number().int(),
  imported: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  rejected: z.array(importRejectionSchema),
  /** Set on a dry run: nothing was saved. */
  dryRun: z.boolean().optional(),
  preview: importPreviewSchema.optional(),
  /** A dry run of a file whose columns we could not tell: its headers, to choose from. */
  unknownColumns: z.object({ headers: z.array(z.string()) }).optional(),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** Documented CSV columns (header names, any order; extra columns are ignored). */
export const IMPORT_CSV_COLUMNS = {
  required: ['review_id', 'author_name', 'rating', 'published_at'],
  optional: ['text', 'language', 'reply_text', 'is_anonymous'],
} as const;
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** Files in one import (Takeout gives one reviews*.json per ~20 reviews of a location). */
export const IMPORT_MAX_FILES = 100;
