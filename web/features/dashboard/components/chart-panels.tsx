// The two chart sections. The chart modules (and the chart library with them) are loaded on
// first use, so the cards and the funnel above never wait for them.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimeRange } from '@common/constants';
import { formatTimeZone, intlLocale } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useHourly } from '../api/get-hourly';
import { useTimeseries } from '../api/get-timeseries';
import { busiestPoints, hourlyPoints, seriesTotals, activityPoints } from '../lib/chart-data';
import { useFigures } from '../hooks/use-figures';
import { Panel, PanelError, PanelSkeleton } from './panel';

const ActivityChart = lazy(async () => ({
  default: (await import('./activity-chart')).ActivityChart,
}));
const HourlyChart = lazy(async () => ({
  default: (await import('./hourly-chart')).HourlyChart,
}));

const chartSkeleton = <PanelSkeleton height="h-72" />;

export function ActivityPanel({ range, className }: { range: TimeRange; className?: string }) {
  const { t } = useTranslation();
  const figures = useFigures();
  const query = useTimeseries(range);
  const totals = query.data ? seriesTotals(activityPoints(query.data.points)) : null;

  return (
    <Panel
      className={className}
      title={t('overview.activity.title')}
      description={
        totals
          ? // Each count in its own plural form (one, few, other in Serbian: "4 prelaska").
            t('overview.activity.summary', {
              touches: t('overview.activity.touches', {
                count: totals.touches,
                formatted: figures.count(totals.touches),
              }),
              clickouts: t('overview.activity.clickouts', {
                count: totals.clickouts,
                formatted: figures.count(totals.clickouts),
              }),
              reviews: t('overview.activity.reviews', {
                count: totals.reviews,
                formatted: figures.count(totals.reviews),
              }),
            })
          : undefined
      }
    >
      {query.data ? (
        <Suspense fallback={chartSkeleton}>
          <ActivityChart timeseries={query.data} />
        </Suspense>
      ) : query.isError ? (
        <PanelError onRetry={() => void query.refetch()} />
      ) : (
        chartSkeleton
      )}
    </Panel>
  );
}

// A tie of more hours than this is an evenly spread day, said as such rather than listed.
const MAX_NAMED_HOURS = 3;

export function HourlyPanel({ range, className }: { range: TimeRange; className?: string }) {
  const { t } = useTranslation();
  const query = useHourly(range);
  const busiest = query.data ? busiestPoints(hourlyPoints(query.data.hours)) : [];
  const description = query.data
    ? [
        t('overview.hourly.description', {
          timezone: formatTimeZone(query.data.timezone, currentLanguage()),
        }),
        busiest.length === 0
          ? t('overview.hourly.quiet')
          : busiest.length === 1
            ? t('overview.hourly.busiest', { hour: busiest[0]!.label })
            : busiest.length <= MAX_NAMED_HOURS
              ? t('overview.hourly.busiestTie', {
                  hours: new Intl.ListFormat(intlLocale(currentLanguage())).format(
                    busiest.map((point) => point.label),
                  ),
                })
              : t('overview.hourly.even'),
      ].join(' ')
    : undefined;

  return (
    <Panel className={className} title={t('overview.hourly.title')} description={description}>
      {query.data ? (
        <Suspense fallback={chartSkeleton}>
          <HourlyChart hourly={query.data} />
        </Suspense>
      ) : query.isError ? (
        <PanelError onRetry={() => void query.refetch()} />
      ) : (
        chartSkeleton
      )}
    </Panel>
  );
}
