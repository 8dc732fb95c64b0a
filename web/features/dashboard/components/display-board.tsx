// The thank-you board of a display link (docs/display-links.md): the TV view for a television
// with no account. The board and the business's name only; a revoked link says so and stops.
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useDisplayBoard } from '../api/get-display-board';
import { useFigures } from '../hooks/use-figures';
import { LeaderboardList } from './leaderboard-list';
import { TvClock, formatClock } from './tv-clock';

const SHOWN = 10;

export function DisplayBoard({ token }: { token: string }) {
  const { t } = useTranslation();
  const { language } = useFigures();
  const query = useDisplayBoard(token);
  const board = query.data;
  const revoked = query.error instanceof ApiError && query.error.status === 404;
  const items = (board?.items ?? []).slice(0, SHOWN);

  return (
    <div className="flex min-h-dvh flex-col bg-background px-5 py-6 text-foreground sm:px-12 sm:py-10">
      <title>{t('leaderboard.metaTitle')}</title>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          {board && (
            <p className="truncate text-lg font-semibold text-primary sm:text-2xl">
              {board.locationName
                ? `${board.businessName} · ${board.locationName}`
                : board.businessName}
            </p>
          )}
          <h1 className="text-4xl font-bold tracking-tight sm:text-6xl">
            {t('leaderboard.tv.title')}
          </h1>
          {board && (
            <p className="mt-2 text-lg text-muted-foreground sm:text-2xl">
              {t(`overview.ranges.${board.range}`)}
            </p>
          )}
        </div>
        <div className="flex flex-col items-end text-right">
          <TvClock />
          <p className="text-sm text-muted-foreground sm:text-lg" aria-live="polite">
            {query.dataUpdatedAt > 0 &&
              t('leaderboard.tv.lastUpdated', {
                time: formatClock(new Date(query.dataUpdatedAt), language),
              })}
          </p>
        </div>
      </header>

      <main id="main" className="mt-8 flex-1 sm:mt-12">
        {revoked ? (
          <p role="alert" className="text-2xl text-pretty sm:text-4xl">
            {t('leaderboard.tv.revoked')}
          </p>
        ) : !board ? (
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
    </div>
  );
}
