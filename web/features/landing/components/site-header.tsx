import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../../components/brand-mark';
import { ThemeToggle } from '../../../components/theme-toggle';
import { LanguageSwitch } from './language-switch';

export function SiteHeader() {
  const { t, i18n } = useTranslation();

  return (
    <header className="sticky top-0 z-40 border-b border-border/60 bg-background/80 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:px-6">
        <Link to={`/${i18n.language}`} className="rounded-lg">
          <BrandMark />
        </Link>
        <nav aria-label={t('landing.nav.label')} className="hidden md:block">
          <ul className="flex items-center gap-1 text-sm font-medium text-muted-foreground">
            <li>
              <a
                href="#features"
                className="rounded-full px-3 py-2 transition-colors hover:text-foreground"
              >
                {t('landing.nav.features')}
              </a>
            </li>
            <li>
              <a
                href="#how-it-works"
                className="rounded-full px-3 py-2 transition-colors hover:text-foreground"
              >
                {t('landing.nav.howItWorks')}
              </a>
            </li>
          </ul>
        </nav>
        <div className="flex items-center gap-1">
          <LanguageSwitch />
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}
