// DELETE /api/reviews/{id}/reply: removes the business's answer from Google; answers the review.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review } from '@common/schemas/reviews';
import { reviewsApi } from '@common/api/reviews';
import { call } from '../../../lib/api-client';
import { storeReview } from './get-reviews';

function deleteReply(reviewId: string): Promise<Review> {
  return call(reviewsApi.removeReply, { params: { id: reviewId } });
}

export function useDeleteReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReply,
    onSuccess: (review) => storeReview(queryClient, review),
  });
}
