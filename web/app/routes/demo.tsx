// /demo: the "Watch demo" walkthrough. No language in the path, so it speaks the visitor's
// current language and switches in place; the loader has fetched the landing texts.
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageToggle } from '../../components/language-toggle';
import { DemoTour } from '../../features/landing/components/demo/demo-tour';
import { SiteFooter } from '../../features/landing/components/site-footer';
import { SiteHeader } from '../../features/landing/components/site-header';
import { signUpHref } from '../../features/landing/lib/landing-links';

export function DemoRoute() {
  const { t } = useTranslation();

  return (
    <div className="flex min-h-dvh flex-col">
      <title>{t('landing.demo.metaTitle')}</title>
      <SiteHeader languageControl={<LanguageToggle compact />} />
      <main id="main" className="flex-1">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
          <div className="mx-auto max-w-2xl text-center">
            <p className="text-sm font-semibold text-primary">{t('landing.demo.eyebrow')}</p>
            <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
              {t('landing.demo.title')}
            </h1>
            <p className="mt-4 text-lg text-pretty text-muted-foreground">
              {t('landing.demo.subtitle')}
            </p>
          </div>
          <div className="mt-10">
            <DemoTour />
          </div>
          <section
            aria-labelledby="demo-outro"
            className="mt-12 rounded-3xl border bg-primary-soft/50 p-6 text-center sm:p-8"
          >
            <h2 id="demo-outro" className="text-xl font-semibold">
              {t('landing.demo.outroTitle')}
            </h2>
            <p className="mt-2 text-muted-foreground">{t('landing.demo.outroBody')}</p>
            <Link
              to={signUpHref}
              className="mt-5 inline-flex h-12 items-center justify-center gap-2 rounded-full bg-primary px-6 font-semibold text-primary-foreground shadow-sm transition hover:opacity-90"
            >
              {t('landing.hero.startTrial')}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </section>
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
