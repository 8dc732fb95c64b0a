import { describe, expect, it } from 'vitest';
import { formatCount, formatRating, formatRatio, ratioOf } from './figures';

describe('formatRatio', () => {
  it('shows a dash, never 0 %, when the ratio is undefined', () => {
    expect(formatRatio(null, 'en')).toBe('–');
    expect(formatRatio(undefined, 'sr')).toBe('–');
    expect(formatRatio(Number.NaN, 'en')).toBe('–');
  });

  it('shows a percentage with one decimal', () => {
    expect(formatRatio(0.1234, 'en')).toBe('12.3%');
    expect(formatRatio(1, 'en')).toBe('100.0%');
  });

  it('shows a real zero as 0.0%', () => {
    expect(formatRatio(0, 'en')).toBe('0.0%');
  });

  it('uses the Serbian decimal comma', () => {
    expect(formatRatio(0.1234, 'sr')).toMatch(/^12,3\s?%$/);
  });
});

describe('formatRating', () => {
  it('shows one decimal, or a dash without reviews', () => {
    expect(formatRating(4.567, 'en')).toBe('4.6');
    expect(formatRating(5, 'sr')).toBe('5,0');
    expect(formatRating(null, 'en')).toBe('–');
  });
});

describe('formatCount', () => {
  it('groups thousands in the interface language', () => {
    expect(formatCount(12345, 'en')).toBe('12,345');
  });
});

describe('ratioOf', () => {
  it('is null when there is nothing to divide by', () => {
    expect(ratioOf(3, 0)).toBeNull();
    expect(ratioOf(1, 4)).toBe(0.25);
  });
});
