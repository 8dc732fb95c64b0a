// /business-dashboard/business-setup (where /business-setup leads managers).
import { useTranslation } from 'react-i18next';
import { BusinessSetup } from '../../../features/auth/components/business-setup/business-setup';

export function BusinessSetupRoute() {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <title>{t('businessSetup.metaTitle')}</title>
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('businessSetup.title')}
        </h1>
        <p className="mt-2 max-w-2xl text-pretty text-muted-foreground">
          {t('businessSetup.intro')}
        </p>
      </div>
      <BusinessSetup />
    </div>
  );
}
