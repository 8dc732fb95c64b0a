// Keeps error reporting's user in step with the session (docs/product-rules.md §4): set when signed in, cleared
// otherwise. It listens to the session query in the cache, so it never fetches anything itself.
import type { QueryClient } from '@tanstack/react-query';
import type { SessionResponse } from '@common/schemas/auth';
import { SESSION_QUERY_KEY } from '../features/auth/api/get-session';
import { observe } from '../lib/observe';

const SESSION_HASH = JSON.stringify(SESSION_QUERY_KEY);

export function reportSessionUser(queryClient: QueryClient): () => void {
  let last: string | null | undefined;
  const apply = () => {
    const session = queryClient.getQueryData<SessionResponse | null>(SESSION_QUERY_KEY);
    const user = session?.user;
    if (session === undefined || (user?.id ?? null) === last) return;
    last = user?.id ?? null;
    const identity = user
      ? { id: user.id, email: user.email, fullName: user.fullName ?? user.employeeName }
      : null;
    observe((o) => o.setReportingUser(identity));
  };
  apply();
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryHash === SESSION_HASH) apply();
  });
}
