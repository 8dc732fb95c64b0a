// The business dashboard's frame for admins and managers (/business-dashboard, /admin): the
// business and the signed-in account on top, the sections that exist as tabs, the page below,
// and the toasts the pages use to confirm actions.
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@common/paths';
import type { SessionResponse } from '@common/schemas/auth';
import { ToastProvider } from '../../components/ui/toast';
import { ROLE_KEYS } from '../../features/access/lib/permission-wording';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { RealtimeProvider } from '../../lib/realtime';
import { AppTopBar } from './app-top-bar';
import { LocationSwitcher } from './location-switcher';
import { TabNav } from './tab-nav';
import { can } from '@common/policy';

const NAV = [
  { to: paths.businessDashboard, label: 'shell.nav.overview', end: true, adminOnly: false },
  {
    to: paths.businessDashboardEmployees,
    label: 'shell.nav.employees',
    end: false,
    adminOnly: false,
  },
  {
    to: `${paths.businessDashboard}/leaderboard`,
    label: 'shell.nav.leaderboard',
    end: false,
    adminOnly: false,
  },
  {
    to: `${paths.businessDashboard}/reviews`,
    label: 'shell.nav.reviews',
    end: false,
    adminOnly: false,
  },
  {
    to: `${paths.businessDashboard}/settings`,
    label: 'shell.nav.settings',
    end: false,
    adminOnly: false,
  },
  { to: paths.admin, label: 'shell.nav.admin', end: false, adminOnly: true },
  {
    to: `${paths.businessDashboard}/profile`,
    label: 'profile.link',
    end: false,
    adminOnly: false,
    phoneOnly: true,
  },
] as const;

export function DashboardShell({ session }: { session: SessionResponse }) {
  const { t } = useTranslation();
  const { user, business } = session;
  const businessName = business?.name ?? user.businessName ?? t('shell.noBusiness');
  const hasBusiness = business !== null;

  const nav = (
    <TabNav
      label={t('shell.nav.label')}
      items={NAV.filter((item) => !item.adminOnly || can(user, 'admin:read')).map((item) => ({
        ...item,
        label: t(item.label),
      }))}
    />
  );

  return (
    <ToastProvider>
      {/* One live connection for every dashboard page: figures, feed and bell follow events. */}
      <RealtimeProvider enabled={hasBusiness}>
        <div className="flex min-h-dvh flex-col">
          <AppTopBar
            homePath={paths.businessDashboard}
            title={businessName}
            subtitle={user.email}
            badge={t(ROLE_KEYS[user.role])}
            nav={nav}
            actions={<NotificationBell hasBusiness={hasBusiness} />}
            switcher={hasBusiness && <LocationSwitcher limitedTo={session.locationIds} />}
          />
          <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-8">
            <Outlet context={session} />
          </main>
        </div>
      </RealtimeProvider>
    </ToastProvider>
  );
}
