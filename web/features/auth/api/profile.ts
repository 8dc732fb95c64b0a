// The signed-in person's own account (docs/accounts.md): GET/PATCH /api/auth/profile, a new password, a new
// address (confirmed by mail), and signing out everywhere.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@common/paths';
import type {
  ChangeEmailRequest,
  ChangePasswordRequest,
  ProfileUpdate,
} from '@common/schemas/account';
import { accountApi } from '@common/api/account';
import { call } from '../../../lib/api-client';
import { clearLocalCache } from '../lib/clear-local-cache';
import { SESSION_QUERY_KEY } from './get-session';
import { replaceSession } from './session-cache';
import { authKeys } from '../../../lib/session-keys';

const PROFILE_QUERY_KEY = authKeys.profile;

function profileQueryOptions() {
  return queryOptions({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => call(accountApi.profile, { signal }),
  });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdate) => call(accountApi.updateProfile, { body: input }),
    onSuccess: async (profile) => {
      queryClient.setQueryData(PROFILE_QUERY_KEY, profile);
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordRequest) => call(accountApi.changePassword, { body: input }),
  });
}

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangeEmailRequest) => call(accountApi.changeEmail, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }),
  });
}

export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => call(accountApi.signOutEverywhere),
    onSuccess: async () => {
      clearLocalCache();
      replaceSession(queryClient, null);
      await navigate(paths.auth, { replace: true });
    },
  });
}
