// The frame of a page reached without an account (the operator's status, a mail's unsubscribe
// link): the brand mark home, the language and theme switches, and the page below.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../components/brand-mark';
import { LanguageToggle } from '../../components/language-toggle';
import { ThemeToggle } from '../../components/theme-toggle';
import { currentLanguage } from '../../lib/i18n';

export function PublicPageFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <title>{title}</title>
      {/* The padding sits outside the max-width box, as in <main>, so the brand mark lines up
          with the page's heading at every width. */}
      <header className="px-4 py-4 sm:px-6">
        <div className="mx-auto flex w-full max-w-6xl items-center justify-between">
          <Link to={`/${currentLanguage()}`} className="rounded-lg" aria-label={t('auth.home')}>
            <BrandMark />
          </Link>
          <div className="flex items-center gap-1">
            <LanguageToggle />
            <ThemeToggle />
          </div>
        </div>
      </header>
      <main id="main" className="flex-1 px-4 pt-4 pb-16 sm:px-6 sm:pt-8">
        {children}
      </main>
    </div>
  );
}
