// /business-dashboard/settings (docs/product-rules.md §2 Settings): business information, the Google integration,
// database seeding (for those allowed), preferences, and the account's business link (Advanced).
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Info } from 'lucide-react';
import { BusinessInfoSection } from './business-info-section';
import { GoogleIntegrationSection } from './google-integration-section';
import { DisplayLinksSection } from './display-links-section';
import { VisitsSection } from './visits-section';
import { LocationsSection } from './locations-section';
import { OtherNamesSection } from './other-names-section';
import { PreferencesSection } from './preferences-section';
import { SeedingSection } from './seeding-section';

/** `advanced`: the account's business link, which the route brings from its own feature. */
export function SettingsScreen({
  advanced,
  limited = false,
}: {
  advanced?: ReactNode;
  /**
   * A manager limited to some locations: what concerns every location (the business's details,
   * Google, not-staff names, the board's link, demo data) is not offered, and one sentence says
   * why, instead of each control failing after it is pressed.
   */
  limited?: boolean;
}) {
  const { t } = useTranslation();
  const { hash } = useLocation();
  // Links such as the setup guide's "Connect Google" lead to a section: bring it into view.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [hash]);
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight">{t('settings.title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('settings.description')}</p>
      </header>
      {limited ? (
        <>
          <p className="flex items-start gap-2.5 rounded-xl border bg-muted/60 px-3.5 py-3 text-sm">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <span>{t('messages.allLocationsOnly')}</span>
          </p>
          <LocationsSection canAdd={false} />
        </>
      ) : (
        <>
          <BusinessInfoSection />
          <GoogleIntegrationSection />
          <LocationsSection />
          <OtherNamesSection />
          <DisplayLinksSection />
          <VisitsSection />
          <SeedingSection />
        </>
      )}
      <PreferencesSection />
      {advanced && (
        <section aria-labelledby="settings-advanced-title" className="space-y-4 pt-4">
          <div>
            <h2 id="settings-advanced-title" className="text-lg font-semibold">
              {t('businessSetup.advancedTitle')}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">{t('businessSetup.advancedBody')}</p>
          </div>
          {advanced}
        </section>
      )}
    </div>
  );
}
