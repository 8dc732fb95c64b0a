// The employee area's frame: the employee and their business on top, their two pages (home and
// own reviews) as tabs, the page below. The session's end is watched here (docs/product-rules.md §4), so an ended
// one leads back to the employee sign-in. One realtime connection serves every page inside, so
// the figures, the feed and the bell follow the employee's own events live.
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@common/paths';
import type { SessionResponse } from '@common/schemas/auth';
import { useEmployeeSessionWatch } from '../../features/auth/hooks/use-employee-session-watch';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { ToastProvider } from '../../components/ui/toast';
import { RealtimeProvider } from '../../lib/realtime';
import { AppTopBar } from './app-top-bar';
import { TabNav } from './tab-nav';

const NAV = [
  { to: paths.employee, label: 'employeeHome.nav.home', end: true },
  { to: `${paths.employee}/reviews`, label: 'employeeHome.nav.reviews', end: false },
  { to: `${paths.employee}/profile`, label: 'profile.link', end: false, phoneOnly: true },
] as const;

export function EmployeeShell({ session }: { session: SessionResponse }) {
  const { t } = useTranslation();
  useEmployeeSessionWatch(session);
  const name = employeeName(session);
  const businessName = session.business?.name ?? session.user.businessName;

  const nav = (
    <TabNav
      label={t('employeeHome.nav.label')}
      items={NAV.map((item) => ({ ...item, label: t(item.label) }))}
    />
  );

  const hasBusiness = session.user.businessId !== null;

  return (
    <ToastProvider>
      <RealtimeProvider enabled={hasBusiness}>
        <div className="flex min-h-dvh flex-col">
          <AppTopBar
            homePath={paths.employee}
            title={name}
            subtitle={businessName ?? t('employeeHome.noBusiness')}
            nav={nav}
            actions={
              <NotificationBell
                hasBusiness={hasBusiness}
                forEmployee
                viewerEmployeeId={session.user.employeeId}
              />
            }
          />
          <main id="main" className="mx-auto w-full max-w-4xl flex-1 px-4 py-6 sm:px-6 sm:py-8">
            <Outlet context={session} />
          </main>
        </div>
      </RealtimeProvider>
    </ToastProvider>
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
