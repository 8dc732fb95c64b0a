import { describe, expect, it } from 'vitest';
import { formatRating, formatShare } from './funnel';

describe('formatShare and formatRating', () => {
  it('shows an unknown share or rating as a dash, never as zero', () => {
    expect(formatShare(null, 'en-GB')).toBe('–');
    expect(formatRating(null, 'en-GB')).toBe('–');
  });

  it('formats in the interface locale', () => {
    expect(formatShare(0.425, 'en-GB')).toBe('43%');
    expect(formatRating(4.56, 'en-GB')).toBe('4.6');
    expect(formatRating(4.56, 'sr-Latn-RS')).toBe('4,6');
  });
});
