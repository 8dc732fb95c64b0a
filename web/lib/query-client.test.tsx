// A change refused because the session ended asks to sign in again and returns to the page,
// instead of saying the change failed (issue: figures staff can trust, "when something ends").
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient } from './query-client';

afterEach(() => vi.restoreAllMocks());

async function failWith(error: unknown) {
  const client = createQueryClient();
  await client
    .getMutationCache()
    .build(client, { mutationFn: () => Promise.reject(error), retry: false })
    .execute(undefined)
    .catch(() => undefined);
}

describe('a session that ended mid-task', () => {
  it('sends the person to sign in again, back to where they were', async () => {
    window.history.replaceState(null, '', '/business-dashboard/reviews?matchType=unmatched');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await failWith(new ApiError(401, 'UNAUTHENTICATED', 'No authenticated user'));
    expect(assign).toHaveBeenCalledWith(
      `/auth?returnTo=${encodeURIComponent('/business-dashboard/reviews?matchType=unmatched')}&error=session`,
    );
  });

  it('leaves wrong passwords and other refusals to the form that made them', async () => {
    window.history.replaceState(null, '', '/business-dashboard/reviews');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await failWith(new ApiError(401, 'INVALID_CREDENTIALS', 'Invalid email or password'));
    await failWith(new ApiError(403, 'FORBIDDEN', 'No'));
    expect(assign).not.toHaveBeenCalled();
  });
});
