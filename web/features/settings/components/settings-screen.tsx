// /business-dashboard/settings (SPEC §2 Settings): business information, the Google integration,
// database seeding (for those allowed), preferences, and the two "coming soon" placeholders.
import { useTranslation } from 'react-i18next';
import { BusinessInfoSection } from './business-info-section';
import { GoogleIntegrationSection } from './google-integration-section';
import { OtherNamesSection } from './other-names-section';
import { PlaceholdersSection } from './placeholders-section';
import { PreferencesSection } from './preferences-section';
import { SeedingSection } from './seeding-section';

export function SettingsScreen() {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight">{t('settings.title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('settings.description')}</p>
      </header>
      <BusinessInfoSection />
      <GoogleIntegrationSection />
      <OtherNamesSection />
      <SeedingSection />
      <PreferencesSection />
      <PlaceholdersSection />
    </div>
  );
}
