// Display links for the salon's television (docs/display-links.md): GET, POST and DELETE
// /api/display-links. The address of a new link comes back once, in the answer to POST.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateDisplayLinkRequest,
  CreatedDisplayLink,
  DisplayLinkList,
} from '@common/schemas/display';
import { api } from '../../../lib/api-client';

const LINKS_PATH = '/api/display-links';
const LINKS_KEY = ['display-links'] as const;

export function useDisplayLinks() {
  return useQuery({
    queryKey: LINKS_KEY,
    queryFn: ({ signal }) => api.get<DisplayLinkList>(LINKS_PATH, { signal }),
  });
}

export function useCreateDisplayLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateDisplayLinkRequest) =>
      api.post<CreatedDisplayLink>(LINKS_PATH, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LINKS_KEY }),
  });
}

export function useRevokeDisplayLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`${LINKS_PATH}/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LINKS_KEY }),
  });
}
