// Ordering of the employee performance table. Employees without a figure (no reviews, so no
// rating; no touches, so no conversion) always sink to the bottom, whichever way the column is
// sorted: "–" at the top of a descending list would read as the best result.
import type { EmployeePerformance } from '@common/schemas/analytics';

export type EmployeeRow = EmployeePerformance & {
  /**
   * How often a scan ended in a review through the funnel: the server's rate (docs/funnel.md
   * "Rates"), at most 1; credits from review text stay out of it.
   */
  conversion: number | null;
};

export const SORT_COLUMNS = [
  'name',
  'touches',
  'clickouts',
  'reviews',
  'averageRating',
  'conversion',
] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];
type SortDirection = 'ascending' | 'descending';
export interface SortState {
  column: SortColumn;
  direction: SortDirection;
}

export const DEFAULT_SORT: SortState = { column: 'reviews', direction: 'descending' };

export function toEmployeeRows(items: readonly EmployeePerformance[]): EmployeeRow[] {
  return items.map((item) => ({ ...item, conversion: item.touchToReview }));
}

/** A second click on the sorted column reverses it; a new column starts with its natural order. */
export function nextSort(current: SortState, column: SortColumn): SortState {
  if (current.column === column) {
    return {
      column,
      direction: current.direction === 'ascending' ? 'descending' : 'ascending',
    };
  }
  return { column, direction: column === 'name' ? 'ascending' : 'descending' };
}

export function sortEmployees(
  rows: readonly EmployeeRow[],
  sort: SortState,
  collator: Intl.Collator,
): EmployeeRow[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const byName = (a: EmployeeRow, b: EmployeeRow) =>
    collator.compare(a.name, b.name) || a.employeeId.localeCompare(b.employeeId);

  return [...rows].sort((a, b) => {
    if (sort.column === 'name') return sign * byName(a, b);
    const left = a[sort.column];
    const right = b[sort.column];
    if (left === null || right === null) {
      if (left === right) return byName(a, b);
      return left === null ? 1 : -1;
    }
    // Equal figures keep a stable, readable order by name.
    return sign * (left - right) || byName(a, b);
  });
}
