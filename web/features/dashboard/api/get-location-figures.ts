// GET /api/analytics/locations?range=: each location's figures, for the breakdown under
// "All locations" (docs/locations.md).
import { useQuery } from '@tanstack/react-query';
import type { TimeRange } from '@common/constants';
import { analyticsQueryOptions } from './analytics-query';

export function useLocationFigures(range: TimeRange) {
  return useQuery(analyticsQueryOptions('locations', range, null));
}
