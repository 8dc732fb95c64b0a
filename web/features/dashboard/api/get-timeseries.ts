// GET /api/analytics/timeseries?range=: touches, clickouts and reviews per local hour or day.
import { useQuery } from '@tanstack/react-query';
import type { TimeRange } from '@common/constants';
import { useChosenLocation } from '../../../lib/location-choice';
import { analyticsQueryOptions } from './analytics-query';

export function useTimeseries(range: TimeRange) {
  return useQuery(analyticsQueryOptions('timeseries', range, useChosenLocation()));
}
