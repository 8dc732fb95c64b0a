// Visits from a booking system (docs/visits.md): the file import (a preview first), the summary,
// deleting them all, and the keys a booking system sends visits with.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VisitColumns } from '@common/schemas/visits';
import { visitsApi } from '@common/api/visits';
import { call } from '../../../lib/api-client';

const VISITS_KEY = ['visits'] as const;
const KEYS_KEY = ['visit-keys'] as const;

export function useVisitSummary() {
  return useQuery({
    queryKey: [...VISITS_KEY, 'summary'],
    queryFn: ({ signal }) => call(visitsApi.summary, { signal }),
  });
}

export function useImportVisits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { file: File; preview: boolean; columns: VisitColumns | null }) =>
      call(visitsApi.import, {
        query: {
          ...(input.preview ? { preview: '1' as const } : {}),
          ...(input.columns ? { columns: JSON.stringify(input.columns) } : {}),
        },
        form: input.file,
      }),
    onSuccess: (report) => {
      if (!report.preview) void queryClient.invalidateQueries({ queryKey: VISITS_KEY });
    },
  });
}

export function useDeleteVisits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(visitsApi.deleteAll),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VISITS_KEY }),
  });
}

export function useVisitKeys() {
  return useQuery({
    queryKey: KEYS_KEY,
    queryFn: ({ signal }) => call(visitsApi.listKeys, { signal }),
  });
}

export function useCreateVisitKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(visitsApi.createKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEYS_KEY }),
  });
}

export function useRevokeVisitKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(visitsApi.revokeKey, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEYS_KEY }),
  });
}
