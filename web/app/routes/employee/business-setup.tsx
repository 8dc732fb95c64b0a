import { paths } from '@common/paths';
import { EmployeeBusinessStatus } from '../../../features/employee-dashboard/components/employee-business-status';
import { useShellSession } from '../../layouts/use-shell-session';

export function EmployeeBusinessSetupRoute() {
  const { user, business } = useShellSession();
  const businessName = user.businessId ? (business?.name ?? user.businessName) : null;
  return <EmployeeBusinessStatus businessName={businessName} homePath={paths.employee} />;
}
