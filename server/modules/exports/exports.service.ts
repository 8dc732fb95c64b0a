// CSV exports of the dashboard's range (DESIGN §5 /api/exports/*): employees, reviews and the
// activity feed, for the caller's business only. Rows stream out of keyset batches into the CSV
// writer, so memory stays flat however long the range is; the writer's backpressure pauses the
// reads. Times are ISO 8601 in the business's time zone with its offset, as a manager reads them.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { TimeRange } from '@common/constants';
import type { Database } from '../../db/client';
import {
  analyticsContext,
  employeePerformance,
  formatZoned,
  localDate,
  rangeBounds,
  type AnalyticsContext,
} from '../analytics/analytics.service';
import type { AuthContext } from '../auth/session.service';
import { csvWriter, type Cell } from './csv';
import { evidenceLine } from './evidence-line';
import * as repo from './exports.repository';

export const EXPORT_KINDS = ['employees', 'reviews', 'activity'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

const HEADERS: Record<ExportKind, readonly string[]> = {
  employees: [
    'Employee',
    'Active',
    'Touches',
    'Clickouts',
    'Self confirms',
    'Reviews attributed',
    'Average rating',
    'Touch to clickout (%)',
    'Clickout to review (%)',
  ],
  reviews: [
    'Published at',
    'Author',
    'Anonymous',
    'Rating',
    'Text',
    'Employee',
    'Match type',
    'Confidence',
    'Evidence',
    'Attributed by',
    'Attributed at',
    'Reply',
  ],
  activity: ['Time', 'Type', 'Employee', 'Details'],
};

const percent = (share: number | null) => (share === null ? null : Math.round(share * 1000) / 10);

async function* employeeRows(db: Database, auth: AuthContext, range: TimeRange, now: Date) {
  const { items } = await employeePerformance(db, auth, range, now);
  for (const e of items) {
    yield [
      e.name,
      e.isActive,
      e.touches,
      e.clickouts,
      e.selfConfirms,
      e.reviews,
      e.averageRating,
      percent(e.touchToClickout),
      percent(e.clickoutToReview),
    ] satisfies Cell[];
  }
}

/** Pages through a keyset-ordered table, one batch in memory at a time. */
async function* batches<T extends { id: string; cursor: string }>(
  next: (after?: repo.Cursor) => Promise<T[]>,
) {
  let after: repo.Cursor | undefined;
  for (;;) {
    const rows = await next(after);
    yield* rows;
    if (rows.length < repo.BATCH_SIZE) return;
    const last = rows.at(-1)!;
    after = { at: last.cursor, id: last.id };
  }
}

async function* reviewRows(db: Database, ctx: AnalyticsContext, window: repo.Window) {
  const { id: businessId, timezone } = ctx.business;
  const names = await repo.employeeNames(db, businessId);
  const zoned = (ms: number | null) => (ms === null ? null : formatZoned(new Date(ms), timezone));
  for await (const r of batches((after) => repo.reviewBatch(db, businessId, window, after))) {
    const employeeName = r.employeeId ? (names.get(r.employeeId) ?? null) : null;
    yield [
      zoned(r.publishedAt),
      r.authorName,
      r.isAnonymous,
      r.rating,
      r.text,
      employeeName,
      r.matchType,
      r.matchConfidence === null ? null : Math.round(r.matchConfidence * 100) / 100,
      evidenceLine({ ...r, employeeName }, names),
      r.matchType === 'manual' ? r.matchedByEmail : null,
      zoned(r.matchedAt),
      r.replyText,
    ] satisfies Cell[];
  }
}

async function* activityRows(db: Database, ctx: AnalyticsContext, window: repo.Window) {
  const { id: businessId, timezone } = ctx.business;
  const names = await repo.employeeNames(db, businessId);
  for await (const a of batches((after) => repo.activityBatch(db, businessId, window, after))) {
    const payload = a.payload && Object.keys(a.payload).length > 0 ? a.payload : null;
    yield [
      formatZoned(new Date(a.createdAt), timezone),
      a.type,
      a.employeeId ? (names.get(a.employeeId) ?? null) : null,
      payload ? JSON.stringify(payload) : null,
    ] satisfies Cell[];
  }
}

export interface CsvExport {
  filename: string;
  stream: NodeJS.ReadableStream;
}

/**
 * The file's name and its byte stream. Permission (analytics:export, managers and admins) is
 * checked by the route; the business comes from the session, never from the request.
 */
export function exportCsv(
  db: Database,
  auth: AuthContext,
  kind: ExportKind,
  range: TimeRange,
  now: Date,
): CsvExport {
  const ctx = analyticsContext(auth);
  const window = rangeBounds(range, ctx.business.timezone, now);
  const rows =
    kind === 'employees'
      ? employeeRows(db, auth, range, now)
      : kind === 'reviews'
        ? reviewRows(db, ctx, window)
        : activityRows(db, ctx, window);
  const writer = csvWriter(HEADERS[kind]);
  // A failed read destroys the writer, which aborts the response instead of ending a short file.
  pipeline(Readable.from(rows), writer).catch(() => undefined);
  const today = localDate(now, ctx.business.timezone);
  return {
    filename: `reviewtrace-${ctx.business.slug}-${kind}-${range}-${today}.csv`,
    stream: writer,
  };
}
