// /en and /sr (SPEC §2). The router's loader has already switched the language, so this only
// arranges the landing sections.
import { useTranslation } from 'react-i18next';
import { FeatureGrid } from '../../features/landing/components/feature-grid';
import { Hero } from '../../features/landing/components/hero';
import { HowItWorks } from '../../features/landing/components/how-it-works';
import { SiteFooter } from '../../features/landing/components/site-footer';
import { SiteHeader } from '../../features/landing/components/site-header';

export function LandingRoute() {
  const { t } = useTranslation();

  return (
    <div className="flex min-h-dvh flex-col">
      <title>{t('landing.metaTitle')}</title>
      <meta name="description" content={t('common.tagline')} />
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('common.skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        <Hero />
        <FeatureGrid />
        <HowItWorks />
      </main>
      <SiteFooter />
    </div>
  );
}
