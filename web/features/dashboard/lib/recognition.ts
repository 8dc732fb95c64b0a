// The thank-you board thanks people for reviews they earned. Someone with none in the range is
// left off rather than listed last: a board, not a ranking of who fell behind.
import type { Leaderboard } from '@common/schemas/analytics';

export type LeaderboardEntry = Leaderboard['items'][number];

export function recognised(items: readonly LeaderboardEntry[], limit?: number): LeaderboardEntry[] {
  const earned = items.filter((item) => item.reviews > 0);
  return limit === undefined ? earned : earned.slice(0, limit);
}
