// POST /api/reviews/rematch: the automatic matching runs again in the background over every
// review not decided by hand (docs/attribution.md "Re-matching"). The list is refreshed a few
// times while it runs; the live feed announces the summary.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RematchResponse } from '@common/schemas/reviews';
import { reviewsApi } from '@common/api/reviews';
import { call } from '../../../lib/api-client';
import { reviewsQueryOptions } from './get-reviews';

/** When to refresh the list after starting: most businesses finish in well under a second. */
const REFRESH_AFTER_MS = [800, 2500, 6000];

function rematchReviews(): Promise<RematchResponse> {
  return call(reviewsApi.rematch);
}

export function useRematchReviews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rematchReviews,
    onSuccess: () => {
      for (const delay of REFRESH_AFTER_MS)
        setTimeout(
          () => void queryClient.invalidateQueries({ queryKey: reviewsQueryOptions().queryKey }),
          delay,
        );
    },
  });
}
