// /business-dashboard/settings: admins and managers (the shell's guard); the server checks the
// same for every Google integration call.
// The account's business link (formerly its own tab) sits at the end, under "Advanced".
import { useOutletContext } from 'react-router';
import type { SessionResponse } from '@common/schemas/auth';
import { BusinessSetup } from '../../../features/auth/components/business-setup/business-setup';
import { SettingsScreen } from '../../../features/settings/components/settings-screen';

export function SettingsRoute() {
  const session = useOutletContext<SessionResponse | undefined>();
  // A manager limited to some locations changes only what is theirs (docs/locations.md).
  const limited = (session?.locationIds?.length ?? 0) > 0;
  return <SettingsScreen advanced={<BusinessSetup />} limited={limited} />;
}
