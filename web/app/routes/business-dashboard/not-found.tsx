import { useTranslation } from 'react-i18next';
import { paths } from '@common/paths';
import { NotFoundContent } from '../../../components/not-found-content';

/** An unknown sub-path of a dashboard: the not-found page inside the dashboard's frame. */
export function DashboardNotFoundRoute({ home = paths.businessDashboard }: { home?: string }) {
  const { t } = useTranslation();
  return <NotFoundContent homeTo={home} homeLabel={t('shell.backToDashboard')} />;
}

export function EmployeeNotFoundRoute() {
  return <DashboardNotFoundRoute home={paths.employee} />;
}
