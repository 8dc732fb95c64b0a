// Who may seed demo data (DESIGN §5): admins always; outside production any signed-in manager as
// well; employees never (their data is their own work, not a demo).
import type { Role } from '@common/roles';

export function canSeed(role: Role, isProduction: boolean): boolean {
  if (role === 'admin') return true;
  return role === 'manager' && !isProduction;
}
