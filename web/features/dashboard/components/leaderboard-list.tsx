// The ranked thank-you list: reviews credited to each person, their average rating and how often
// their scans became reviews. Shared by the page and the TV view (which draws it larger).
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Leaderboard } from '@common/schemas/analytics';
import { useFigures } from '../hooks/use-figures';
import { RankBadge } from './rank-badge';

export function LeaderboardList({
  items,
  size = 'md',
}: {
  items: Leaderboard['items'];
  size?: 'md' | 'tv';
}) {
  const { t } = useTranslation();
  const figures = useFigures();
  const tv = size === 'tv';

  return (
    <ol className={tv ? 'space-y-3 sm:space-y-4' : 'space-y-2'}>
      {items.map((item) => (
        <li
          key={item.employeeId}
          className={`flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl border bg-card shadow-sm ${
            tv ? 'px-5 py-4 sm:px-8 sm:py-5' : 'p-4'
          }`}
        >
          <RankBadge rank={item.rank} size={tv ? 'lg' : 'sm'} />
          <span
            className={`min-w-0 flex-1 truncate font-semibold ${tv ? 'text-3xl sm:text-5xl' : 'text-base'}`}
          >
            {item.name}
          </span>
          <dl
            className={`flex gap-5 text-right ${tv ? 'text-xl sm:text-3xl' : 'text-sm'} w-full justify-end min-[480px]:w-auto`}
          >
            <Figure label={t('leaderboard.reviews')} tv={tv}>
              {figures.count(item.reviews)}
            </Figure>
            <Figure label={t('leaderboard.averageRating')} tv={tv}>
              <span className="inline-flex items-center gap-1">
                <Star aria-hidden="true" className="size-[0.8em] fill-star text-star" />
                {figures.rating(item.averageRating)}
              </span>
            </Figure>
            <Figure label={t('leaderboard.conversion')} tv={tv}>
              {figures.ratio(item.conversion)}
            </Figure>
          </dl>
        </li>
      ))}
    </ol>
  );
}

function Figure({
  label,
  tv,
  children,
}: {
  label: string;
  tv: boolean;
  children: React.ReactNode;
}) {
  return (
    <div>
      <dt className={`text-muted-foreground ${tv ? 'text-base sm:text-lg' : 'text-xs'}`}>
        {label}
      </dt>
      <dd className="font-bold tabular-nums">{children}</dd>
    </div>
  );
}
