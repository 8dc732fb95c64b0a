// GET /api/analytics/overview?range=: the headline figures and the funnel of the range.
import { useQuery } from '@tanstack/react-query';
import type { TimeRange } from '@common/constants';
import { useChosenLocation } from '../../../lib/location-choice';
import { analyticsQueryOptions } from './analytics-query';

export function useOverview(range: TimeRange) {
  return useQuery(analyticsQueryOptions('overview', range, useChosenLocation()));
}
