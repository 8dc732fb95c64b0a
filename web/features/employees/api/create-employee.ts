// POST /api/employees: adds an employee (201 with the employee; 409 EMPLOYEE_NAME_TAKEN).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateEmployeeRequest, Employee } from '@common/schemas/employees';
import { employeesApi } from '@common/api/employees';
import { call } from '../../../lib/api-client';
import { employeesQueryOptions } from './get-employees';

function createEmployee(body: CreateEmployeeRequest): Promise<Employee> {
  return call(employeesApi.create, { body });
}

export function useCreateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEmployee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeesQueryOptions().queryKey }),
  });
}
