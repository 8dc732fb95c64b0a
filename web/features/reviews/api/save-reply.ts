// PUT /api/reviews/{id}/reply: posts or replaces the business's answer on Google (Business
// Profile connections only); answers the updated review.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review } from '@common/schemas/reviews';
import { reviewsApi } from '@common/api/reviews';
import { call } from '../../../lib/api-client';
import { storeReview } from './get-reviews';

interface SaveReplyInput {
  reviewId: string;
  comment: string;
}

function saveReply({ reviewId, comment }: SaveReplyInput): Promise<Review> {
  return call(reviewsApi.reply, { params: { id: reviewId }, body: { comment } });
}

export function useSaveReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReply,
    onSuccess: (review) => storeReview(queryClient, review),
  });
}
