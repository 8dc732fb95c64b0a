// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MAX_LISTED_REJECTIONS, summariseReport } from './import-report';

describe('summariseReport', () => {
  it('gives the three counts and a clean outcome when no row was rejected', () => {
    const summary = summariseReport({
      format: 'csv',
      total: 6,
      imported: 3,
      updated: 2,
      unchanged: 1,
      rejected: [],
    });
    expect(summary.counts).toEqual([
      { key: 'imported', value: 3 },
      { key: 'updated', value: 2 },
      { key: 'unchanged', value: 1 },
    ]);
    expect(summary.outcome).toBe('success');
    expect(summary.nothingNew).toBe(false);
    expect(summary.listed).toEqual([]);
  });

  it('lists rejected rows in file order', () => {
    const summary = summariseReport({
      format: 'csv',
      total: 4,
      imported: 2,
      updated: 0,
      unchanged: 0,
      rejected: [
        { row: 9, reason: 'published_at is not a date' },
        { row: 7, reason: 'rating must be 1-5' },
      ],
    });
    expect(summary.listed.map((item) => item.row)).toEqual([7, 9]);
    expect(summary.rejectedCount).toBe(2);
    expect(summary.outcome).toBe('partial');
  });

  it('caps a long list and counts the rest', () => {
    const rejected = Array.from({ length: MAX_LISTED_REJECTIONS + 5 }, (_, index) => ({
      row: index + 2,
      reason: 'rating must be 1-5',
    }));
    const summary = summariseReport({
      format: 'takeout',
      total: rejected.length,
      imported: 0,
      updated: 0,
      unchanged: 0,
      rejected,
    });
    expect(summary.listed).toHaveLength(MAX_LISTED_REJECTIONS);
    expect(summary.more).toBe(5);
    expect(summary.outcome).toBe('failed');
    expect(summary.nothingNew).toBe(true);
  });

  it('treats missing or odd counts as zero', () => {
    const summary = summariseReport({
      format: 'csv',
      total: 1,
      imported: Number.NaN,
      updated: -1,
      unchanged: 1,
      rejected: [],
    });
    expect(summary.counts.map((item) => item.value)).toEqual([0, 0, 1]);
    expect(summary.nothingNew).toBe(true);
  });
});
