import { describe, expect, it } from 'vitest';
import type { EmployeePerformance } from '@common/schemas/analytics';
import { nextSort, sortEmployees, toEmployeeRows, type SortState } from './employee-sort';

const collator = new Intl.Collator('en');

function employee(name: string, figures: Partial<EmployeePerformance>): EmployeePerformance {
  return {
    employeeId: `00000000-0000-4000-8000-${String(name.length).padStart(12, '0')}`,
    name,
    isActive: true,
    touches: 0,
    clickouts: 0,
    selfConfirms: 0,
    reviews: 0,
    funnelReviews: 0,
    textCredits: 0,
    manualCredits: 0,
    averageRating: null,
    touchToClickout: null,
    clickoutToReview: null,
    touchToReview: null,
    ...figures,
  };
}

const rows = toEmployeeRows([
  employee('Milica', {
    touches: 10,
    clickouts: 5,
    reviews: 2,
    averageRating: 4.5,
    touchToReview: 0.2,
  }),
  employee('Ana', { touches: 40, clickouts: 8, reviews: 2, averageRating: 5, touchToReview: 0.05 }),
  employee('Đorđe', { touches: 0, clickouts: 0, reviews: 0, averageRating: null }),
]);

const names = (sort: SortState) => sortEmployees(rows, sort, collator).map((r) => r.name);

describe('toEmployeeRows', () => {
  it('works out conversion as reviews per touch, null without touches', () => {
    expect(rows.map((r) => r.conversion)).toEqual([0.2, 0.05, null]);
  });
});

describe('sortEmployees', () => {
  it('sorts names alphabetically in the interface language', () => {
    expect(names({ column: 'name', direction: 'ascending' })).toEqual(['Ana', 'Đorđe', 'Milica']);
    expect(names({ column: 'name', direction: 'descending' })).toEqual(['Milica', 'Đorđe', 'Ana']);
  });

  it('sorts by a count and breaks ties by name', () => {
    expect(names({ column: 'reviews', direction: 'descending' })).toEqual([
      'Ana',
      'Milica',
      'Đorđe',
    ]);
    expect(names({ column: 'touches', direction: 'ascending' })).toEqual([
      'Đorđe',
      'Milica',
      'Ana',
    ]);
  });

  it('keeps employees without a rating or conversion last in both directions', () => {
    for (const direction of ['ascending', 'descending'] as const) {
      expect(names({ column: 'averageRating', direction }).at(-1)).toBe('Đorđe');
      expect(names({ column: 'conversion', direction }).at(-1)).toBe('Đorđe');
    }
    expect(names({ column: 'conversion', direction: 'descending' })).toEqual([
      'Milica',
      'Ana',
      'Đorđe',
    ]);
  });

  it('leaves the given list untouched', () => {
    const before = rows.map((r) => r.name);
    sortEmployees(rows, { column: 'touches', direction: 'descending' }, collator);
    expect(rows.map((r) => r.name)).toEqual(before);
  });
});

describe('nextSort', () => {
  it('reverses the direction on a second click of the same column', () => {
    expect(nextSort({ column: 'touches', direction: 'descending' }, 'touches')).toEqual({
      column: 'touches',
      direction: 'ascending',
    });
  });

  it('starts figures with the highest first and names from A', () => {
    const current: SortState = { column: 'reviews', direction: 'ascending' };
    expect(nextSort(current, 'clickouts').direction).toBe('descending');
    expect(nextSort(current, 'name').direction).toBe('ascending');
  });
});
