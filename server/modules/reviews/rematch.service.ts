// Re-matching (docs/attribution.md "Re-matching"): when the team changes (an employee added,
// renamed, reactivated, their aliases changed) or the business's not-staff names change, the
// engine decides again every review it decided before (unmatched, name match, time window).
// A manager's decision is never touched; a self confirmation keeps its rule.
//
// A run is a job of the job engine (reviews/rematch.job.ts): services call `requestRematch` after
// the change is committed. Every page is written under a per-business advisory lock, and every
// write is guarded against manual decisions, so runs in several processes at once are safe; a run
// is idempotent (an unchanged decision is not written).
import type { Database } from '../../db/client';
import type { Decision } from '../attribution/engine';
import { insertActivity, settleUnmatched } from '../activity/activity.repository';
import {
  attributorFor,
  loadRoster,
  countDecisions,
  decisionColumns,
  recordDecision,
} from './attribution-input';
import * as rematchRepo from './rematch.repository';
import { mapInSlices, yieldToEventLoop } from '../../lib/yield';
import { findBusiness } from '../business/business.repository';

/**
 * Reviews decided per transaction: a large business never holds one long transaction. PGlite has
 * one connection, so every request waits while a page is written: smaller pages there.
 */
const PAGE_SIZE = { postgres: 500, pglite: 100 } as const;
/** Reviews decided between two turns of the event loop (a large team costs about 1 ms each). */
const DECIDE_SLICE = 20;

export interface RematchSummary {
  total: number;
  /** Was unmatched, now credited. */
  credited: number;
  /** Credited to someone else than before. */
  changed: number;
  /** Was credited, now unmatched. */
  unmatched: number;
}

/** JSON with object keys sorted: jsonb gives keys back in its own order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
const sameEvidence = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/** Decides every automatic review of the business again; writes only what changed. */
export async function rematchBusiness(
  db: Database,
  businessId: string,
  pageSize: number = PAGE_SIZE.postgres,
): Promise<RematchSummary> {
  const summary: RematchSummary = { total: 0, credited: 0, changed: 0, unmatched: 0 };
  const business = await findBusiness(db, businessId);
  if (!business) return summary;
  summary.total = await rematchRepo.countAutomatic(db, businessId);
  if (summary.total === 0) return summary;
  await insertActivity(db, {
    businessId,
    employeeId: null,
    type: 'rematch_started',
    payload: { total: summary.total },
  });
  // Preparing the staff's name forms is the costly part: once per run, not per page.
  const roster = await loadRoster(db, business);
  let cursor: rematchRepo.PageCursor | null = null;
  for (;;) {
    const page = await rematchRepo.automaticPage(db, businessId, cursor, pageSize);
    if (page.length === 0) break;
    const last = page.at(-1)!;
    cursor = { publishedAt: last.publishedAt, id: last.id };
    const stored: Decision[] = [];
    // Decided before the transaction opens: on PGlite every request waits while one is open.
    const attribute = await attributorFor(db, business, page, roster);
    const now = new Date();
    const decided = await mapInSlices(page, DECIDE_SLICE, (review) => {
      const decision = attribute(review);
      const evidence = { ...decision.evidence, candidates: decision.candidates };
      const sameCredit =
        decision.employeeId === review.employeeId && decision.matchType === review.matchType;
      const unchanged = sameCredit && sameEvidence(evidence, review.matchEvidence);
      return { review, decision, sameCredit, unchanged };
    });
    const changed = decided.filter((entry) => !entry.unchanged);
    if (changed.length > 0)
      await db.transaction(async (tx) => {
        await rematchRepo.lockBusinessForRematch(tx, businessId);
        const written = await rematchRepo.updateAutomatic(
          tx,
          businessId,
          changed.map(({ review, decision }) => ({
            id: review.id,
            ...decisionColumns(decision, now),
          })),
        );
        const settled: string[] = [];
        for (const { review, decision, sameCredit } of changed) {
          if (!written.has(review.id)) continue; // decided by hand meanwhile
          await recordDecision(tx, review.id, decision);
          stored.push(decision);
          if (sameCredit) continue;
          if (review.employeeId === null) summary.credited++;
          else if (decision.employeeId === null) summary.unmatched++;
          else if (decision.employeeId !== review.employeeId) summary.changed++;
          if (review.employeeId === null && decision.employeeId !== null) settled.push(review.id);
        }
        // Credited now: their "nobody is credited" notifications leave the bell.
        await settleUnmatched(tx, businessId, settled);
      });
    countDecisions(stored);
    if (page.length < pageSize) break;
    await yieldToEventLoop(); // requests run between pages
  }
  await insertActivity(db, {
    businessId,
    employeeId: null,
    type: 'rematch_finished',
    payload: { ...summary },
  });
  return summary;
}

export const rematchPageSize = (driver: keyof typeof PAGE_SIZE) => PAGE_SIZE[driver];
