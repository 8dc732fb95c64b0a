// The manager dashboard (docs/product-rules.md §2 Dashboard): figures of the chosen range, how they came about
// over time and by hour, who earned them, and the live activity feed.
import { useTranslation } from 'react-i18next';
import type { SessionBusiness } from '@common/schemas/auth';
import { ActivityFeed } from '../../../components/activity-feed';
import { useChosenLocationName } from '../../../lib/location-choice';
import { useSeveralLocations } from '../../../lib/locations-api';
import { useOverview } from '../api/get-overview';
import { hasNoActivityYet } from '../lib/chart-data';
import { useRange } from '../hooks/use-range';
import { ActivityPanel, HourlyPanel } from './chart-panels';
import { ConversionFunnel } from './conversion-funnel';
import { DashboardError, DashboardSkeleton, NoActivityYet } from './dashboard-states';
import { EmployeePerformance } from './employee-performance';
import { ExportLinks } from './export-links';
import { IntegrationStatus } from './integration-status';
import { LocationBreakdown } from './location-breakdown';
import { OverviewCards } from './overview-cards';
import { RangeSwitch } from './range-switch';
import { SetupGuide } from './setup-guide';
import { useSetupGuide } from '../api/setup-guide';
import { TopPerformers } from './top-performers';

export interface DashboardPaths {
  employees: string;
  leaderboard: string;
  /** Where Google is connected (Settings, at its Google section). */
  google: string;
  /** Settings, at its Locations section. */
  locations: string;
}

export function DashboardScreen({
  business,
  canExport,
  paths,
}: {
  business: SessionBusiness;
  canExport: boolean;
  paths: DashboardPaths;
}) {
  const { t } = useTranslation();
  const [range, setRange] = useRange();
  const overview = useOverview(range);
  const several = useSeveralLocations();
  const locationName = useChosenLocationName();
  const guide = useSetupGuide();
  // While the guide shows, it is the first-run help; the older three-step card would repeat it.
  const guideShown = guide.data !== undefined && !guide.data.dismissed;
  // A business without any activity yet has nothing to export; the first-run help shows instead.
  const hasFigures = overview.data !== undefined && !hasNoActivityYet(overview.data);

  return (
    <div className="space-y-6">
      <title>{t('overview.metaTitle')}</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-primary">{t('overview.eyebrow')}</p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight text-balance break-words sm:text-3xl">
            {business.name}
          </h1>
          {several && (
            <p className="mt-1 text-sm font-medium text-muted-foreground">
              {locationName ?? t('shell.location.all')}
            </p>
          )}
        </div>
        <RangeSwitch value={range} onChange={setRange} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p aria-live="polite" className="text-sm text-muted-foreground">
          {overview.isPlaceholderData ? t('overview.updating') : ''}
        </p>
        {canExport && hasFigures && <ExportLinks range={range} />}
      </div>

      <SetupGuide paths={paths} />

      {overview.isError && !overview.data ? (
        <DashboardError error={overview.error} onRetry={() => void overview.refetch()} />
      ) : !overview.data ? (
        <DashboardSkeleton />
      ) : !hasFigures ? (
        <>
          {!guideShown && !guide.isPending && <NoActivityYet employeesPath={paths.employees} />}
          <IntegrationStatus business={business} googlePath={paths.google} />
        </>
      ) : (
        <>
          <OverviewCards overview={overview.data} />
          {several && !locationName && <LocationBreakdown range={range} />}
          <div className="grid gap-6 lg:grid-cols-3">
            <ActivityPanel range={range} className="lg:col-span-2" />
            <ConversionFunnel overview={overview.data} />
          </div>
          <div className="grid gap-6 lg:grid-cols-3">
            <HourlyPanel range={range} className="lg:col-span-2" />
            <TopPerformers range={range} leaderboardPath={paths.leaderboard} />
          </div>
          <EmployeePerformance range={range} />
          <div className="grid gap-6 lg:grid-cols-3">
            <div className="min-w-0 lg:col-span-2">
              <ActivityFeed limit={10} title={t('overview.feed.title')} />
            </div>
            <IntegrationStatus business={business} googlePath={paths.google} />
          </div>
        </>
      )}
    </div>
  );
}
