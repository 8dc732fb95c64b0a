// /business-dashboard/profile: the signed-in admin's or manager's own account.
import { ProfileScreen } from '../../../features/auth/components/profile-screen';
import { NotificationPreferences } from '../../../features/notifications/components/notification-preferences';

export function ProfileRoute() {
  return (
    <ProfileScreen>
      <NotificationPreferences />
    </ProfileScreen>
  );
}
