import { AskForReview } from '../../../features/requests/components/ask-for-review';
import { EmployeeHome } from '../../../features/employee-dashboard/components/employee-home';
import { employeeName } from '../../layouts/employee-shell';
import { useShellSession } from '../../layouts/use-shell-session';

export function EmployeeHomeRoute() {
  const session = useShellSession();
  return (
    <EmployeeHome
      employeeId={session.employee?.id ?? session.user.employeeId}
      name={employeeName(session)}
      askForReview={<AskForReview />}
    />
  );
}
