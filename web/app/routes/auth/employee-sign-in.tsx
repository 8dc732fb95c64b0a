// /auth/employee: employees sign in with the username and password their manager set.
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@common/paths';
import { EmployeeSignInForm } from '../../../features/auth/components/employee-sign-in-form';

export function EmployeeSignInRoute() {
  const { t } = useTranslation();
  const location = useLocation();

  return (
    <>
      <title>{t('auth.employee.metaTitle')}</title>
      <h1 className="text-2xl font-bold tracking-tight">{t('auth.employee.title')}</h1>
      <p className="mt-1.5 text-sm text-pretty text-muted-foreground">
        {t('auth.employee.subtitle')}
      </p>
      <div className="mt-6">
        <EmployeeSignInForm />
      </div>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        {t('auth.employee.managerPrompt')}{' '}
        <Link
          to={{ pathname: paths.auth, search: location.search }}
          state={location.state as unknown}
          className="font-semibold text-primary underline-offset-4 hover:underline"
        >
          {t('auth.employee.managerLink')}
        </Link>
      </p>
    </>
  );
}
