// /business-dashboard/settings: admins and managers (the shell's guard); the server checks the
// same for every Google integration call.
import { SettingsScreen } from '../../../features/settings/components/settings-screen';

export function SettingsRoute() {
  return <SettingsScreen />;
}
