import { describe, expect, it } from 'vitest';
import type { Overview } from '@common/schemas/analytics';
import {
  activityPoints,
  busiestPoints,
  hasNoActivityYet,
  hourlyPoints,
  seriesTotals,
} from './chart-data';
import { formatShortDay } from '../../../lib/format';

const overview: Overview = {
  range: '7d',
  from: '2026-03-01T00:00:00+01:00',
  to: '2026-03-08T00:00:00+01:00',
  timezone: 'Europe/Belgrade',
  touches: 200,
  clickouts: 50,
  selfConfirms: 4,
  reviews: 10,
  attributedReviews: 8,
  funnelReviews: 5,
  nameMatchedReviews: 3,
  manualReviews: 0,
  confirmedReviews: 0,
  totalEvents: 0,
  averageRating: 4.7,
  conversion: { touchToClickout: 0.25, clickoutToReview: 0.2, touchToReview: 0.05 },
  funnel: { touchToClickout: 0.25, clickoutToReview: 0.1, touchToReview: 0.025 },
  totalReviews: 120,
  totalClicks: 900,
};

describe('activityPoints', () => {
  it('keeps the server label and the three series of each bucket', () => {
    const points = activityPoints([
      {
        start: '2026-03-01T00:00:00+01:00',
        label: '1 Mar',
        touches: 3,
        clickouts: 2,
        selfConfirms: 1,
        reviews: 1,
      },
    ]);
    expect(points).toEqual([{ label: '1 Mar', touches: 3, clickouts: 2, reviews: 1 }]);
  });
});

describe('hourlyPoints', () => {
  it('fills all 24 local hours in order, quiet hours as zero', () => {
    const points = hourlyPoints([
      { hour: 14, touches: 5, clickouts: 2, reviews: 1 },
      { hour: 9, touches: 1, clickouts: 0, reviews: 0 },
    ]);
    expect(points).toHaveLength(24);
    expect(points[0]).toEqual({ label: '00:00', touches: 0, clickouts: 0, reviews: 0 });
    expect(points[9]?.touches).toBe(1);
    expect(points[14]).toEqual({ label: '14:00', touches: 5, clickouts: 2, reviews: 1 });
  });

  it('finds the busiest hour, or none when everything is quiet', () => {
    const points = hourlyPoints([{ hour: 14, touches: 5, clickouts: 2, reviews: 1 }]);
    expect(busiestPoints(points).map((p) => p.label)).toEqual(['14:00']);
    expect(busiestPoints(hourlyPoints([]))).toEqual([]);
    expect(seriesTotals(points)).toEqual({ touches: 5, clickouts: 2, reviews: 1 });
  });

  it('calls an hour with only reviews busy, so the words never say quiet above bars', () => {
    const points = hourlyPoints([
      { hour: 9, touches: 0, clickouts: 0, reviews: 3 },
      { hour: 18, touches: 1, clickouts: 0, reviews: 0 },
    ]);
    expect(busiestPoints(points).map((p) => p.label)).toEqual(['09:00']);
  });

  it('names every hour of a tie, not the first one of the day', () => {
    const points = hourlyPoints([
      { hour: 10, touches: 2, clickouts: 1, reviews: 0 },
      { hour: 16, touches: 3, clickouts: 0, reviews: 0 },
      { hour: 12, touches: 1, clickouts: 0, reviews: 0 },
    ]);
    expect(busiestPoints(points).map((p) => p.label)).toEqual(['10:00', '16:00']);
  });

  it('writes days for people on the axis, not as ISO dates', () => {
    const points = activityPoints(
      [
        {
          start: '2026-11-24T00:00:00+01:00',
          label: '2026-11-24',
          touches: 1,
          clickouts: 0,
          selfConfirms: 0,
          reviews: 0,
        },
      ],
      (day) => formatShortDay(day, 'sr'),
    );
    expect(points[0]!.label).toBe('24. nov');
    expect(formatShortDay('2026-11-24', 'en')).toBe('24 Nov');
  });
});

describe('hasNoActivityYet', () => {
  it('is true only for a business without any activity ever', () => {
    expect(hasNoActivityYet(overview)).toBe(false);
    const fresh = {
      ...overview,
      touches: 0,
      clickouts: 0,
      reviews: 0,
      totalReviews: 0,
      totalClicks: 0,
    };
    expect(hasNoActivityYet(fresh)).toBe(true);
    expect(hasNoActivityYet({ ...fresh, totalReviews: 3 })).toBe(false);
  });
});
