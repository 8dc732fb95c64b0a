// /business-dashboard/employees: what the signed-in role may do decides which actions show
// (docs/product-rules.md §6: managers add and edit, only admins delete); the server enforces the same matrix.
import { can, hasPermission } from '@common/policy';
import { AskDialog } from '../../../features/requests/components/ask-dialog';
import { EmployeesScreen } from '../../../features/employees/components/employees-screen';
import { useShellSession } from '../../layouts/use-shell-session';

export function EmployeesRoute() {
  const { role } = useShellSession().user;
  return (
    <EmployeesScreen
      permissions={{
        create: hasPermission(role, 'employees', 'create'),
        update: hasPermission(role, 'employees', 'update'),
        delete: hasPermission(role, 'employees', 'delete'),
        ask: can({ role }, 'reviews:request'),
      }}
      askDialog={({ open, employee, onClose }) => (
        <AskDialog
          open={open}
          onClose={onClose}
          {...(employee ? { employee: { id: employee.id, name: employee.name } } : {})}
        />
      )}
    />
  );
}
