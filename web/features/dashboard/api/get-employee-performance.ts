// GET /api/analytics/employees?range=: each employee's funnel over the range.
import { useQuery } from '@tanstack/react-query';
import type { TimeRange } from '@common/constants';
import { useChosenLocation } from '../../../lib/location-choice';
import { analyticsQueryOptions } from './analytics-query';

export function useEmployeePerformance(range: TimeRange) {
  return useQuery(analyticsQueryOptions('employees', range, useChosenLocation()));
}
