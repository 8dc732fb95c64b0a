// /business-dashboard/settings: admins and managers (the shell's guard); the server checks the
// same for every Google integration call.
// The account's business link (formerly its own tab) sits at the end, under "Advanced".
import { BusinessSetup } from '../../../features/auth/components/business-setup/business-setup';
import { SettingsScreen } from '../../../features/settings/components/settings-screen';

export function SettingsRoute() {
  return <SettingsScreen advanced={<BusinessSetup />} />;
}
