// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REVIEW_FILTERS,
  advancedFilterCount,
  clampReviewPage,
  isCalendarDay,
  isReviewFiltered,
  quickViewChange,
  quickViewOf,
  readReviewFilters,
  reviewFiltersToSearch,
  reviewQueryParams,
} from './review-filters';

const ID = '3f0c6f43-8a4e-4f55-9d1e-0a7c2a3b4c5d';

describe('review filters in the address', () => {
  it('reads every filter back from the string it wrote', () => {
    const filters = {
      review: ID,
      q: 'Milica',
      rating: 4,
      matchType: 'name_match' as const,
      employeeId: ID,
      locationId: ID,
      from: '2026-01-01',
      to: '2026-01-31',
      page: 3,
    };
    expect(readReviewFilters(reviewFiltersToSearch(filters))).toEqual(filters);
  });

  it('leaves defaults out, so the plain list has a plain address', () => {
    expect(reviewFiltersToSearch(DEFAULT_REVIEW_FILTERS).toString()).toBe('');
    expect(reviewFiltersToSearch({ ...DEFAULT_REVIEW_FILTERS, q: '  ' }).toString()).toBe('');
  });

  it('falls back to defaults for anything unreadable', () => {
    const search = new URLSearchParams(
      'review=x&rating=9&matchType=guess&employeeId=nope&locationId=2&from=2026-02-30&to=yesterday&page=-2',
    );
    expect(readReviewFilters(search)).toEqual(DEFAULT_REVIEW_FILTERS);
    expect(readReviewFilters(new URLSearchParams('rating=2.5')).rating).toBeNull();
  });

  it('cuts an over-long search to the API limit', () => {
    const search = new URLSearchParams({ q: 'a'.repeat(500) });
    expect(readReviewFilters(search).q).toHaveLength(200);
  });

  it('knows real calendar days', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay(null)).toBe(false);
  });
});

describe('review filters for the API', () => {
  it('sends only what is set, with the page size', () => {
    expect(reviewQueryParams({ ...DEFAULT_REVIEW_FILTERS, q: ' ana ', rating: 5 })).toEqual({
      q: 'ana',
      rating: 5,
      matchType: undefined,
      employeeId: undefined,
      locationId: undefined,
      from: undefined,
      to: undefined,
      page: 1,
      pageSize: 20,
    });
  });

  it('tells a filtered list from the whole one', () => {
    expect(isReviewFiltered(DEFAULT_REVIEW_FILTERS)).toBe(false);
    expect(isReviewFiltered({ ...DEFAULT_REVIEW_FILTERS, to: '2026-01-01' })).toBe(true);
    expect(isReviewFiltered({ ...DEFAULT_REVIEW_FILTERS, page: 4 })).toBe(false);
  });

  it('counts advanced filters without the quick view', () => {
    expect(advancedFilterCount({ ...DEFAULT_REVIEW_FILTERS, matchType: 'unmatched' })).toBe(0);
    expect(
      advancedFilterCount({ ...DEFAULT_REVIEW_FILTERS, matchType: 'manual', rating: 1, from: 'x' }),
    ).toBe(3);
  });

  it('maps the quick view to the unmatched match type and back', () => {
    expect(quickViewOf({ ...DEFAULT_REVIEW_FILTERS, matchType: 'unmatched' })).toBe('unmatched');
    expect(quickViewOf({ ...DEFAULT_REVIEW_FILTERS, matchType: 'manual' })).toBe('all');
    expect(quickViewChange('unmatched')).toEqual({ matchType: 'unmatched', employeeId: null });
    expect(quickViewChange('all')).toEqual({ matchType: null });
  });

  it('clamps a page past the end', () => {
    expect(clampReviewPage(5, 41)).toBe(3);
    expect(clampReviewPage(5, 0)).toBe(1);
    expect(clampReviewPage(2, 41)).toBe(2);
  });
});
