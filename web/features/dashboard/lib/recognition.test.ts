import { describe, expect, it } from 'vitest';
import { recognised, type LeaderboardEntry } from './recognition';

const entry = (rank: number, reviews: number): LeaderboardEntry => ({
  rank,
  employeeId: `00000000-0000-4000-8000-00000000000${rank}`,
  name: `Person ${rank}`,
  reviews,
  averageRating: reviews > 0 ? 5 : null,
  conversion: null,
});

describe('recognised', () => {
  it('leaves off people without a review in the range, keeping the server order', () => {
    const items = [entry(1, 5), entry(2, 1), entry(3, 0)];
    expect(recognised(items).map((i) => i.rank)).toEqual([1, 2]);
  });

  it('shows at most the requested number of people', () => {
    const items = [entry(1, 5), entry(2, 4), entry(3, 3)];
    expect(recognised(items, 2).map((i) => i.rank)).toEqual([1, 2]);
  });
});
