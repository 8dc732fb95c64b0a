// PATCH /api/employees/{id}: edits any of name, employee-since date and nicknames, and activates
// or deactivates (docs/product-rules.md §4).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Employee, UpdateEmployeeRequest } from '@common/schemas/employees';
import { employeesApi } from '@common/api/employees';
import { call } from '../../../lib/api-client';
import { employeesQueryOptions } from './get-employees';

interface UpdateEmployeeInput {
  id: string;
  changes: UpdateEmployeeRequest;
}

function updateEmployee({ id, changes }: UpdateEmployeeInput): Promise<Employee> {
  return call(employeesApi.update, { params: { id }, body: changes });
}

export function useUpdateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmployee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeesQueryOptions().queryKey }),
  });
}
