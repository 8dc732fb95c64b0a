// POST /api/reviews/{id}/attribution: a manager credits a review to an employee, or to nobody
// (null). Manual choices are kept by later syncs (docs/http-api.md).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review } from '@common/schemas/reviews';
import { api } from '../../../lib/api-client';
import { reviewsQueryOptions } from './get-reviews';
import { attributionPath } from './review-paths';

interface AttributeReviewInput {
  reviewId: string;
  employeeId: string | null;
}

function attributeReview({ reviewId, employeeId }: AttributeReviewInput): Promise<Review> {
  return api.post<Review>(attributionPath(reviewId), { employeeId });
}

export function useAttributeReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: attributeReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsQueryOptions().queryKey }),
  });
}
