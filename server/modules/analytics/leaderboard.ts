// The leaderboard is recognition, not a quota: it celebrates reviews earned and never shows
// targets. Ranks are sequential (1..n) over one total order, so two employees never share a rank
// and the order never depends on the database's whim.
import type { Leaderboard } from '@common/schemas/analytics';
import type { Database } from '../../db/client';
import type { BusinessScope } from '../scope/scope';
import { figuresContext, roundedRating, type FiguresQuery } from './analytics-context';
import { funnelRates } from './person-funnel';
import { employeeFigures } from './employee-figures.repository';
import { rangeBounds } from './range-bounds';

type Entry = Omit<Leaderboard['items'][number], 'rank'>;

/** Nulls last in a descending order. */
const desc = (a: number | null, b: number | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : b - a;

function rankEntries(entries: Entry[]): Leaderboard['items'] {
  return [...entries]
    .sort(
      (a, b) =>
        b.reviews - a.reviews ||
        desc(a.averageRating, b.averageRating) ||
        desc(a.conversion, b.conversion) ||
        a.name.localeCompare(b.name) ||
        a.employeeId.localeCompare(b.employeeId),
    )
    .map((entry, index) => ({ rank: index + 1, ...entry }));
}

/**
 * Active employees (not deleted), plus anyone credited with reviews in the range (an inactive or
 * deleted employee keeps the recognition they earned). An employee caller gets only their own
 * row, ranked against the whole business (or the chosen location's staff).
 */
export async function leaderboard(
  db: Database,
  caller: BusinessScope,
  { range, locationId }: FiguresQuery,
  now: Date,
): Promise<Leaderboard> {
  const { scope, timeZone } = await figuresContext(db, caller, locationId);
  const bounds = rangeBounds(range, timeZone, now);
  const rows = await employeeFigures(
    db,
    { businessId: scope.businessId, locationIds: scope.locationIds },
    bounds,
  );
  const ranked = rankEntries(
    rows
      .filter((row) => (row.isActive && !row.isDeleted) || row.goodReviews > 0)
      .map((row) => ({
        employeeId: row.employeeId,
        name: row.name,
        // Thanks for 4- and 5-star reviews only: a complaint goes to managers, not on the board.
        reviews: row.goodReviews,
        averageRating: roundedRating(row.goodAverageRating),
        conversion: funnelRates(row).touchToReview,
      })),
  );
  return {
    range,
    items: scope.employeeId ? ranked.filter((e) => e.employeeId === scope.employeeId) : ranked,
  };
}
