// DELETE /api/employees/{id} (admins only, docs/product-rules.md §6). The employee's history stays on the server.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { employeesApi } from '@common/api/employees';
import { call } from '../../../lib/api-client';
import { employeesQueryOptions } from './get-employees';

function deleteEmployee(id: string): Promise<void> {
  return call(employeesApi.remove, { params: { id } });
}

export function useDeleteEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEmployee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeesQueryOptions().queryKey }),
  });
}
