// /business-dashboard/settings (SPEC §2 Settings). So far: the Google integration.
import { useTranslation } from 'react-i18next';
import { GoogleIntegrationSection } from './google-integration-section';

export function SettingsScreen() {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight">{t('settings.title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('settings.description')}</p>
      </header>
      <GoogleIntegrationSection />
    </div>
  );
}
