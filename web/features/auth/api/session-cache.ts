// What every change of identity does to the query cache: the new session goes in, and whatever
// was cached for the previous identity goes out, so no page shows another account's data.
import type { QueryClient } from '@tanstack/react-query';
import type { SessionResponse } from '@common/schemas/auth';
import { SESSION_QUERY_KEY } from './get-session';

export function replaceSession(queryClient: QueryClient, session: SessionResponse | null): void {
  queryClient.removeQueries({
    predicate: (query) => query.queryKey.join('/') !== SESSION_QUERY_KEY.join('/'),
  });
  queryClient.setQueryData(SESSION_QUERY_KEY, session);
}
