// POST /api/auth/signup: creates the account, its business and the manager user, and mails the
// confirmation link. Nobody is signed in until the address is confirmed.
import { useMutation } from '@tanstack/react-query';
import type { SignUpResponse } from '@common/schemas/account';
import type { SignUpRequest } from '@common/schemas/auth';
import { authApi } from '@common/api/auth';
import { call } from '../../../lib/api-client';

function signUp(body: SignUpRequest): Promise<SignUpResponse> {
  return call(authApi.signUp, { body });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
