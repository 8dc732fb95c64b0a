// The header of the landing, the demo and the information pages. The landing links to the other
// language's landing page; pages without a language in their path pass an in-place toggle.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@common/paths';
import { BrandMark } from '../../../components/brand-mark';
import { ThemeToggle } from '../../../components/theme-toggle';
import { sectionHref } from '../lib/landing-links';
import { AccountLink } from './account-link';
import { LanguageSwitch } from './language-switch';

const navLinkClass = 'rounded-full px-3 py-2 transition-colors hover:text-foreground';

export function SiteHeader({
  signedIn = false,
  languageControl = <LanguageSwitch />,
}: {
  signedIn?: boolean;
  languageControl?: ReactNode;
}) {
  const { t, i18n } = useTranslation();

  return (
    <header className="sticky top-0 z-40 border-b border-border/60 bg-background/80 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:px-6">
        <Link to={paths.landing(i18n.language === 'sr' ? 'sr' : 'en')} className="rounded-lg">
          <BrandMark />
        </Link>
        <nav aria-label={t('landing.nav.label')} className="hidden md:block">
          <ul className="flex items-center gap-1 text-sm font-medium text-muted-foreground">
            <li>
              <Link to={sectionHref(i18n.language, 'features')} className={navLinkClass}>
                {t('landing.nav.features')}
              </Link>
            </li>
            <li>
              <Link to={sectionHref(i18n.language, 'how-it-works')} className={navLinkClass}>
                {t('landing.nav.howItWorks')}
              </Link>
            </li>
            <li>
              <Link to={paths.demo} className={navLinkClass}>
                {t('landing.nav.demo')}
              </Link>
            </li>
          </ul>
        </nav>
        <div className="flex items-center gap-1">
          {languageControl}
          <ThemeToggle />
          <AccountLink signedIn={signedIn} />
        </div>
      </div>
    </header>
  );
}
