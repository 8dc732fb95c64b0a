// docs/product-rules.md §4: an employee session lasts 24 hours and is re-checked every 5 minutes (the session
// query's refetch interval). This adds a check at the exact expiry, so an ended session is
// noticed on time even between two checks (the server's answer decides), and when the session
// is gone, the caches of the employee go with it.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SessionResponse } from '@common/schemas/auth';
import { SESSION_QUERY_KEY } from '../api/get-session';
import { clearLocalCache } from '../lib/clear-local-cache';

// setTimeout holds at most 2^31-1 ms; a longer wait is re-armed by the periodic check anyway.
const MAX_TIMEOUT_MS = 2_147_483_647;
const SESSION_HASH = SESSION_QUERY_KEY.join('/');

export function useEmployeeSessionWatch(session: SessionResponse | null): void {
  const queryClient = useQueryClient();
  const expiresAt = session?.kind === 'employee' ? session.expiresAt : null;

  useEffect(() => {
    if (!expiresAt) return;
    const wait = Math.min(Math.max(0, Date.parse(expiresAt) - Date.now()) + 1000, MAX_TIMEOUT_MS);
    const timer = setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    }, wait);
    return () => clearTimeout(timer);
  }, [expiresAt, queryClient]);

  useEffect(() => {
    if (!expiresAt) return;
    // Runs as the cache learns the session is gone, before the page leaves this area.
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.query.queryKey.join('/') !== SESSION_HASH) return;
      if (event.query.state.data !== null) return;
      clearLocalCache();
      queryClient.removeQueries({
        predicate: (query) => query.queryKey.join('/') !== SESSION_HASH,
      });
    });
  }, [expiresAt, queryClient]);
}
