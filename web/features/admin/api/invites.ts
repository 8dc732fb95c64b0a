// The admin side of invitations: create (the server mails the link), list pending, revoke.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateInviteRequest, CreatedInvite, InviteList } from '@common/schemas/admin';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const INVITES_QUERY_KEY = queryKeys.admin.invites;

function invitesQueryOptions() {
  return queryOptions({
    queryKey: INVITES_QUERY_KEY,
    queryFn: ({ signal }) => api.get<InviteList>('/api/admin/invites', { signal }),
    staleTime: 0,
  });
}

export function useInvites() {
  return useQuery(invitesQueryOptions());
}

export function useCreateInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInviteRequest) => api.post<CreatedInvite>('/api/admin/invites', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVITES_QUERY_KEY }),
  });
}

export function useRevokeInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/admin/invites/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: INVITES_QUERY_KEY }),
  });
}
