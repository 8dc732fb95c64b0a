// Upserts imported reviews and attributes them (docs/http-api.md). Idempotent on (business, external id):
// an identical row is left alone, an edited one is updated in place and re-attributed unless a
// manager decided it by hand (manual is never overwritten). Employees are prepared once and the
// funnel rows around the import's time span are loaded once per import; new reviews and their
// activity events are inserted in batches.
import { randomUUID } from 'node:crypto';
import type { ImportReport } from '@common/schemas/reviews';
import type { Database } from '../../db/client';
import type { Business, NewReview, Review } from '../../db/schema';
import { insertActivity, type NewActivity } from '../activity/activity.repository';
import type { Decision } from '../attribution/engine';
import {
  attributorFor,
  type Attributor,
  countDecisions,
  decisionColumns,
  recordDecision,
} from './attribution-input';
import { rejection, type ImportRow, type OptionalField, type ParsedImport } from './import/rows';
import * as repo from './reviews.repository';
import { claimSameReviews, type TakenReviews } from './claim-same-reviews';
import { firstLocationId } from '../locations/locations.repository';
import { mapInSlices, yieldToEventLoop } from '../../lib/yield';
import { findBusiness, markImported } from '../business/business.repository';

const content = (row: ImportRow) => ({
  authorName: row.authorName,
  authorPhotoUrl: row.authorPhotoUrl,
  isAnonymous: row.isAnonymous,
  rating: row.rating,
  text: row.text,
  originalText: row.originalText,
  language: row.language,
  publishedAt: row.publishedAt,
  sourceUpdatedAt: row.sourceUpdatedAt,
  replyText: row.replyText,
});

const time = (d: Date | null) => d?.getTime() ?? null;

/** The row with what its file does not carry taken from the stored review: never erased. */
function keepAbsent(row: ImportRow, stored: Review | undefined): ImportRow {
  if (!stored || !row.absent) return row;
  const kept: ImportRow = { ...row };
  for (const field of row.absent) (kept as Record<OptionalField, unknown>)[field] = stored[field];
  return kept;
}

function isEdited(existing: Review, row: ImportRow): boolean {
  return (
    existing.rating !== row.rating ||
    existing.text !== row.text ||
    existing.originalText !== row.originalText ||
    existing.authorName !== row.authorName ||
    existing.isAnonymous !== row.isAnonymous ||
    existing.replyText !== row.replyText ||
    existing.language !== row.language ||
    time(existing.publishedAt) !== time(row.publishedAt) ||
    time(existing.sourceUpdatedAt) !== time(row.sourceUpdatedAt)
  );
}

/** Reviews imported as history and how many of them were credited (the summary's figures). */
export interface HistoryCount {
  imported: number;
  credited: number;
}
export type IngestResult = ImportReport & { history: HistoryCount };

export interface IngestOptions {
  /** 'all': every new review is history (demo data); else those published before the connection. */
  history?: 'auto' | 'all';
  /** The location whose place the reviews came from; absent: the first (the business's place). */
  locationId?: string;
  /**
   * The importer's locations (null or absent: every one). A row whose review id is already a
   * review of another location is refused, never rewritten: a manager limited to one location
   * cannot change another's reviews or their credit by reusing their ids.
   */
  matchWithin?: readonly string[] | null;
}

/**
 * The moment before which a new review is history: the connection, else (a business connected
 * before that was recorded) its last sync, else this import, the first.
 */
const historyBefore = (business: Business, now: Date) =>
  business.googleConnectedAt ?? business.googleLastSyncedAt ?? now;

/**
 * Rows per transaction. On the embedded database every request waits while one is open, so a
 * 5 MB file is written in short transactions with requests served between them; each is
 * idempotent, so a file cut short by a failure is completed by importing it again.
 */
const CHUNK_ROWS = 100;
/** Rows decided between two turns of the event loop (a large team costs about 1 ms a row). */
const DECIDE_SLICE = 20;

export async function ingestRows(
  db: Database,
  businessId: string,
  parsed: ParsedImport,
  options: IngestOptions = {},
): Promise<IngestResult> {
  const report: IngestResult = {
    history: { imported: 0, credited: 0 },
    format: parsed.format,
    total: parsed.total,
    imported: 0,
    updated: 0,
    unchanged: 0,
    rejected: [...parsed.rejected],
  };
  const business = await findBusiness(db, businessId);
  if (!business) throw new Error(`business ${businessId} vanished during an import`);
  const locationId = options.locationId ?? (await firstLocationId(db, businessId));
  // Staff and the funnel around the file's time span, read once for every chunk.
  const attributor = await attributorFor(db, business, parsed.rows);
  const stored: Decision[] = [];
  const now = new Date();
  const taken = { ids: new Set(parsed.rows.map((r) => r.externalId)), claimed: new Set<string>() };
  const context: Chunk = { business, locationId, attributor, options, report, stored, now, taken };
  for (let from = 0; from < parsed.rows.length; from += CHUNK_ROWS) {
    const rows = parsed.rows.slice(from, from + CHUNK_ROWS);
    await db.transaction((tx) => ingestChunk(tx, rows, context));
    if (from + CHUNK_ROWS < parsed.rows.length) await yieldToEventLoop();
  }
  report.rejected.sort((a, b) => a.row - b.row);
  countDecisions(stored);
  return report;
}

interface Chunk {
  business: Business;
  locationId: string;
  attributor: Attributor;
  options: IngestOptions;
  report: IngestResult;
  stored: Decision[];
  now: Date;
  taken: TakenReviews;
}

async function ingestChunk(tx: Database, chunk: readonly ImportRow[], context: Chunk) {
  const { business, locationId, attributor, options, report, stored, now, taken } = context;
  const businessId = business.id;
  const existing = new Map(
    (
      await repo.reviewsByExternalId(
        tx,
        businessId,
        chunk.map((r) => r.externalId),
      )
    ).map((r) => [r.externalId, r]),
  );
  await claimSameReviews(tx, businessId, chunk, existing, taken);
  const within = options.matchWithin;
  const rows = chunk
    .map((r) => keepAbsent(r, existing.get(r.externalId)))
    .filter((r) => {
      const found = existing.get(r.externalId);
      if (!within || !found || within.includes(found.locationId)) return true;
      report.rejected.push(rejection(r.row, 'otherLocation'));
      return false;
    });
  const fresh = rows.filter((r) => !existing.has(r.externalId));
  const edited = rows.filter((r) => {
    const found = existing.get(r.externalId);
    return found !== undefined && isEdited(found, r);
  });
  report.unchanged += rows.length - fresh.length - edited.length;
  // A review is read in the context of its own location (its staff), wherever the file came from.
  const attribute = (id: string, row: ImportRow, at = locationId) =>
    attributor({ id, ...row, locationId: at });
  const before = options.history === 'all' ? null : historyBefore(business, now);
  const isHistory = (row: ImportRow) => !before || row.publishedAt < before;
  // One multi-row insert for the new reviews, one for their events: a sync page of 50 is two
  // statements, not a hundred.
  const freshValues: NewReview[] = [];
  const events: NewActivity[] = [];
  const decided: [string, Decision][] = [];
  const decisions = await mapInSlices(fresh, DECIDE_SLICE, (row) => {
    const id = randomUUID();
    return { id, row, decision: attribute(id, row) };
  });
  for (const { id, row, decision } of decisions) {
    freshValues.push({
      id,
      businessId,
      locationId,
      externalId: row.externalId,
      ...content(row),
      ...decisionColumns(decision, now),
    });
    decided.push([id, decision]);
    const history = isHistory(row);
    if (history) {
      report.history.imported++;
      if (decision.employeeId) report.history.credited++;
    }
    events.push({
      businessId,
      employeeId: decision.employeeId,
      locationId,
      type: 'review',
      payload: {
        reviewId: id,
        rating: row.rating,
        authorName: row.authorName,
        ...(history ? { history: true } : {}),
      },
      ...(history ? { createdAt: row.publishedAt } : {}),
    });
  }
  await repo.insertReviews(tx, freshValues);
  for (const [id, decision] of decided) await recordDecision(tx, id, decision);
  stored.push(...decided.map(([, decision]) => decision));
  report.imported += fresh.length;

  for (const row of edited) {
    const before = existing.get(row.externalId)!;
    if (before.matchType === 'manual') {
      await repo.updateReview(tx, before.id, content(row));
    } else {
      const decision = attribute(before.id, row, before.locationId);
      await repo.updateReview(tx, before.id, {
        ...content(row),
        ...decisionColumns(decision, now),
      });
      await recordDecision(tx, before.id, decision);
      stored.push(decision);
      if (decision.employeeId !== before.employeeId || decision.matchType !== before.matchType)
        events.push({
          businessId,
          employeeId: decision.employeeId,
          locationId: before.locationId,
          type: 'attribution',
          payload: {
            reviewId: before.id,
            matchType: decision.matchType,
            previousEmployeeId: before.employeeId,
          },
        });
    }
    report.updated++;
  }
  await repo.insertActivities(tx, events);
  await markImported(tx, business);
}

export type ImportSource = 'business_profile' | 'places' | 'file' | 'demo';

/** One feed entry for a whole import of history ("Imported 120 reviews from Google, 35 credited"). */
export async function recordImportSummary(
  db: Database,
  businessId: string,
  history: HistoryCount,
  source: ImportSource,
) {
  if (history.imported === 0) return;
  await insertActivity(db, {
    businessId,
    employeeId: null,
    type: 'import_summary',
    payload: { imported: history.imported, credited: history.credited, source },
  });
}

export const addHistory = (total: HistoryCount, more: HistoryCount): HistoryCount => ({
  imported: total.imported + more.imported,
  credited: total.credited + more.credited,
});
