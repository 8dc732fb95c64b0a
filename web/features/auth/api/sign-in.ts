// POST /api/auth/signin with email and password (owners, managers, admins).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionResponse, SignInRequest } from '@common/schemas/auth';
import { api } from '../../../lib/api-client';
import { replaceSession } from './session-cache';

function signIn(body: SignInRequest): Promise<SessionResponse> {
  return api.post<SessionResponse>('/api/auth/signin', body);
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (session) => replaceSession(queryClient, session),
  });
}
