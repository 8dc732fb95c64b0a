// One review under two ids (docs/import.md "The same review under two ids"): Business Profile
// names a review `AbFvOq…`, Places, Maps and some exports `Ci9DQ…` or `ChZDSUhN…`. A business that
// imports Takeout, or starts with a Places key and later connects Business Profile, would see each
// review twice. A row whose id we have not seen is the stored review that has the same rating,
// was published within a day and a half of it (a date without a time is midnight UTC), and has
// the same author or the same words; the stored review keeps its id and is updated in place.
import { foldForSearch } from '../../lib/search-fold';
import type { ImportRow } from './import/rows';

/** A day and a half: a date written without its time, in any zone, still falls inside. */
export const SAME_REVIEW_WINDOW_MS = 36 * 3_600_000;

interface Comparable {
  authorName: string | null;
  rating: number | null;
  text: string | null;
  originalText: string | null;
  publishedAt: Date;
}

const words = (text: string | null) => {
  const folded = text
    ? foldForSearch(text)
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim()
    : '';
  return folded === '' ? null : folded.slice(0, 160);
};

/** Whether two reviews without a shared id are one review. */
export function isSameReview(row: ImportRow, stored: Comparable): boolean {
  return same(prepare(row), prepare(stored), row.rating === stored.rating);
}

interface Prepared<T> {
  stored: T;
  time: number;
  author: string | null;
  words: string[];
}

const prepare = <T extends Comparable>(review: T): Prepared<T> => ({
  stored: review,
  time: review.publishedAt.getTime(),
  author: review.authorName ? foldForSearch(review.authorName) : null,
  words: [words(review.text), words(review.originalText)].filter((w) => w !== null),
});

function same<T>(a: Prepared<ImportRow>, b: Prepared<T>, rating: boolean): boolean {
  if (!rating || Math.abs(a.time - b.time) > SAME_REVIEW_WINDOW_MS) return false;
  const text =
    a.words.length === 0 && b.words.length === 0 ? null : a.words.some((w) => b.words.includes(w));
  if (a.author && b.author) return a.author === b.author && text !== false;
  return text === true;
}

/**
 * For each row, the stored review it is, among those not claimed by an id of this import; each
 * stored review is taken by at most one row, the closest in time. Stored reviews are sorted by
 * time once, so each row looks only at those inside its window.
 */
export function matchUnknownRows<T extends Comparable & { id: string }>(
  rows: readonly ImportRow[],
  stored: readonly T[],
): Map<ImportRow, T> {
  const found = new Map<ImportRow, T>();
  if (rows.length === 0 || stored.length === 0) return found;
  const sorted = stored.map(prepare).sort((a, b) => a.time - b.time);
  const taken = new Set<string>();
  for (const row of rows) {
    const mine = prepare(row);
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (sorted[mid]!.time < mine.time - SAME_REVIEW_WINDOW_MS) low = mid + 1;
      else high = mid;
    }
    let best: Prepared<T> | null = null;
    for (
      let i = low;
      i < sorted.length && sorted[i]!.time <= mine.time + SAME_REVIEW_WINDOW_MS;
      i++
    ) {
      const candidate = sorted[i]!;
      if (taken.has(candidate.stored.id)) continue;
      if (!same(mine, candidate, candidate.stored.rating === row.rating)) continue;
      if (!best || Math.abs(candidate.time - mine.time) < Math.abs(best.time - mine.time))
        best = candidate;
    }
    if (!best) continue;
    taken.add(best.stored.id);
    found.set(row, best.stored);
  }
  return found;
}
