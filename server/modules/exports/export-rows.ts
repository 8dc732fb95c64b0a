// The rows of each export, streamed from keyset batches (memory stays flat however long the
// range is). `people` words them for a reader (docs/exports.md); without it the cells keep the
// original machine form: codes, ISO 8601 times with the business's offset, JSON details.
import type { Database } from '../../db/client';
import {
  employeePerformance,
  formatZoned,
  type AnalyticsContext,
  type FiguresQuery,
} from '../analytics/analytics.service';
import type { BusinessScope } from '../scope/scope';
import type { Cell } from './csv';
import { candidateNames, evidenceLine } from './evidence-line';
import * as repo from './exports.repository';
import { wallClock, type People } from './people';

const percent = (share: number | null) => (share === null ? null : Math.round(share * 1000) / 10);

export async function* employeeRows(
  db: Database,
  caller: BusinessScope,
  query: FiguresQuery,
  now: Date,
): AsyncGenerator<Cell[]> {
  const { items } = await employeePerformance(db, caller, query, now);
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
      percent(e.touchToReview),
      e.funnelReviews,
      e.textCredits,
      e.manualCredits,
    ];
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

function timeOf(ctx: AnalyticsContext, people: People | null) {
  const timezone = ctx.timeZone;
  return (ms: number | null): Cell => {
    if (ms === null) return null;
    const instant = new Date(ms);
    return people ? wallClock(instant, timezone) : formatZoned(instant, timezone);
  };
}

export async function* reviewRows(
  db: Database,
  ctx: AnalyticsContext,
  window: repo.Window,
  people: People | null,
  /** Names of the business's locations, when it has several: a last column says which. */
  locations: Map<string, string> | null,
): AsyncGenerator<Cell[]> {
  const names = await repo.employeeNames(db, ctx.business.id);
  const time = timeOf(ctx, people);
  for await (const r of batches((after) => repo.reviewBatch(db, ctx.scope, window, after))) {
    const employeeName = r.employeeId ? (names.get(r.employeeId) ?? null) : null;
    const confidence = r.matchConfidence === null ? null : Math.round(r.matchConfidence * 100);
    const evidence = people
      ? people.evidence(
          r.matchType,
          r.matchEvidence,
          candidateNames(r.matchEvidence, names),
          employeeName,
        )
      : evidenceLine({ ...r, employeeName }, names);
    yield [
      time(r.publishedAt),
      r.authorName,
      r.isAnonymous,
      r.rating,
      r.text,
      employeeName,
      people ? people.matchType(r.matchType) : r.matchType,
      people ? confidence : confidence === null ? null : confidence / 100,
      evidence,
      r.matchType === 'manual' ? r.matchedByEmail : null,
      time(r.matchedAt),
      r.replyText,
      ...(locations ? [locations.get(r.locationId) ?? null] : []),
    ];
  }
}

export async function* activityRows(
  db: Database,
  ctx: AnalyticsContext,
  window: repo.Window,
  people: People | null,
): AsyncGenerator<Cell[]> {
  const businessId = ctx.business.id;
  const names = await repo.employeeNames(db, businessId);
  const time = timeOf(ctx, people);
  for await (const a of batches((after) => repo.activityBatch(db, ctx.scope, window, after))) {
    const employeeName = a.employeeId ? (names.get(a.employeeId) ?? null) : null;
    const payload = a.payload && Object.keys(a.payload).length > 0 ? a.payload : null;
    yield [
      time(a.createdAt),
      people ? people.kind(a.type) : a.type,
      employeeName,
      people
        ? people.activity({ type: a.type, employeeName, payload })
        : payload
          ? JSON.stringify(payload)
          : null,
    ];
  }
}
