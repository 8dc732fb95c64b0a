// What the users list offers for one account. The server decides; the list only hides what it
// would refuse: an employee's role is fixed (it comes from their credentials), and admins do not
// take away their own access (the server also keeps one active admin per business).
import type { AdminUser, AssignableRole } from '@common/schemas/admin';
import { isEmployee } from '@common/policy';

export interface UserActions {
  /** The role select is shown enabled. */
  canChangeRole: boolean;
  /** The Activate / Deactivate button is offered. */
  canToggleActive: boolean;
  /** What the button does: true = Activate, false = Deactivate. */
  activates: boolean;
}

export function userActions(user: AdminUser, callerId: string): UserActions {
  const isSelf = user.id === callerId;
  return {
    canChangeRole: !user.isEmployee && !isEmployee(user.role) && !isSelf,
    canToggleActive: !isSelf,
    activates: !user.isActive,
  };
}

export const ASSIGNABLE: readonly AssignableRole[] = ['admin', 'manager'];

/** The change a confirmation dialog asks about. */
export type PendingChange =
  | { kind: 'role'; user: AdminUser; role: AssignableRole }
  | { kind: 'active'; user: AdminUser; isActive: boolean };

export function changeBody(change: PendingChange) {
  return change.kind === 'role' ? { role: change.role } : { isActive: change.isActive };
}
