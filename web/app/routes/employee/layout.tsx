// /employee and /employee/*: employees only, and only with a connected business, except on
// /employee/business-setup, where an unconnected employee is told to ask the manager.
import { useMatch } from 'react-router';
import { paths } from '@common/paths';
import { AccessGuard } from '../../guards/access-guard';
import { EmployeeShell } from '../../layouts/employee-shell';

export function EmployeeLayout() {
  const onSetup = useMatch(paths.employeeBusinessSetup) !== null;
  return (
    <AccessGuard area={onSetup ? 'employee-setup' : 'employee'}>
      {(session) => session && <EmployeeShell session={session} />}
    </AccessGuard>
  );
}
