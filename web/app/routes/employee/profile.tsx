// /employee/profile: the signed-in employee's own account (their password, sign out everywhere).
import { ProfileScreen } from '../../../features/auth/components/profile-screen';

export function EmployeeProfileRoute() {
  return <ProfileScreen />;
}
