// /admin: administrators only (docs/product-rules.md §2, §6); others see why they may not enter.
import { AccessGuard } from '../../guards/access-guard';
import { DashboardShell } from '../../layouts/dashboard-shell';

export function AdminLayout() {
  return (
    <AccessGuard area="admin">
      {(session) => session && <DashboardShell session={session} />}
    </AccessGuard>
  );
}
