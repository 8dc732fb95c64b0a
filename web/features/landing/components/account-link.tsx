import { LayoutDashboard, LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@common/paths';

/** "Go to dashboard" for a visitor known to be signed in, otherwise "Sign in". */
export function AccountLink({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const Icon = signedIn ? LayoutDashboard : LogIn;

  return (
    <Link
      to={signedIn ? paths.dashboard : paths.auth}
      className="hidden h-10 items-center gap-1.5 rounded-full border bg-card px-4 text-sm font-semibold transition-colors hover:bg-muted sm:inline-flex"
    >
      <Icon aria-hidden="true" className="size-4" />
      {signedIn ? t('landing.nav.goToDashboard') : t('landing.nav.signIn')}
    </Link>
  );
}
