// The same review under two ids (docs/import.md "The same review under two ids"), asked of the
// database for one chunk of an import (ingest.service.ts).
import type { Database } from '../../db/client';
import type { Review } from '../../db/schema';
import type { ImportRow } from './import/rows';
import * as repo from './reviews.repository';
import { matchUnknownRows, SAME_REVIEW_WINDOW_MS } from './same-review';

/** What the whole import holds back from claiming: its own ids, and reviews already claimed. */
export interface TakenReviews {
  ids: ReadonlySet<string>;
  /** Stored reviews an earlier chunk's row claimed: one row each. */
  claimed: Set<string>;
}

/**
 * Rows whose id we have not seen that are a stored review under another id (same-review.ts)
 * join `existing` under their own id, so they update that review instead of adding a second.
 */
export async function claimSameReviews(
  db: Database,
  businessId: string,
  rows: readonly ImportRow[],
  existing: Map<string, Review>,
  taken: TakenReviews,
) {
  const unknown = rows.filter((r) => !existing.has(r.externalId));
  if (unknown.length === 0) return;
  let first = Infinity;
  let last = -Infinity;
  for (const row of unknown) {
    first = Math.min(first, row.publishedAt.getTime());
    last = Math.max(last, row.publishedAt.getTime());
  }
  const stored = await repo.reviewsPublishedBetween(
    db,
    businessId,
    new Date(first - SAME_REVIEW_WINDOW_MS),
    new Date(last + SAME_REVIEW_WINDOW_MS),
  );
  // A stored review named by an id anywhere in this import is that row's, never another's; one
  // claimed in an earlier chunk is that chunk's row's.
  const free = stored.filter((s) => !taken.ids.has(s.externalId) && !taken.claimed.has(s.id));
  for (const [row, review] of matchUnknownRows(unknown, free)) {
    existing.set(row.externalId, review);
    taken.claimed.add(review.id);
  }
}
