// The thank-you board for a staff-room screen: no navigation, type readable from across the
// room, and it keeps itself current (live invalidation, plus polling for an unattended screen
// whose live connection may have dropped without anyone noticing).
import { Link } from 'react-router';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RealtimeIndicator } from '../../../components/realtime-indicator';
import { useChosenLocationName } from '../../../lib/location-choice';
import { useLeaderboard } from '../api/get-leaderboard';
import { useRange } from '../hooks/use-range';
import { useFigures } from '../hooks/use-figures';
import { LeaderboardList } from './leaderboard-list';
import { TvClock, formatClock } from './tv-clock';

const POLL_MS = 60_000;
const SHOWN = 10;

export function LeaderboardTv({
  businessName,
  exitPath,
}: {
  businessName: string;
  exitPath: string;
}) {
  const { t } = useTranslation();
  const { language } = useFigures();
  const [range] = useRange();
  const query = useLeaderboard(range, { pollMs: POLL_MS });
  const locationName = useChosenLocationName();
  const items = (query.data?.items ?? []).slice(0, SHOWN);

  return (
    <div className="flex min-h-dvh flex-col bg-background px-5 py-6 text-foreground sm:px-12 sm:py-10">
      <title>{t('leaderboard.metaTitle')}</title>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="truncate text-lg font-semibold text-primary sm:text-2xl">
            {locationName ? `${businessName} · ${locationName}` : businessName}
          </p>
          <h1 className="text-4xl font-bold tracking-tight sm:text-6xl">
            {t('leaderboard.tv.title')}
          </h1>
          <p className="mt-2 text-lg text-muted-foreground sm:text-2xl">
            {t(`overview.ranges.${range}`)}
          </p>
        </div>
        <div className="flex flex-col items-end text-right">
          <TvClock />
          <RealtimeIndicator />
          <p className="text-sm text-muted-foreground sm:text-lg" aria-live="polite">
            {query.dataUpdatedAt > 0 &&
              t('leaderboard.tv.lastUpdated', {
                time: formatClock(new Date(query.dataUpdatedAt), language),
              })}
          </p>
        </div>
      </header>

      <main id="main" className="mt-8 flex-1 sm:mt-12">
        {!query.data ? (
          <p className="text-2xl text-muted-foreground">
            {query.isError ? t('overview.error.title') : t('common.loading')}
          </p>
        ) : items.length === 0 ? (
          <p className="text-2xl text-pretty text-muted-foreground sm:text-4xl">
            {t('leaderboard.tv.empty')}
          </p>
        ) : (
          <LeaderboardList items={items} size="tv" />
        )}
      </main>

      <Link
        to={`${exitPath}?range=${range}`}
        className="mt-8 inline-flex items-center gap-1.5 self-start rounded-full px-3 py-1.5 text-sm text-muted-foreground hover:bg-muted hover:text-foreground"
      >
        <X aria-hidden="true" className="size-4" />
        {t('leaderboard.tv.exit')}
      </Link>
    </div>
  );
}
