import { useCallback, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { retryDeadline } from '../lib/countdown';

/**
 * The rate-limit state of one form: `trip(error)` starts the wait when the error is a 429 and
 * says whether it did; `deadline` is null when the form may be sent.
 */
export function useRateLimit() {
  const [deadline, setDeadline] = useState<number | null>(null);
  const trip = useCallback((error: unknown): boolean => {
    if (!(error instanceof ApiError) || error.status !== 429) return false;
    setDeadline(retryDeadline(error.retryAfterSeconds, Date.now()));
    return true;
  }, []);
  const clear = useCallback(() => setDeadline(null), []);
  return { deadline, trip, clear };
}
