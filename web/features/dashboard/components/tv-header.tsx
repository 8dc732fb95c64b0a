// The head of a thank-you board on a television: whose board, its title and period, and a clock
// with the time of the last update, so a glance shows the screen is alive. Shared by the TV view
// of a signed-in manager and the board of a display link.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimeRange } from '@common/constants';
import { useFigures } from '../hooks/use-figures';
import { TvClock, formatClock } from './tv-clock';

export function TvHeader({
  title,
  range,
  updatedAt,
  live,
}: {
  /** "Salon · Location", or nothing while it loads. */
  title: string | null;
  range: TimeRange | null;
  updatedAt: number;
  /** A live-connection indicator, when the board has one. */
  live?: ReactNode;
}) {
  const { t } = useTranslation();
  const { language } = useFigures();
  return (
    <header className="flex flex-wrap items-start justify-between gap-4">
      <div className="min-w-0">
        {title && (
          <p className="truncate text-lg font-semibold text-primary sm:text-2xl">{title}</p>
        )}
        <h1 className="text-4xl font-bold tracking-tight sm:text-6xl">
          {t('leaderboard.tv.title')}
        </h1>
        {range && (
          <p className="mt-2 text-lg text-muted-foreground sm:text-2xl">
            {t(`overview.ranges.${range}`)}
          </p>
        )}
      </div>
      <div className="flex flex-col items-end text-right">
        <TvClock />
        {live}
        <p className="text-sm text-muted-foreground sm:text-lg" aria-live="polite">
          {updatedAt > 0 &&
            t('leaderboard.tv.lastUpdated', { time: formatClock(new Date(updatedAt), language) })}
        </p>
      </div>
    </header>
  );
}
