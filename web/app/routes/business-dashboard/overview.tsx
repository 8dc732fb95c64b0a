// /business-dashboard: the figures of the business, or the way to set one up. CSV export is
// offered to the roles docs/product-rules.md §6 allows it; the server checks the same permission.
import { hasPermission } from '@common/policy';
import { paths } from '@common/paths';
import { BusinessOverview } from '../../../features/dashboard/components/business-overview';
import { DashboardScreen } from '../../../features/dashboard/components/dashboard-screen';
import { useShellSession } from '../../layouts/use-shell-session';
import { LEADERBOARD_PATH } from './leaderboard-paths';

const DASHBOARD_PATHS = {
  employees: paths.businessDashboardEmployees,
  leaderboard: LEADERBOARD_PATH,
  google: `${paths.businessDashboard}/settings#google-integration`,
  locations: `${paths.businessDashboard}/settings#locations`,
};

export function OverviewRoute() {
  const { business, user } = useShellSession();
  if (!business) return <BusinessOverview setupPath={paths.businessSetupPage} />;
  return (
    <DashboardScreen
      business={business}
      canExport={hasPermission(user.role, 'analytics', 'export')}
      paths={DASHBOARD_PATHS}
    />
  );
}
