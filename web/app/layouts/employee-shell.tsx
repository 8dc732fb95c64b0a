// The employee area's frame: the employee and their business on top, the page below. The
// session's end is watched here (SPEC §4), so an ended one leads back to the employee sign-in.
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@common/paths';
import type { SessionResponse } from '@common/schemas/auth';
import { useEmployeeSessionWatch } from '../../features/auth/hooks/use-employee-session-watch';
import { AppTopBar } from './app-top-bar';

export function EmployeeShell({ session }: { session: SessionResponse }) {
  const { t } = useTranslation();
  useEmployeeSessionWatch(session);
  const name = employeeName(session);
  const businessName = session.business?.name ?? session.user.businessName;

  return (
    <div className="flex min-h-dvh flex-col">
      <AppTopBar
        homePath={paths.employee}
        title={name}
        subtitle={businessName ?? t('employeeHome.noBusiness')}
      />
      <main id="main" className="mx-auto w-full max-w-4xl flex-1 px-4 py-6 sm:px-6 sm:py-8">
        <Outlet context={session} />
      </main>
    </div>
  );
}

export function employeeName(session: SessionResponse): string {
  return (
    session.employee?.name ??
    session.user.employeeName ??
    session.user.fullName ??
    session.user.email
  );
}
