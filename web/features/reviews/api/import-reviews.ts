// POST /api/reviews/import: one CSV or Google Takeout JSON file as multipart/form-data (field
// `file`), optionally ?locationId=; the answer says what was imported, updated, unchanged and rejected.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportReport } from '@common/schemas/reviews';
import { api } from '../../../lib/api-client';
import { reviewsQueryOptions } from './get-reviews';
import { REVIEWS_IMPORT_PATH } from './review-paths';

/** `locationId`: the shop whose reviews the file holds (docs/locations.md); null: the first. */
function importReviews({ file, locationId }: { file: File; locationId: string | null }) {
  const body = new FormData();
  body.append('file', file);
  const path = locationId ? `${REVIEWS_IMPORT_PATH}?locationId=${locationId}` : REVIEWS_IMPORT_PATH;
  return api.post<ImportReport>(path, body);
}

export function useImportReviews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importReviews,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsQueryOptions().queryKey }),
  });
}
