// The public side of an invitation link (/auth/invite?token=…): what it is for, and accepting it.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { AcceptInviteRequest } from '@common/schemas/admin';
import type { SessionResponse } from '@common/schemas/auth';
import { invitesApi } from '@common/api/invites';
import { ApiError, call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { currentLanguage } from '../../../lib/i18n';

function invitePreviewQueryOptions(token: string) {
  return queryOptions({
    queryKey: queryKeys.invite(token),
    queryFn: ({ signal }) => call(invitesApi.read, { params: { token }, signal }),
    // 404 and 410 are answers, not hiccups: asking again will not change them.
    retry: (count, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 1,
    staleTime: Infinity,
  });
}

export function useInvitePreview(token: string) {
  return useQuery({ ...invitePreviewQueryOptions(token), enabled: token !== '' });
}

export function useAcceptInvite(onAccepted: (session: SessionResponse) => void) {
  return useMutation({
    mutationFn: (body: AcceptInviteRequest) =>
      call(invitesApi.accept, { body: { ...body, locale: body.locale ?? currentLanguage() } }),
    onSuccess: onAccepted,
  });
}
