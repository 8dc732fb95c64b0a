// PUT /api/employees/{id}/locations: the locations an employee works at (docs/locations.md).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { employeesApi } from '@common/api/employees';
import { call } from '../../../lib/api-client';
import { LOCATIONS_QUERY_KEY } from '../../../lib/locations-api';
import { employeesQueryOptions } from './get-employees';

export function usePlaceEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, locationIds }: { id: string; locationIds: string[] }) =>
      call(employeesApi.placeEmployee, { params: { id }, body: { locationIds } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: employeesQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: LOCATIONS_QUERY_KEY }),
      ]),
  });
}
