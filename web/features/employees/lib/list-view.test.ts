// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { decideListView, hasActiveEmployees } from './list-view';

const page = (total: number, items: readonly { isActive: boolean }[] = []) => ({ total, items });

describe('decideListView', () => {
  it('shows the skeleton while the first answer is on its way', () => {
    expect(decideListView({ data: undefined, isError: false, filtered: false })).toBe('loading');
  });

  it('shows the error with its retry when there is nothing to show', () => {
    expect(decideListView({ data: undefined, isError: true, filtered: true })).toBe('error');
  });

  it('keeps showing a list whose background refresh failed', () => {
    expect(
      decideListView({ data: page(2, [{ isActive: true }]), isError: true, filtered: false }),
    ).toBe('list');
  });

  it('explains the QR idea when the business has no employees yet', () => {
    expect(decideListView({ data: page(0), isError: false, filtered: false })).toBe('empty');
  });

  it('says "no results" when a search or status hides everyone', () => {
    expect(decideListView({ data: page(0), isError: false, filtered: true })).toBe('no-results');
  });

  it('shows the list when there are employees', () => {
    expect(
      decideListView({ data: page(1, [{ isActive: false }]), isError: false, filtered: true }),
    ).toBe('list');
  });
});

describe('hasActiveEmployees', () => {
  it('is false before the list is known and for a team of inactive employees', () => {
    expect(hasActiveEmployees(undefined)).toBe(false);
    expect(hasActiveEmployees(page(0))).toBe(false);
    expect(hasActiveEmployees(page(2, [{ isActive: false }, { isActive: false }]))).toBe(false);
  });

  it('is true when an active employee is on the page', () => {
    expect(hasActiveEmployees(page(2, [{ isActive: false }, { isActive: true }]))).toBe(true);
  });

  it('assumes active employees may exist on pages not loaded', () => {
    expect(hasActiveEmployees(page(120, [{ isActive: false }]))).toBe(true);
  });
});
