// Users of the caller's business (admin only): list, change role between admin and manager,
// activate and deactivate. A business never loses its last active admin, and an admin cannot take
// their own admin access away. Role changes and deactivation end the user's sessions at once.
import { MESSAGES } from '@common/messages';
import type {
  AdminUser,
  AdminUserList,
  AdminUserListQuery,
  UpdateAdminUserRequest,
} from '@common/schemas/admin';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { revokeSessionsOfUser } from '../auth/session.service';
import * as repo from './admin-users.repository';
import { isAdmin, isEmployee } from '@common/policy';

type UserRow = NonNullable<Awaited<ReturnType<typeof repo.findUserRow>>>;

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

function present(row: UserRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    isActive: row.isActive,
    isEmployee: row.isEmployee,
    employeeName: row.employeeName,
    lastSignInAt: iso(row.lastSignInAt),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listBusinessUsers(
  db: Database,
  businessId: string | null,
  query: AdminUserListQuery,
): Promise<AdminUserList> {
  if (!businessId) return { items: [], total: 0 };
  const { rows, total } = await repo.listUsers(db, businessId, query);
  return { items: rows.map(present), total };
}

export async function updateBusinessUser(
  db: Database,
  caller: { userId: string; businessId: string | null },
  userId: string,
  change: UpdateAdminUserRequest,
): Promise<AdminUser> {
  const { businessId } = caller;
  if (!businessId) throw notFound(MESSAGES.userNotFound);
  const updated = await db.transaction(async (tx) => {
    const admins = await repo.lockActiveAdmins(tx, businessId);
    const target = await repo.findUserRow(tx, businessId, userId);
    if (!target) throw notFound(MESSAGES.userNotFound);

    const roleChanges = change.role !== undefined && change.role !== target.role;
    if (roleChanges && isEmployee(target.role)) throw conflict(MESSAGES.employeeRoleFixed);
    const nextRole = change.role ?? target.role;
    const nextActive = change.isActive ?? target.isActive;
    const losesAdmin =
      isAdmin(target.role) && target.isActive && (!isAdmin(nextRole) || !nextActive);
    if (losesAdmin && target.id === caller.userId) throw conflict(MESSAGES.cannotDemoteSelf);
    if (losesAdmin && admins.filter((id) => id !== target.id).length === 0)
      throw conflict(MESSAGES.lastActiveAdmin);

    const deactivates = target.isActive && !nextActive;
    if (!roleChanges && nextActive === target.isActive) return target;
    await repo.updateUser(tx, businessId, userId, {
      ...(roleChanges ? { role: nextRole } : {}),
      isActive: nextActive,
    });
    // Decision 003: role changes and deactivation end the user's sessions.
    if (roleChanges || deactivates) await revokeSessionsOfUser(tx, userId);
    return (await repo.findUserRow(tx, businessId, userId))!;
  });
  return present(updated);
}
