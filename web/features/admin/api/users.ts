// GET /api/admin/users and PATCH /api/admin/users/{id}: the business's accounts, their roles and
// activation. A change refreshes the list (and the pending invitations stay as they are).
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { AdminUser, AdminUserListQuery, UpdateAdminUserRequest } from '@common/schemas/admin';
import { adminUsersApi } from '@common/api/admin-users';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type UsersFilter = Partial<Pick<AdminUserListQuery, 'q' | 'role' | 'page'>>;

const USERS_QUERY_KEY = queryKeys.admin.users;
export const USERS_PAGE_SIZE = 25;

function usersQueryOptions(filter: UsersFilter) {
  return queryOptions({
    queryKey: [...USERS_QUERY_KEY, filter],
    queryFn: ({ signal }) =>
      call(adminUsersApi.list, { signal, query: { ...filter, pageSize: USERS_PAGE_SIZE } }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useUsers(filter: UsersFilter) {
  return useQuery(usersQueryOptions(filter));
}

function updateUser(id: string, change: UpdateAdminUserRequest): Promise<AdminUser> {
  return call(adminUsersApi.update, { params: { id }, body: change });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: UpdateAdminUserRequest }) =>
      updateUser(id, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY }),
  });
}
