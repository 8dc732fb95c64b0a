// /business-dashboard and /business-dashboard/*: admins and managers (docs/product-rules.md §2).
import { AccessGuard } from '../../guards/access-guard';
import { DashboardShell } from '../../layouts/dashboard-shell';

export function BusinessDashboardLayout() {
  return (
    <AccessGuard area="business-dashboard">
      {(session) => session && <DashboardShell session={session} />}
    </AccessGuard>
  );
}
