// Appointing a role from the command line (`npm run user -- promote EMAIL --role admin`): the way
// an operator makes the first admin of a deployment without SQL (docs/OPERATIONS.md "The first
// admin"). The account must exist and have signed in once (it has a business); the role change
// ends its sessions, as any role change does.
import { ACCOUNT_ROLES } from '@common/policy';
import type { Database } from '../../db/client';
import * as authRepo from '../auth/auth.repository';
import { revokeSessionsOfUser } from '../auth/session.service';

export const APPOINTABLE_ROLES = ACCOUNT_ROLES;
export type AppointableRole = (typeof APPOINTABLE_ROLES)[number];

export class PromoteError extends Error {}

export async function promoteUser(db: Database, email: string, role: AppointableRole) {
  const authUser = await authRepo.findAuthUserByEmail(db, email.trim());
  if (!authUser) throw new PromoteError(`No account uses the address ${email}.`);
  const user = await authRepo.findUserByAuthUserId(db, authUser.id);
  if (!user) throw new PromoteError(`${email} has no business yet: sign in once, then try again.`);
  if (user.role === role) return { email: authUser.email, role, changed: false };
  await db.transaction(async (tx) => {
    await authRepo.updateUser(tx, user.id, { role });
    await revokeSessionsOfUser(tx, user.id);
  });
  return { email: authUser.email, role, changed: true };
}
