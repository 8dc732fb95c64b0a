// DELETE /api/reviews/{id}/reply: removes the business's answer from Google; answers the review.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review } from '@common/schemas/reviews';
import { api } from '../../../lib/api-client';
import { storeReview } from './get-reviews';
import { replyPath } from './review-paths';

function deleteReply(reviewId: string): Promise<Review> {
  return api.delete<Review>(replyPath(reviewId));
}

export function useDeleteReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReply,
    onSuccess: (review) => storeReview(queryClient, review),
  });
}
