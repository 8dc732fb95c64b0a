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
import { LeaderboardList } from './leaderboard-list';
import { TvHeader } from './tv-header';

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
  const [range] = useRange();
  const query = useLeaderboard(range, { pollMs: POLL_MS });
  const locationName = useChosenLocationName();
  const items = (query.data?.items ?? []).slice(0, SHOWN);

  return (
    <div className="flex min-h-dvh flex-col bg-background px-5 py-6 text-foreground sm:px-12 sm:py-10">
      <title>{t('leaderboard.metaTitle')}</title>
      <TvHeader
        title={locationName ? `${businessName} · ${locationName}` : businessName}
        range={range}
        updatedAt={query.dataUpdatedAt}
        live={<RealtimeIndicator />}
      />

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
