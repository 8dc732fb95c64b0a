// Upserts imported reviews and attributes them (DESIGN §4). Idempotent on (business, external id):
// an identical row is left alone, an edited one is updated in place and re-attributed unless a
// manager decided it by hand (manual is never overwritten). Employees are prepared once and the
// funnel rows around the import's time span are loaded once per import; new reviews and their
// activity events are inserted in batches.
import { randomUUID } from 'node:crypto';
import type { ImportReport } from '@common/schemas/reviews';
import type { Database } from '../../db/client';
import type { NewReview, Review } from '../../db/schema';
import type { NewActivity } from '../activity/activity.repository';
import { attributeWith, prepareEmployees, type Decision } from '../attribution/engine';
import type { ImportRow, ParsedImport } from './import-parsers';
import * as repo from './reviews.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60_000;
type Business = NonNullable<Awaited<ReturnType<typeof repo.findBusiness>>>;

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

export const decisionColumns = (decision: Decision, at: Date) => ({
  employeeId: decision.employeeId,
  matchType: decision.matchType,
  matchConfidence: decision.confidence,
  matchEvidence: { ...decision.evidence, candidates: decision.candidates },
  matchedBy: null,
  matchedAt: decision.matchType === 'unmatched' ? null : at,
});

/** Loads what the engine needs for these rows once; returns a per-row attribution function. */
async function attributor(db: Database, business: Business, rows: ImportRow[]) {
  const windowMinutes = business.attributionWindowMinutes;
  if (rows.length === 0)
    return (): Decision => {
      throw new Error('no rows to attribute');
    };
  const times = rows.map((r) => r.publishedAt.getTime());
  const margin = windowMinutes * MINUTE_MS + DAY_MS;
  const from = new Date(Math.min(...times) - margin);
  const to = new Date(Math.max(...times) + DAY_MS);
  const employees = await repo.attributionEmployees(db, business.id);
  const prepared = prepareEmployees(employees);
  const funnel = await repo.funnelBetween(db, business.id, from, to);
  return (id: string, row: ImportRow): Decision => {
    const at = row.publishedAt.getTime();
    const near = <T extends { at: Date }>(list: T[]) =>
      list.filter((x) => x.at.getTime() >= at - margin && x.at.getTime() <= at + DAY_MS);
    const text = [row.originalText, row.text].filter((t) => t !== null).join('\n') || null;
    return attributeWith(prepared, {
      review: { id, authorName: row.authorName, text, publishedAt: row.publishedAt },
      employees,
      clickouts: near(funnel.clickouts),
      confirmations: near(funnel.confirmations),
      windowMinutes,
    });
  };
}

async function recordDecision(db: Database, reviewId: string, decision: Decision) {
  const confirmationId = decision.evidence.confirmationId;
  if (decision.matchType === 'self_confirmed' && typeof confirmationId === 'number')
    await repo.linkConfirmation(db, confirmationId, reviewId);
}

export async function ingestRows(
  db: Database,
  businessId: string,
  parsed: ParsedImport,
): Promise<ImportReport> {
  const report: ImportReport = {
    format: parsed.format,
    total: parsed.total,
    imported: 0,
    updated: 0,
    unchanged: 0,
    rejected: parsed.rejected,
  };
  await db.transaction(async (tx) => {
    const business = await repo.findBusiness(tx, businessId);
    if (!business) throw new Error(`business ${businessId} vanished during an import`);
    const existing = new Map(
      (
        await repo.reviewsByExternalId(
          tx,
          businessId,
          parsed.rows.map((r) => r.externalId),
        )
      ).map((r) => [r.externalId, r]),
    );
    const fresh = parsed.rows.filter((r) => !existing.has(r.externalId));
    const edited = parsed.rows.filter((r) => {
      const found = existing.get(r.externalId);
      return found !== undefined && isEdited(found, r);
    });
    report.unchanged = parsed.rows.length - fresh.length - edited.length;
    const attribute = await attributor(tx, business, [...fresh, ...edited]);
    const now = new Date();

    // One multi-row insert for the new reviews, one for their events: a sync page of 50 is two
    // statements, not a hundred.
    const freshValues: NewReview[] = [];
    const events: NewActivity[] = [];
    const decided: [string, Decision][] = [];
    for (const row of fresh) {
      const id = randomUUID();
      const decision = attribute(id, row);
      freshValues.push({
        id,
        businessId,
        externalId: row.externalId,
        ...content(row),
        ...decisionColumns(decision, now),
      });
      decided.push([id, decision]);
      events.push({
        businessId,
        employeeId: decision.employeeId,
        type: 'review',
        payload: { reviewId: id, rating: row.rating, authorName: row.authorName },
      });
    }
    await repo.insertReviews(tx, freshValues);
    for (const [id, decision] of decided) await recordDecision(tx, id, decision);
    report.imported = fresh.length;

    for (const row of edited) {
      const before = existing.get(row.externalId)!;
      if (before.matchType === 'manual') {
        await repo.updateReview(tx, before.id, content(row));
      } else {
        const decision = attribute(before.id, row);
        await repo.updateReview(tx, before.id, {
          ...content(row),
          ...decisionColumns(decision, now),
        });
        await recordDecision(tx, before.id, decision);
        if (decision.employeeId !== before.employeeId || decision.matchType !== before.matchType)
          events.push({
            businessId,
            employeeId: decision.employeeId,
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
    await repo.markImported(tx, business);
  });
  return report;
}
