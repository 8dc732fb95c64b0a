// Re-matching (docs/attribution.md "Re-matching"): when the team changes (an employee added,
// renamed, reactivated, their aliases changed) or the business's not-staff names change, the
// engine decides again every review it decided before (unmatched, name match, time window).
// A manager's decision is never touched; a self confirmation keeps its rule.
//
// Call `requestRematch(db, businessId)` from any service after the change is committed: it
// returns at once and runs in the background of this process. A request while a run of the same
// business is going on is remembered and runs once more afterwards (never two at once in this
// process, never a request dropped). Across processes, every page is written under a
// per-business advisory lock, and every write is guarded against manual decisions, so runs in
// several processes at once are safe; a run is idempotent (an unchanged decision is not written).
import type { Database } from '../../db/client';
import type { Decision } from '../attribution/engine';
import type { BusinessScope } from '../scope/scope';
import { insertActivity } from '../activity/activity.repository';
import {
  attributorFor,
  countDecisions,
  decisionColumns,
  recordDecision,
} from './attribution-input';
import * as rematchRepo from './rematch.repository';
import * as repo from './reviews.repository';

/** Reviews decided per transaction: a large business never holds one long transaction. */
const REMATCH_PAGE_SIZE = 500;

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
export async function rematchBusiness(db: Database, businessId: string): Promise<RematchSummary> {
  const summary: RematchSummary = { total: 0, credited: 0, changed: 0, unmatched: 0 };
  const business = await repo.findBusiness(db, businessId);
  if (!business) return summary;
  summary.total = await rematchRepo.countAutomatic(db, businessId);
  if (summary.total === 0) return summary;
  await insertActivity(db, {
    businessId,
    employeeId: null,
    type: 'rematch_started',
    payload: { total: summary.total },
  });
  let cursor: rematchRepo.PageCursor | null = null;
  for (;;) {
    const page = await rematchRepo.automaticPage(db, businessId, cursor, REMATCH_PAGE_SIZE);
    if (page.length === 0) break;
    const last = page.at(-1)!;
    cursor = { publishedAt: last.publishedAt, id: last.id };
    const stored: Decision[] = [];
    await db.transaction(async (tx) => {
      await rematchRepo.lockBusinessForRematch(tx, businessId);
      const attribute = await attributorFor(tx, business, page);
      const now = new Date();
      for (const review of page) {
        const decision = attribute(review);
        const evidence = { ...decision.evidence, candidates: decision.candidates };
        const sameCredit =
          decision.employeeId === review.employeeId && decision.matchType === review.matchType;
        if (sameCredit && sameEvidence(evidence, review.matchEvidence)) continue;
        const written = await rematchRepo.updateAutomatic(
          tx,
          businessId,
          review.id,
          decisionColumns(decision, now),
        );
        if (!written) continue; // decided by hand meanwhile
        await recordDecision(tx, review.id, decision);
        stored.push(decision);
        if (sameCredit) continue;
        if (review.employeeId === null) summary.credited++;
        else if (decision.employeeId === null) summary.unmatched++;
        else if (decision.employeeId !== review.employeeId) summary.changed++;
      }
    });
    countDecisions(stored);
    if (page.length < REMATCH_PAGE_SIZE) break;
  }
  await insertActivity(db, {
    businessId,
    employeeId: null,
    type: 'rematch_finished',
    payload: { ...summary },
  });
  return summary;
}

interface Run {
  done: Promise<void>;
  again: boolean;
}
const runs = new WeakMap<Database, Map<string, Run>>();

export type RematchStatus = 'queued' | 'running';

/**
 * Re-matches the business's reviews in the background. 'queued' when a run starts now,
 * 'running' when one is going on (it will run once more when it ends).
 */
export function requestRematch(
  db: Database,
  businessId: string,
  onError: (error: unknown) => void = () => {},
): RematchStatus {
  let byBusiness = runs.get(db);
  if (byBusiness === undefined) runs.set(db, (byBusiness = new Map()));
  const current = byBusiness.get(businessId);
  if (current) {
    current.again = true;
    return 'running';
  }
  const run: Run = { done: Promise.resolve(), again: false };
  run.done = (async () => {
    do {
      run.again = false;
      try {
        await rematchBusiness(db, businessId);
      } catch (error) {
        onError(error);
      }
    } while (run.again);
    byBusiness.delete(businessId);
  })();
  byBusiness.set(businessId, run);
  return 'queued';
}

/** Resolves when no re-match of this database is running (tests, and before the database closes). */
export async function rematchesIdle(db: Database): Promise<void> {
  for (;;) {
    const pending = [...(runs.get(db)?.values() ?? [])].map((r) => r.done);
    if (pending.length === 0) return;
    await Promise.all(pending);
  }
}

/** POST /api/reviews/rematch: the caller's business, in the background. */
export async function startRematch(
  db: Database,
  scope: BusinessScope,
  onError: (error: unknown) => void,
): Promise<{ status: RematchStatus }> {
  return { status: requestRematch(db, scope.businessId, onError) };
}
