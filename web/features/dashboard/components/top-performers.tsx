// The five people who earned the most reviews in the range: a thank-you, never a quota.
import { Link } from 'react-router';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TimeRange } from '@common/constants';
import { useLeaderboard } from '../api/get-leaderboard';
import { useFigures } from '../hooks/use-figures';
import { recognised } from '../lib/recognition';
import { Panel, PanelError, PanelSkeleton } from './panel';
import { RankBadge } from './rank-badge';

const TOP = 5;

export function TopPerformers({
  range,
  leaderboardPath,
  className,
}: {
  range: TimeRange;
  leaderboardPath: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const figures = useFigures();
  const query = useLeaderboard(range);
  const items = recognised(query.data?.items ?? [], TOP);

  return (
    <Panel
      className={className}
      title={t('overview.topPerformers.title')}
      description={t('overview.topPerformers.description')}
    >
      {query.isError && !query.data ? (
        <PanelError onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <PanelSkeleton />
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('overview.topPerformers.empty')}</p>
      ) : (
        <ol className="divide-y">
          {items.map((item) => (
            <li key={item.employeeId} className="flex items-center gap-3 py-2.5">
              <RankBadge rank={item.rank} />
              <span className="min-w-0 flex-1 truncate font-medium">{item.name}</span>
              <span className="text-right text-sm">
                <span className="block font-semibold tabular-nums">
                  {t('overview.topPerformers.reviews', { value: figures.count(item.reviews) })}
                </span>
                <span className="flex items-center justify-end gap-1 text-xs text-muted-foreground">
                  <Star aria-hidden="true" className="size-3 fill-star text-star" />
                  <span className="sr-only">{t('overview.metrics.averageRating')}:</span>
                  {figures.rating(item.averageRating)}
                </span>
              </span>
            </li>
          ))}
        </ol>
      )}
      <Link
        to={`${leaderboardPath}?range=${range}`}
        className="mt-4 inline-block text-sm font-semibold text-primary hover:underline"
      >
        {t('overview.topPerformers.viewAll')}
      </Link>
    </Panel>
  );
}
