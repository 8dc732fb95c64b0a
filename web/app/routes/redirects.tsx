// Routes that only forward (docs/product-rules.md §2): /dashboard{rest} by role, /business-setup and /settings to
// /dashboard{path}. Signed-out visitors go to /auth, remembering where they were going.
import { AccessGuard } from '../guards/access-guard';

export function DashboardRedirectRoute() {
  return <AccessGuard area="dashboard">{() => null}</AccessGuard>;
}

export function DashboardAliasRoute() {
  return <AccessGuard area="dashboard-alias">{() => null}</AccessGuard>;
}
