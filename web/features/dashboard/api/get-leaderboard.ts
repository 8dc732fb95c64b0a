// GET /api/analytics/leaderboard?range=: employees ranked by reviews earned (recognition).
import { useQuery } from '@tanstack/react-query';
import type { TimeRange } from '@common/constants';
import { useChosenLocation } from '../../../lib/location-choice';
import { analyticsQueryOptions } from './analytics-query';

/** The TV view also polls, in case the live connection drops unnoticed on an unattended screen. */
export function useLeaderboard(range: TimeRange, options: { pollMs?: number } = {}) {
  return useQuery({
    ...analyticsQueryOptions('leaderboard', range, useChosenLocation()),
    refetchInterval: options.pollMs ?? false,
    refetchIntervalInBackground: options.pollMs !== undefined,
  });
}
