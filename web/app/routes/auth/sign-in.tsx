// /auth: sign in or create an account with email and password, or continue with Google.
import { Link, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@common/paths';
import { Alert } from '../../../components/ui/alert';
import { AccountTabs } from '../../../features/auth/components/account-tabs';
import { GoogleSignInLink } from '../../../features/auth/components/google-sign-in-link';
import { rememberedOrigin } from '../../../lib/return-path';

export function SignInRoute() {
  const { t } = useTranslation();
  const location = useLocation();
  const [params] = useSearchParams();
  const returnTo = rememberedOrigin(location.state, location.search);
  const error = params.get('error');
  // Why Google sign-in, or a session that ended mid-task, ended here; an unknown reason gets the
  // fallback of docs/accounts.md.
  const errorText =
    error &&
    t(
      error === 'google'
        ? 'messages.googleSignInFailed'
        : error === 'account_disabled'
          ? 'messages.accountDisabled'
          : error === 'session'
            ? 'errors.authentication'
            : 'auth.errors.googleSignInFailed',
    );

  return (
    <>
      <title>{t('auth.metaTitle')}</title>
      <h1 className="text-2xl font-bold tracking-tight">{t('auth.title')}</h1>
      <p className="mt-1.5 text-sm text-pretty text-muted-foreground">{t('auth.subtitle')}</p>
      <Alert className="mt-5">{errorText}</Alert>
      <div className="mt-6">
        <AccountTabs initial={params.get('mode') === 'signup' ? 'sign-up' : 'sign-in'} />
      </div>
      <div className="my-6 flex items-center gap-3 text-xs font-medium text-muted-foreground uppercase">
        <span aria-hidden="true" className="h-px flex-1 bg-border" />
        {t('auth.or')}
        <span aria-hidden="true" className="h-px flex-1 bg-border" />
      </div>
      <GoogleSignInLink returnTo={returnTo} />
      <p className="mt-6 text-center text-sm text-muted-foreground">
        {t('auth.employeePrompt')}{' '}
        <Link
          to={{ pathname: paths.employeeAuth, search: location.search }}
          state={location.state as unknown}
          className="font-semibold text-primary underline-offset-4 hover:underline"
        >
          {t('auth.employeeLink')}
        </Link>
      </p>
    </>
  );
}
