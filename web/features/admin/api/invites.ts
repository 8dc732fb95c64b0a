// The admin side of invitations: create (the server mails the link), list pending, revoke.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateInviteRequest } from '@common/schemas/admin';
import { invitesApi } from '@common/api/invites';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const INVITES_QUERY_KEY = queryKeys.admin.invites;

function invitesQueryOptions() {
  return queryOptions({
    queryKey: INVITES_QUERY_KEY,
    queryFn: ({ signal }) => call(invitesApi.list, { signal }),
    staleTime: 0,
  });
}

export function useInvites() {
  return useQuery(invitesQueryOptions());
}

export function useCreateInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInviteRequest) => call(invitesApi.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVITES_QUERY_KEY }),
  });
}

export function useRevokeInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(invitesApi.revoke, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: INVITES_QUERY_KEY }),
  });
}
