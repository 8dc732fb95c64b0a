// POST /api/auth/signup: creates the account, its business and the manager user, and signs in.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionResponse, SignUpRequest } from '@common/schemas/auth';
import { api } from '../../../lib/api-client';
import { replaceSession } from './session-cache';

export function signUp(body: SignUpRequest): Promise<SessionResponse> {
  return api.post<SessionResponse>('/api/auth/signup', body);
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: (session) => replaceSession(queryClient, session),
  });
}
