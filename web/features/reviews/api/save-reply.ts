// PUT /api/reviews/{id}/reply: posts or replaces the business's answer on Google (Business
// Profile connections only); answers the updated review.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review } from '@common/schemas/reviews';
import { api } from '../../../lib/api-client';
import { storeReview } from './get-reviews';
import { replyPath } from './review-paths';

interface SaveReplyInput {
  reviewId: string;
  comment: string;
}

function saveReply({ reviewId, comment }: SaveReplyInput): Promise<Review> {
  return api.put<Review>(replyPath(reviewId), { comment });
}

export function useSaveReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReply,
    onSuccess: (review) => storeReview(queryClient, review),
  });
}
