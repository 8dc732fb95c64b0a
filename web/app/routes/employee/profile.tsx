// /employee/profile: the signed-in employee's own account (their password, sign out everywhere).
import { ProfileScreen } from '../../../features/auth/components/profile-screen';
import { NotificationPreferences } from '../../../features/notifications/components/notification-preferences';

export function EmployeeProfileRoute() {
  return (
    <ProfileScreen>
      <NotificationPreferences />
    </ProfileScreen>
  );
}
