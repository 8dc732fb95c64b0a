// Query defaults of SPEC §9 (5 minutes fresh, one retry). Client errors are not retried: a 401,
// 403 or 404 will not change on a second try and retrying only delays the message.
import { QueryClient } from '@tanstack/react-query';
import { QUERY_DEFAULTS } from '@common/constants';
import { ApiError } from './api-client';

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < QUERY_DEFAULTS.retry;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_DEFAULTS.staleTimeMs,
        retry: shouldRetry,
      },
    },
  });
}
