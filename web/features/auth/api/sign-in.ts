// POST /api/auth/signin with email and password (owners, managers, admins).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionResponse, SignInRequest } from '@common/schemas/auth';
import { authApi } from '@common/api/auth';
import { call } from '../../../lib/api-client';
import { replaceSession } from './session-cache';

function signIn(body: SignInRequest): Promise<SessionResponse> {
  return call(authApi.signIn, { body });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (session) => replaceSession(queryClient, session),
  });
}
