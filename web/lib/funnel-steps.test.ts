import { describe, expect, it } from 'vitest';
import { creditsBesideFunnel, funnelSteps, type FunnelFigures } from './funnel-steps';

const figures: FunnelFigures = {
  touches: 240,
  clickouts: 60,
  funnelReviews: 25,
  nameMatchedReviews: 70,
  manualReviews: 4,
  funnel: { touchToClickout: 0.25, clickoutToReview: 25 / 60, touchToReview: 25 / 240 },
};

describe('funnelSteps', () => {
  it('ends in the reviews credited through the funnel, not every review', () => {
    const steps = funnelSteps(figures);
    expect(steps.map((s) => [s.key, s.count])).toEqual([
      ['touches', 240],
      ['clickouts', 60],
      ['reviews', 25],
    ]);
    expect(steps.map((s) => s.fromPrevious)).toEqual([null, 0.25, 25 / 60]);
    expect(steps[2]!.width).toBeCloseTo(25 / 240);
  });

  it('never shows a step above the one before', () => {
    for (const step of funnelSteps(figures)) expect(step.fromPrevious ?? 0).toBeLessThanOrEqual(1);
  });

  it('has no widths on an empty range', () => {
    const empty = { ...figures, touches: 0, clickouts: 0, funnelReviews: 0 };
    expect(funnelSteps(empty).map((s) => s.width)).toEqual([0, 0, 0]);
  });
});

describe('creditsBesideFunnel', () => {
  it('gives the name-match and manual credits shown beside the funnel, or nothing', () => {
    expect(creditsBesideFunnel(figures)).toEqual({ named: 70, manual: 4 });
    expect(creditsBesideFunnel({ ...figures, nameMatchedReviews: 0, manualReviews: 0 })).toBeNull();
  });
});
