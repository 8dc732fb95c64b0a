// /auth and /auth/employee: for signed-out visitors only (docs/product-rules.md §2). A signed-in visitor, or one
// who has just signed in, moves on to the remembered page or their dashboard.
import { Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../../components/brand-mark';
import { LanguageToggle } from '../../../components/language-toggle';
import { ThemeToggle } from '../../../components/theme-toggle';
import { currentLanguage } from '../../../lib/i18n';
import { SignInGuard } from '../../guards/sign-in-guard';

export function AuthLayout() {
  return (
    <SignInGuard>
      <AuthFrame />
    </SignInGuard>
  );
}

function AuthFrame() {
  const { t } = useTranslation();
  return (
    <div className="relative isolate flex min-h-dvh flex-col">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-80 bg-gradient-to-b from-primary-soft to-transparent"
      />
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between px-4 py-4 sm:px-6">
        <Link to={`/${currentLanguage()}`} className="rounded-lg" aria-label={t('auth.home')}>
          <BrandMark />
        </Link>
        <div className="flex items-center gap-1">
          <LanguageToggle compact />
          <ThemeToggle />
        </div>
      </header>
      <main id="main" className="flex flex-1 flex-col items-center px-4 pt-4 pb-16 sm:pt-10">
        <div className="w-full max-w-md rounded-3xl border bg-card p-5 shadow-lg shadow-primary/5 sm:p-8">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
