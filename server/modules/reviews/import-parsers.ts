// File import (docs/http-api.md "Google sync", file way in): a CSV with the documented columns
// (IMPORT_CSV_COLUMNS) or a Google Takeout JSON export of v4 reviews (docs/google.md §B.1), turned into
// normalized rows plus per-row rejections. Bad rows are reported, never fatal; only a file that is
// neither format at all is refused (null).
import { parse } from 'csv-parse/sync';
import { IMPORT_CSV_COLUMNS } from '@common/schemas/reviews';
import { replyOriginal, splitTranslationEnvelope } from './translation-envelope';

export interface ImportRow {
  /** CSV: the record's row counting the header as 1; JSON: index + 1. */
  row: number;
  externalId: string;
  authorName: string | null;
  authorPhotoUrl: string | null;
  isAnonymous: boolean;
  rating: number;
  text: string | null;
  originalText: string | null;
  language: string | null;
  publishedAt: Date;
  sourceUpdatedAt: Date | null;
  replyText: string | null;
}

export interface Rejection {
  row: number;
  reason: string;
}

export interface ParsedImport {
  format: 'csv' | 'takeout';
  total: number;
  rows: ImportRow[];
  rejected: Rejection[];
}

type Draft = Omit<ImportRow, 'rating' | 'publishedAt' | 'externalId' | 'isAnonymous'> & {
  externalId: string | null;
  rating: number | null;
  publishedAt: string | null;
  isAnonymous: boolean | null;
};

/**
 * Google's review ids are under 200 characters; a longer one is not Google's, and past about 2,700
 * bytes PostgreSQL's index could not hold it at all.
 */
const MAX_REVIEW_ID_LENGTH = 500;

const STAR_WORDS: Record<string, number> = { ONE: 1, TWO: 2, THREE: 3, FOUR: 4, FIVE: 5 };
const ISO_START = /^\d{4}-\d{2}-\d{2}/;

const str = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

function toDate(value: string | null): Date | null {
  if (value === null || !ISO_START.test(value)) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time);
}

/** Why a draft cannot be imported, or null. */
function rejectionOf(d: Draft, publishedAt: Date | null, seen: Set<string>): string | null {
  if (d.externalId === null) return 'review_id is missing';
  if (d.externalId.length > MAX_REVIEW_ID_LENGTH)
    return `review_id is longer than ${MAX_REVIEW_ID_LENGTH} characters`;
  if (d.rating === null) return 'rating must be 1-5';
  if (publishedAt === null) return 'published_at is not a date';
  if (d.isAnonymous === null) return 'is_anonymous must be true or false';
  if (seen.has(d.externalId)) return 'duplicate review_id in this file';
  return null;
}

/** Validates drafts in file order; the first occurrence of an id wins, later ones are rejected. */
function finish(format: ParsedImport['format'], drafts: Draft[]): ParsedImport {
  const rows: ImportRow[] = [];
  const rejected: Rejection[] = [];
  const seen = new Set<string>();
  for (const d of drafts) {
    const publishedAt = toDate(d.publishedAt);
    const reason = rejectionOf(d, publishedAt, seen);
    if (reason !== null) {
      rejected.push({ row: d.row, reason });
      continue;
    }
    seen.add(d.externalId!);
    rows.push({
      ...d,
      externalId: d.externalId!,
      rating: d.rating!,
      publishedAt: publishedAt!,
      isAnonymous: d.isAnonymous!,
    });
  }
  return { format, total: drafts.length, rows, rejected };
}

function csvBoolean(value: string | null): boolean | null {
  if (value === null) return false;
  const v = value.toLowerCase();
  if (['true', '1', 'yes'].includes(v)) return true;
  if (['false', '0', 'no'].includes(v)) return false;
  return null;
}

function parseCsv(content: string): ParsedImport | null {
  let records: Record<string, unknown>[];
  try {
    records = parse(content, {
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
      skip_empty_lines: true,
      trim: true,
      bom: true,
      relax_column_count: true,
    }) as Record<string, unknown>[];
  } catch {
    return null;
  }
  const header = content
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/, 1)[0]!
    .toLowerCase();
  if (!IMPORT_CSV_COLUMNS.required.every((column) => header.includes(column))) return null;
  const drafts = records.map((r, i): Draft => {
    const rating = str(r.rating);
    return {
      row: i + 2,
      externalId: str(r.review_id),
      authorName: str(r.author_name),
      authorPhotoUrl: null,
      isAnonymous: csvBoolean(str(r.is_anonymous)),
      rating: rating !== null && /^[1-5]$/.test(rating) ? Number(rating) : null,
      text: str(r.text),
      originalText: null,
      language: str(r.language),
      publishedAt: str(r.published_at),
      sourceUpdatedAt: null,
      replyText: str(r.reply_text),
    };
  });
  return finish('csv', drafts);
}

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

function starRating(value: unknown): number | null {
  if (typeof value === 'string' && value in STAR_WORDS) return STAR_WORDS[value]!;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5)
    return value;
  return null;
}

function takeoutDraft(value: unknown, index: number): Draft {
  const review = asRecord(value);
  const reviewer = asRecord(review.reviewer);
  const name = str(review.name);
  const { text, originalText } = splitTranslationEnvelope(str(review.comment));
  return {
    row: index + 1,
    externalId: str(review.reviewId) ?? (name ? str(name.split('/').at(-1)) : null),
    authorName: str(reviewer.displayName),
    authorPhotoUrl: str(reviewer.profilePhotoUrl),
    isAnonymous: reviewer.isAnonymous === true,
    rating: starRating(review.starRating),
    text,
    originalText,
    language: null,
    publishedAt: str(review.createTime),
    sourceUpdatedAt: toDate(str(review.updateTime)),
    replyText: replyOriginal(str(asRecord(review.reviewReply).comment)),
  };
}

export function parseTakeout(json: unknown): ParsedImport | null {
  const list = Array.isArray(json) ? json : asRecord(json).reviews;
  if (!Array.isArray(list)) return null;
  return finish('takeout', list.map(takeoutDraft));
}

/** JSON when the content parses as JSON, CSV otherwise; null when it is neither. */
export function parseImportFile(content: string): ParsedImport | null {
  // NUL is never part of a review, and PostgreSQL cannot store it: drop it, keep the rest.
  const body = content.replace(/^\uFEFF/, '').replaceAll('\u0000', '');
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return parseCsv(body);
  }
  return parseTakeout(json);
}
