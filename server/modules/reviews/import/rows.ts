// What every way in (a CSV, a Takeout or tool export, a sync page) turns into: normalized review
// rows plus per-row rejections. Bad rows are reported, never fatal.
import type { ImportRejectionCode } from '@common/schemas/reviews';

export interface ImportRow {
  /** CSV: the record's row counting the header as 1; JSON: index + 1. */
  row: number;
  externalId: string;
  authorName: string | null;
  authorPhotoUrl: string | null;
  isAnonymous: boolean;
  /** Null: a review Google sent without stars. */
  rating: number | null;
  text: string | null;
  originalText: string | null;
  language: string | null;
  publishedAt: Date;
  sourceUpdatedAt: Date | null;
  replyText: string | null;
  /**
   * Fields this row's file does not carry at all: they stay as stored, never erased (a CSV
   * without a reply column leaves a synced reply alone). A new review gets them empty.
   */
  absent?: readonly OptionalField[];
}

/** The stored fields a way in may not carry at all (a CSV without `reply_text`). */
export type OptionalField =
  | 'authorPhotoUrl'
  | 'text'
  | 'originalText'
  | 'language'
  | 'sourceUpdatedAt'
  | 'replyText'
  | 'isAnonymous';

export interface Rejection {
  row: number;
  /** English, for logs and API callers; `code` names the message the screen shows. */
  reason: string;
  code: ImportRejectionCode;
  /** For a file of several parts (a Takeout archive), which one. */
  file?: string;
}

export interface ParsedImport {
  format: 'csv' | 'takeout';
  total: number;
  rows: ImportRow[];
  rejected: Rejection[];
}

export type Draft = Omit<ImportRow, 'rating' | 'publishedAt' | 'externalId' | 'isAnonymous'> & {
  externalId: string | null;
  rating: number | null;
  /** Null: no value; a rejection: a value we could not read as a date (with why). */
  publishedAt: Date | Rejection | null;
  isAnonymous: boolean | null;
  /** Google's own rating-less review (STAR_RATING_UNSPECIFIED): stored without stars. */
  unrated?: boolean;
};

/**
 * Google's review ids are under 200 characters; a longer one is not Google's, and past about 2,700
 * bytes PostgreSQL's index could not hold it at all.
 */
const MAX_REVIEW_ID_LENGTH = 500;

const REJECTION_REASONS: Record<ImportRejectionCode, string> = {
  missingId: 'review_id is missing',
  idTooLong: `review_id is longer than ${MAX_REVIEW_ID_LENGTH} characters`,
  badRating: 'rating must be 1-5',
  badDate: 'published_at is not a date',
  ambiguousDate: 'published_at could be read day-first or month-first',
  badAnonymous: 'is_anonymous must be true or false',
  duplicateId: 'duplicate review_id in this file',
  otherLocation: 'review_id is a review of a location you do not manage',
  notReview: 'not a review object',
};

export const rejection = (row: number, code: ImportRejectionCode): Rejection => ({
  row,
  reason: REJECTION_REASONS[code],
  code,
});

export const str = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** Why a draft cannot be imported, or null. */
function rejectionOf(d: Draft, seen: Set<string>): Rejection | null {
  if (d.externalId === null) return rejection(d.row, 'missingId');
  if (d.externalId.length > MAX_REVIEW_ID_LENGTH) return rejection(d.row, 'idTooLong');
  if (d.rating === null && !d.unrated) return rejection(d.row, 'badRating');
  if (d.publishedAt === null) return rejection(d.row, 'badDate');
  if (!(d.publishedAt instanceof Date)) return d.publishedAt;
  if (d.isAnonymous === null) return rejection(d.row, 'badAnonymous');
  if (seen.has(d.externalId)) return rejection(d.row, 'duplicateId');
  return null;
}

/** Validates drafts in file order; the first occurrence of an id wins, later ones are rejected. */
export function finish(
  format: ParsedImport['format'],
  drafts: Draft[],
  absent: readonly OptionalField[] = [],
): ParsedImport {
  const rows: ImportRow[] = [];
  const rejected: Rejection[] = [];
  const seen = new Set<string>();
  for (const d of drafts) {
    const reason = rejectionOf(d, seen);
    if (reason !== null) {
      rejected.push(reason);
      continue;
    }
    seen.add(d.externalId!);
    rows.push({
      ...d,
      externalId: d.externalId!,
      rating: d.rating,
      publishedAt: d.publishedAt as Date,
      isAnonymous: d.isAnonymous!,
      ...(absent.length > 0 ? { absent } : {}),
    });
  }
  return { format, total: drafts.length, rows, rejected };
}

/**
 * Rows as JSON text and back (a worker thread hands a file's rows to the main thread this way,
 * server/workers/cpu-tasks.ts): the dates come back as dates.
 */
export const rowsToJson = (rows: readonly ImportRow[]): string => JSON.stringify(rows);

export function rowsFromJson(text: string): ImportRow[] {
  return (JSON.parse(text) as ImportRow[]).map((row) => ({
    ...row,
    publishedAt: new Date(row.publishedAt),
    sourceUpdatedAt: row.sourceUpdatedAt === null ? null : new Date(row.sourceUpdatedAt),
  }));
}
