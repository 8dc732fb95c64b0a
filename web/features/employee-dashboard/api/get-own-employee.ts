// GET /api/employees/{id}: an employee may read their own record, which carries the public link
// their QR code encodes (built by the server from its public origin, not guessed here).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { employeesApi } from '@common/api/employees';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

function ownEmployeeQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.employees.own(id),
    queryFn: ({ signal }) => call(employeesApi.read, { params: { id }, signal }),
  });
}

export function useOwnEmployee(id: string) {
  return useQuery(ownEmployeeQueryOptions(id));
}
