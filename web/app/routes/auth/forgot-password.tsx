// /auth/forgot-password: ask for a reset link; the link opens the server's reset page.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@common/paths';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form';

export function ForgotPasswordRoute() {
  const { t } = useTranslation();
  return (
    <>
      <title>{t('account.forgot.metaTitle')}</title>
      <h1 className="text-2xl font-bold tracking-tight">{t('account.forgot.title')}</h1>
      <p className="mt-1.5 text-sm text-pretty text-muted-foreground">
        {t('account.forgot.intro')}
      </p>
      <div className="mt-6">
        <ForgotPasswordForm />
      </div>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        {t('account.forgot.employeeNote')}
      </p>
      <p className="mt-3 text-center text-sm">
        <Link
          to={paths.auth}
          className="font-semibold text-primary underline-offset-4 hover:underline"
        >
          {t('account.confirm.toSignIn')}
        </Link>
      </p>
    </>
  );
}
