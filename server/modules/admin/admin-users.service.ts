// Users of the caller's business (admin only): list, change role between admin and manager,
// activate and deactivate. A business never loses its last active admin, and an admin cannot take
// their own admin access away. Role changes and deactivation end the user's sessions at once.
import type {
  AdminUser,
  AdminUserList,
  AdminUserListQuery,
  UpdateAdminUserRequest,
} from '@common/schemas/admin';
import type { Database } from '../../db/client';
import type { BusinessScope } from '../scope/scope';
import { badRequest, conflict, notFound } from '../../lib/errors';
import {
  countOwnLocations,
  limitsOfUsers,
  setLimit,
} from '../locations/location-access.repository';
import { revokeSessionsOfUser } from '../auth/session.service';
import * as repo from './admin-users.repository';
import { isAdmin, isEmployee, limitableToLocations, type Role } from '@common/policy';
import { lockActiveAdmins } from '../business/business.repository';

type UserRow = NonNullable<Awaited<ReturnType<typeof repo.findUserRow>>>;

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** The name the person gave on their profile, or Google's. */
function fullNameOf(metadata: unknown): string | null {
  const name = (metadata as { full_name?: unknown } | null)?.full_name;
  return typeof name === 'string' && name.trim() !== '' ? name.trim() : null;
}

function present(row: UserRow, locationIds: string[]): AdminUser {
  return {
    locationIds,
    id: row.id,
    email: row.email,
    role: row.role,
    isActive: row.isActive,
    isEmployee: row.isEmployee,
    employeeName: row.employeeName,
    name: row.employeeName ?? fullNameOf(row.accountMetadata),
    lastSignInAt: iso(row.lastSignInAt),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listBusinessUsers(
  db: Database,
  { businessId }: BusinessScope,
  query: AdminUserListQuery,
): Promise<AdminUserList> {
  const { rows, total } = await repo.listUsers(db, businessId, query);
  const limits = await limitsOfUsers(
    db,
    businessId,
    rows.map((row) => row.id),
  );
  return { items: rows.map((row) => present(row, limits.get(row.id) ?? [])), total };
}

export async function updateBusinessUser(
  db: Database,
  scope: BusinessScope,
  userId: string,
  change: UpdateAdminUserRequest,
): Promise<AdminUser> {
  const { businessId } = scope;
  const updated = await db.transaction(async (tx) => {
    const admins = await lockActiveAdmins(tx, businessId);
    const target = await repo.findUserRow(tx, businessId, userId);
    if (!target) throw notFound('userNotFound');

    const roleChanges = change.role !== undefined && change.role !== target.role;
    if (roleChanges && isEmployee(target.role)) throw conflict('employeeRoleFixed');
    const nextRole = change.role ?? target.role;
    const nextActive = change.isActive ?? target.isActive;
    const losesAdmin =
      isAdmin(target.role) && target.isActive && (!isAdmin(nextRole) || !nextActive);
    if (losesAdmin && target.id === scope.viewer.userId) throw conflict('cannotDemoteSelf');
    if (losesAdmin && admins.filter((id) => id !== target.id).length === 0)
      throw conflict('lastActiveAdmin');

    const deactivates = target.isActive && !nextActive;
    const limits = await limitOf(tx, businessId, target.id, nextRole, change.locationIds);
    if (!roleChanges && nextActive === target.isActive && !limits.changed) return target;
    await repo.updateUser(tx, businessId, userId, {
      ...(roleChanges ? { role: nextRole } : {}),
      isActive: nextActive,
    });
    if (limits.changed) await setLimit(tx, userId, limits.ids);
    // Decision 003: role changes, deactivation and a new limitation end the user's sessions.
    if (roleChanges || deactivates || limits.changed) await revokeSessionsOfUser(tx, userId);
    return (await repo.findUserRow(tx, businessId, userId))!;
  });
  const limits = await limitsOfUsers(db, businessId, [updated.id]);
  return present(updated, limits.get(updated.id) ?? []);
}

/**
 * The locations the user is to be limited to (docs/locations.md): only a manager can be, to
 * locations of this business; an admin (or a manager made admin) sees every location again.
 */
async function limitOf(
  db: Database,
  businessId: string,
  userId: string,
  role: Role,
  asked: string[] | undefined,
): Promise<{ changed: boolean; ids: string[] }> {
  const current = (await limitsOfUsers(db, businessId, [userId])).get(userId) ?? [];
  const next = limitableToLocations(role) ? [...new Set(asked ?? current)] : [];
  if (asked?.length && !limitableToLocations(role)) throw badRequest('onlyManagersLimited');
  if (next.length > 0 && (await countOwnLocations(db, businessId, next)) !== next.length)
    throw badRequest('locationNotFound');
  const same = next.length === current.length && next.every((id) => current.includes(id));
  return { changed: !same, ids: next };
}
