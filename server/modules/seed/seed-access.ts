// Who may seed demo data (docs/http-api.md): admins always; outside production any signed-in manager as
// well; employees never (their data is their own work, not a demo).
import { canSeedDemo, type Role } from '@common/policy';

export const canSeed = (role: Role, isProduction: boolean): boolean =>
  canSeedDemo({ role }, isProduction);
