// PUT /api/employees/{id}/credentials: the username and password an employee signs in with. The
// server ends the employee's other sessions; the list shows the new username afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  EmployeeCredentialsRequest,
  employeeCredentialsResponseSchema,
} from '@common/schemas/auth';
import { adminAuthApi } from '@common/api/admin-auth';
import { call } from '../../../lib/api-client';
import { employeesQueryOptions } from './get-employees';

type EmployeeCredentials = z.infer<typeof employeeCredentialsResponseSchema>;

interface SetCredentialsInput {
  id: string;
  credentials: EmployeeCredentialsRequest;
}

function setEmployeeCredentials({
  id,
  credentials,
}: SetCredentialsInput): Promise<EmployeeCredentials> {
  return call(adminAuthApi.setCredentials, { params: { id }, body: credentials });
}

export function useSetEmployeeCredentials() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setEmployeeCredentials,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeesQueryOptions().queryKey }),
  });
}
