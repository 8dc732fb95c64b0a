// POST /api/reviews/{id}/attribution: a manager credits a review to an employee, or to nobody
// (null). Manual choices are kept by later syncs (docs/http-api.md).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review } from '@common/schemas/reviews';
import { reviewsApi } from '@common/api/reviews';
import { call } from '../../../lib/api-client';
import { reviewsQueryOptions } from './get-reviews';

interface AttributeReviewInput {
  reviewId: string;
  employeeId: string | null;
}

function attributeReview({ reviewId, employeeId }: AttributeReviewInput): Promise<Review> {
  return call(reviewsApi.attribute, { params: { id: reviewId }, body: { employeeId } });
}

export function useAttributeReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: attributeReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsQueryOptions().queryKey }),
  });
}
