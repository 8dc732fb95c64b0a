// Display links for the salon's television (docs/display-links.md): GET, POST and DELETE
// /api/display-links. The address of a new link comes back once, in the answer to POST.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateDisplayLinkRequest } from '@common/schemas/display';
import { displayApi } from '@common/api/display';
import { call } from '../../../lib/api-client';

const LINKS_KEY = ['display-links'] as const;

export function useDisplayLinks() {
  return useQuery({
    queryKey: LINKS_KEY,
    queryFn: ({ signal }) => call(displayApi.list, { signal }),
  });
}

export function useCreateDisplayLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateDisplayLinkRequest) => call(displayApi.create, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LINKS_KEY }),
  });
}

export function useRevokeDisplayLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(displayApi.revoke, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LINKS_KEY }),
  });
}
