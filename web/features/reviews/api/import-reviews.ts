// POST /api/reviews/import (docs/import.md): the chosen files as multipart/form-data, optionally
// ?locationId=, ?columns= (the owner's choice for a table we did not recognise) and ?dryRun=true
// (read and describe, save nothing). The answer says what was read, or imported, updated,
// unchanged and rejected.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportColumns } from '@common/schemas/reviews';
import { reviewsApi } from '@common/api/reviews';
import { call } from '../../../lib/api-client';
import { reviewsQueryOptions } from './get-reviews';

export interface ImportRequest {
  files: File[];
  /** The shop whose reviews the files hold (docs/locations.md); null: the first. */
  locationId: string | null;
  columns?: ImportColumns | null;
  dryRun?: boolean;
}

function importReviews({ files, locationId, columns, dryRun }: ImportRequest) {
  const body = new FormData();
  for (const file of files) body.append('file', file);
  const query = {
    locationId: locationId ?? undefined,
    columns: columns ? JSON.stringify(columns) : undefined,
    dryRun: dryRun ? ('true' as const) : undefined,
  };
  return call(reviewsApi.import, { query, form: body });
}

/** Reads the files and describes them; saves nothing. */
export function useReadImport() {
  return useMutation({
    mutationFn: (request: ImportRequest) => importReviews({ ...request, dryRun: true }),
  });
}

export function useImportReviews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importReviews,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsQueryOptions().queryKey }),
  });
}
