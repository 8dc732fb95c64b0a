import { paths } from '@common/paths';
import { BusinessOverview } from '../../../features/dashboard/components/business-overview';
import { useShellSession } from '../../layouts/use-shell-session';

export function OverviewRoute() {
  const { business } = useShellSession();
  return <BusinessOverview business={business} setupPath={paths.businessSetupPage} />;
}
