// GET /api/analytics/employees?range=: each employee's funnel over the range.
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TimeRange } from '@common/constants';
import type { employeePerformanceListSchema } from '@common/schemas/analytics';
import { useChosenLocation } from '../../../lib/location-choice';
import { analyticsQueryOptions } from './analytics-query';

export type EmployeePerformanceList = z.infer<typeof employeePerformanceListSchema>;

export function useEmployeePerformance(range: TimeRange) {
  return useQuery(
    analyticsQueryOptions<EmployeePerformanceList>('employees', range, useChosenLocation()),
  );
}
