import { describe, expect, it } from 'vitest';
import { formatRating, formatShare, funnelSteps } from './funnel';

describe('funnelSteps', () => {
  it('sizes each step against the widest and carries the share of the step before', () => {
    const steps = funnelSteps({
      touches: 40,
      clickouts: 10,
      reviews: 4,
      conversion: { touchToClickout: 0.25, clickoutToReview: 0.4, touchToReview: 0.1 },
    });
    expect(steps).toEqual([
      { key: 'touches', count: 40, width: 100, fromPrevious: null },
      { key: 'clickouts', count: 10, width: 25, fromPrevious: 0.25 },
      { key: 'reviews', count: 4, width: 10, fromPrevious: 0.4 },
    ]);
  });

  it('draws empty bars and unknown shares for a range without activity', () => {
    const steps = funnelSteps({
      touches: 0,
      clickouts: 0,
      reviews: 0,
      conversion: { touchToClickout: null, clickoutToReview: null, touchToReview: null },
    });
    expect(steps.map((step) => [step.width, step.fromPrevious])).toEqual([
      [0, null],
      [0, null],
      [0, null],
    ]);
  });

  it('lets reviews without a scan (imported, found by name) outgrow the touches', () => {
    const steps = funnelSteps({
      touches: 0,
      clickouts: 0,
      reviews: 3,
      conversion: { touchToClickout: null, clickoutToReview: null, touchToReview: null },
    });
    expect(steps.map((step) => step.width)).toEqual([0, 0, 100]);
  });
});

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
