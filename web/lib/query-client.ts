// Query defaults of docs/product-rules.md §9 (5 minutes fresh, one retry). Client errors are not retried: a 401,
// 403 or 404 will not change on a second try and retrying only delays the message.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { QUERY_DEFAULTS } from '@common/constants';
import { paths } from '@common/paths';
import { ApiError } from './api-client';
import { signInPath } from './return-path';
import { observe } from './observe';

function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < QUERY_DEFAULTS.retry;
}

/** A change refused because the session ended meanwhile (signed out elsewhere, expired). */
const sessionEnded = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 401 && error.code === 'UNAUTHENTICATED';

/**
 * Asks to sign in again and comes back here afterwards, instead of a toast saying the change
 * failed: the sign-in page says why (`?error=session`) and returns to this page.
 */
function signInAgain() {
  const here = `${window.location.pathname}${window.location.search}`;
  if (here.startsWith(paths.auth)) return;
  window.location.assign(`${signInPath(here)}&error=session`);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // Screens show their own failures; these only log and report (docs/product-rules.md §8), never toast.
    queryCache: new QueryCache({
      onError: (error, query) => observe((o) => o.reportQueryError(error, query)),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        observe((o) => o.reportQueryError(error, mutation));
        if (sessionEnded(error)) signInAgain();
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: QUERY_DEFAULTS.staleTimeMs,
        retry: shouldRetry,
      },
    },
  });
}
