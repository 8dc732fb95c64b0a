// /business-dashboard/leaderboard: the thank-you board of the chosen range, and the way to put
// it on a staff-room screen.
import { Link } from 'react-router';
import { Tv } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';
import { useLeaderboard } from '../api/get-leaderboard';
import { useRange } from '../hooks/use-range';
import { DashboardError } from './dashboard-states';
import { LeaderboardList } from './leaderboard-list';
import { PanelSkeleton } from './panel';
import { RangeSwitch } from './range-switch';

export function LeaderboardScreen({ tvPath }: { tvPath: string }) {
  const { t } = useTranslation();
  const [range, setRange] = useRange();
  const query = useLeaderboard(range);
  // Everyone on the team appears: the board thanks, it does not leave people out.
  const items = query.data?.items ?? [];

  return (
    <div className="space-y-6">
      <title>{t('leaderboard.metaTitle')}</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-primary">{t('leaderboard.eyebrow')}</p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight sm:text-3xl">
            {t('leaderboard.title')}
          </h1>
          <p className="mt-1 max-w-2xl text-sm text-pretty text-muted-foreground">
            {t('leaderboard.description')}
          </p>
        </div>
        <Link to={`${tvPath}?range=${range}`} className={buttonClass('secondary', 'sm')}>
          <Tv aria-hidden="true" className="size-4" />
          {t('leaderboard.tvView')}
        </Link>
      </div>
      <RangeSwitch value={range} onChange={setRange} />

      {query.isError && !query.data ? (
        <DashboardError error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <PanelSkeleton height="h-64" />
      ) : items.length === 0 ? (
        <p className="rounded-2xl border border-dashed bg-card px-5 py-10 text-center text-sm text-muted-foreground">
          {t('leaderboard.empty')}
        </p>
      ) : (
        <LeaderboardList items={items} />
      )}
    </div>
  );
}
