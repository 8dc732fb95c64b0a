// POST /api/employees: adds an employee (201 with the employee; 409 EMPLOYEE_NAME_TAKEN).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateEmployeeRequest, Employee } from '@common/schemas/employees';
import { api } from '../../../lib/api-client';
import { EMPLOYEES_PATH } from './employee-paths';
import { employeesQueryOptions } from './get-employees';

function createEmployee(body: CreateEmployeeRequest): Promise<Employee> {
  return api.post<Employee>(EMPLOYEES_PATH, body);
}

export function useCreateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEmployee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeesQueryOptions().queryKey }),
  });
}
