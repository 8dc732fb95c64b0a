// The thank-you board of a display link (docs/display-links.md): the TV view for a television
// with no account. The board and the business's name only; a revoked link says so and stops.
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useDisplayBoard } from '../api/get-display-board';
import { LeaderboardList } from './leaderboard-list';
import { TvHeader } from './tv-header';

const SHOWN = 10;

export function DisplayBoard({ token }: { token: string }) {
  const { t } = useTranslation();
  const query = useDisplayBoard(token);
  const board = query.data;
  const revoked = query.error instanceof ApiError && query.error.status === 404;
  const items = (board?.items ?? []).slice(0, SHOWN);

  return (
    <div className="flex min-h-dvh flex-col bg-background px-5 py-6 text-foreground sm:px-12 sm:py-10">
      <title>{t('leaderboard.metaTitle')}</title>
      <TvHeader
        title={
          board
            ? board.locationName
              ? `${board.businessName} · ${board.locationName}`
              : board.businessName
            : null
        }
        range={board?.range ?? null}
        updatedAt={query.dataUpdatedAt}
      />

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
