// /employee/profile: the signed-in employee's own account (who is signed in and until when, their
// password, notifications, sign out everywhere).
import { AccountFacts } from '../../../features/employee-dashboard/components/account-facts';
import { ProfileScreen } from '../../../features/auth/components/profile-screen';
import { NotificationPreferences } from '../../../features/notifications/components/notification-preferences';
import { employeeName } from '../../layouts/employee-shell';
import { useShellSession } from '../../layouts/use-shell-session';

export function EmployeeProfileRoute() {
  const session = useShellSession();
  return (
    <ProfileScreen>
      <AccountFacts
        name={employeeName(session)}
        username={session.employee?.username ?? null}
        businessName={session.business?.name ?? session.user.businessName}
        expiresAt={session.expiresAt}
      />
      <NotificationPreferences />
    </ProfileScreen>
  );
}
