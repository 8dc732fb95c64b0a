// /en and /sr (docs/product-rules.md §2). The router's loader has already switched the language, so this only
// arranges the landing sections.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { authApi } from '@common/api/auth';
import { call } from '../../lib/api-client';
import { AboutSection } from '../../features/landing/components/about-section';
import { ContactSection } from '../../features/landing/components/contact-section';
import { FeatureGrid } from '../../features/landing/components/feature-grid';
import { Hero } from '../../features/landing/components/hero';
import { HowItWorks } from '../../features/landing/components/how-it-works';
import { SiteFooter } from '../../features/landing/components/site-footer';
import { SiteHeader } from '../../features/landing/components/site-header';
import { authKeys } from '../../lib/session-keys';

export function LandingRoute() {
  const { t } = useTranslation();
  const signedIn = useKnownSession();

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
      <SiteHeader signedIn={signedIn} />
      <main id="main" className="flex-1">
        <Hero signedIn={signedIn} />
        <FeatureGrid />
        <HowItWorks />
        <AboutSection />
        <ContactSection />
      </main>
      <SiteFooter />
    </div>
  );
}

/** Whether this browser is signed in: GET /api/auth/status answers 200 either way. */
function useKnownSession(): boolean {
  const { data } = useQuery({
    queryKey: authKeys.status,
    queryFn: ({ signal }) => call(authApi.status, { signal }),
    staleTime: 60_000,
    retry: false,
  });
  return data?.signedIn === true;
}
