// GET /api/analytics/hourly?range=: activity by local hour of day (0-23).
import { useQuery } from '@tanstack/react-query';
import type { TimeRange } from '@common/constants';
import { useChosenLocation } from '../../../lib/location-choice';
import { analyticsQueryOptions } from './analytics-query';

export function useHourly(range: TimeRange) {
  return useQuery(analyticsQueryOptions('hourly', range, useChosenLocation()));
}
