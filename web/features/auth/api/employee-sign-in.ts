// POST /api/auth/employee/signin with the username and password a manager set (docs/product-rules.md §5).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmployeeSignInRequest, SessionResponse } from '@common/schemas/auth';
import { authApi } from '@common/api/auth';
import { call } from '../../../lib/api-client';
import { replaceSession } from './session-cache';

function employeeSignIn(body: EmployeeSignInRequest): Promise<SessionResponse> {
  return call(authApi.employeeSignIn, { body });
}

export function useEmployeeSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: employeeSignIn,
    onSuccess: (session) => replaceSession(queryClient, session),
  });
}
