// The headline figures of the range (docs/product-rules.md §3 Activity metrics), then the two all-time totals.
import type { ReactNode } from 'react';
import { Activity, BadgeCheck, MessageSquare, MousePointerClick, QrCode, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Overview } from '@common/schemas/analytics';
import { useFigures } from '../hooks/use-figures';

export function OverviewCards({ overview }: { overview: Overview }) {
  const { t } = useTranslation();
  const figures = useFigures();

  return (
    <section aria-labelledby="overview-cards-title">
      <h2 id="overview-cards-title" className="sr-only">
        {t('overview.metrics.title')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Card icon={<QrCode />} label={t('overview.metrics.touches')}>
          {figures.count(overview.touches)}
        </Card>
        <Card icon={<MousePointerClick />} label={t('overview.metrics.clickouts')}>
          {figures.count(overview.clickouts)}
        </Card>
        <Card
          icon={<MessageSquare />}
          label={t('overview.metrics.reviews')}
          note={t('overview.metrics.attributed', {
            value: figures.count(overview.attributedReviews),
          })}
        >
          {figures.count(overview.reviews)}
        </Card>
        <Card
          icon={<BadgeCheck />}
          label={t('overview.metrics.selfConfirms')}
          note={t('overview.metrics.confirmed', {
            value: figures.count(overview.confirmedReviews),
          })}
        >
          {figures.count(overview.selfConfirms)}
        </Card>
        <Card icon={<Star />} label={t('overview.metrics.averageRating')}>
          {figures.rating(overview.averageRating)}
        </Card>
        <Card
          icon={<Activity />}
          label={t('overview.metrics.totalEvents')}
          note={t('overview.metrics.totalEventsNote')}
        >
          {figures.count(overview.totalEvents)}
        </Card>
        <Card
          icon={<MessageSquare />}
          label={t('overview.metrics.totalReviews')}
          note={t('overview.metrics.allTime')}
        >
          {figures.count(overview.totalReviews)}
        </Card>
        <Card
          icon={<MousePointerClick />}
          label={t('overview.metrics.totalClicks')}
          note={t('overview.metrics.allTime')}
        >
          {figures.count(overview.totalClicks)}
        </Card>
      </ul>
    </section>
  );
}

function Card({
  icon,
  label,
  note,
  children,
}: {
  icon: ReactNode;
  label: string;
  note?: string;
  children: ReactNode;
}) {
  return (
    <li className="rounded-2xl border bg-card p-4 shadow-sm">
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <span aria-hidden="true" className="text-primary [&>svg]:size-4">
          {icon}
        </span>
        {label}
      </p>
      <p className="mt-2 text-2xl font-bold tracking-tight tabular-nums">{children}</p>
      {note && <p className="mt-0.5 text-xs text-muted-foreground">{note}</p>}
    </li>
  );
}
