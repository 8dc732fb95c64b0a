// Query defaults of docs/product-rules.md §9 (5 minutes fresh, one retry). Client errors are not retried: a 401,
// 403 or 404 will not change on a second try and retrying only delays the message.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { QUERY_DEFAULTS } from '@common/constants';
import { ApiError } from './api-client';
import { observe } from './observe';

function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < QUERY_DEFAULTS.retry;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // Screens show their own failures; these only log and report (docs/product-rules.md §8), never toast.
    queryCache: new QueryCache({
      onError: (error, query) => observe((o) => o.reportQueryError(error, query)),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) =>
        observe((o) => o.reportQueryError(error, mutation)),
    }),
    defaultOptions: {
      queries: {
        staleTime: QUERY_DEFAULTS.staleTimeMs,
        retry: shouldRetry,
      },
    },
  });
}
