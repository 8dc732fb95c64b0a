// POST /api/reviews/import: one CSV or Google Takeout JSON file as multipart/form-data (field
// `file`); the answer says what was imported, updated, unchanged and rejected.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportReport } from '@common/schemas/reviews';
import { api } from '../../../lib/api-client';
import { reviewsQueryOptions } from './get-reviews';
import { REVIEWS_IMPORT_PATH } from './review-paths';

function importReviews(file: File): Promise<ImportReport> {
  const body = new FormData();
  body.append('file', file);
  return api.post<ImportReport>(REVIEWS_IMPORT_PATH, body);
}

export function useImportReviews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importReviews,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsQueryOptions().queryKey }),
  });
}
