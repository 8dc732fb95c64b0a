// /business-dashboard/profile: the signed-in admin's or manager's own account.
import { ProfileScreen } from '../../../features/auth/components/profile-screen';

export function ProfileRoute() {
  return <ProfileScreen />;
}
