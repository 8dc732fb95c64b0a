// The employee's own figures for a chosen range (docs/product-rules.md §9 time windows): cards, then the funnel
// from scan to review. They follow live events through the RealtimeProvider's invalidations.
import { useState } from 'react';
import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Overview } from '@common/schemas/analytics';
import { TIME_RANGES, type TimeRange } from '@common/constants';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import { intlLocale } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useOwnOverview } from '../api/get-own-overview';
import { useOwnRank } from '../api/get-own-rank';
import { creditsBesideFunnel, funnelSteps } from '../../../lib/funnel-steps';
import { formatRating, formatShare } from '../lib/funnel';

export function OwnFigures() {
  const { t } = useTranslation();
  const [range, setRange] = useState<TimeRange>('7d');
  const query = useOwnOverview(range);
  const locale = intlLocale(currentLanguage());
  const numbers = new Intl.NumberFormat(locale);
  const overview = query.data;

  const cards = overview
    ? [
        { key: 'touches', value: numbers.format(overview.touches) } as const,
        { key: 'clickouts', value: numbers.format(overview.clickouts) } as const,
        { key: 'reviews', value: numbers.format(overview.reviews) } as const,
        { key: 'rating', value: formatRating(overview.averageRating, locale) } as const,
        {
          key: 'conversion',
          value: formatShare(overview.conversion.touchToReview, locale),
        } as const,
      ]
    : [];

  return (
    <section aria-labelledby="own-figures-title" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 id="own-figures-title" className="text-lg font-semibold">
          {t('employeeHome.figures.title')}
        </h2>
        <SegmentedControl
          legend={t('employeeHome.figures.range')}
          value={range}
          options={TIME_RANGES.map((value) => ({
            value,
            label: t(`employeeHome.figures.ranges.${value}`),
          }))}
          onChange={setRange}
          className="w-full sm:w-auto"
        />
      </div>

      <OwnRank range={range} />

      {query.isError && !overview ? (
        <div className="space-y-3">
          <Alert>{t('employeeHome.figures.loadFailed')}</Alert>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {t('employeeHome.figures.retry')}
          </Button>
        </div>
      ) : !overview ? (
        <p className="text-sm text-muted-foreground">{t('employeeHome.figures.loading')}</p>
      ) : (
        <div aria-busy={query.isFetching} className="space-y-4">
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            {cards.map((card) => (
              <div key={card.key} className="min-w-0 rounded-2xl border bg-card p-4 shadow-sm">
                <dt className="text-sm text-muted-foreground">
                  {t(`employeeHome.figures.cards.${card.key}`)}
                </dt>
                <dd className="mt-1 text-2xl font-bold tabular-nums">{card.value}</dd>
              </div>
            ))}
          </dl>
          <div className="rounded-2xl border bg-card p-5 shadow-sm">
            <h3 className="font-semibold">{t('employeeHome.funnel.title')}</h3>
            <ol className="mt-4 space-y-3">
              {funnelSteps(overview).map((step) => (
                <li key={step.key}>
                  <div className="flex items-baseline justify-between gap-2 text-sm">
                    <span className="font-medium">
                      {t(`employeeHome.funnel.steps.${step.key}`)}
                    </span>
                    <span className="text-muted-foreground tabular-nums">
                      {numbers.format(step.count)}
                      {step.key !== 'touches' &&
                        ` · ${t('employeeHome.funnel.share', {
                          share: formatShare(step.fromPrevious, locale),
                        })}`}
                    </span>
                  </div>
                  <div aria-hidden="true" className="mt-1.5 h-2.5 rounded-full bg-muted">
                    <div
                      className="h-full rounded-full bg-primary transition-[width] duration-500 motion-reduce:transition-none"
                      style={{ width: `${Math.round(step.width * 100)}%` }}
                    />
                  </div>
                </li>
              ))}
            </ol>
            <BesideFunnel overview={overview} />
          </div>
        </div>
      )}
    </section>
  );
}

/** Credits that did not come through the page: named in the text, or given by a manager. */
function BesideFunnel({ overview }: { overview: Overview }) {
  const { t } = useTranslation();
  const beside = creditsBesideFunnel(overview);
  if (!beside) return null;
  return (
    <p className="mt-4 text-sm text-muted-foreground">
      {t('overview.funnel.beside', { named: beside.named, manual: beside.manual })}
    </p>
  );
}

/**
 * Her place on the thank-you board for the range, first thing on the phone: recognition, so a
 * place is named only once she has a 4- or 5-star review; before that, what puts her there.
 */
function OwnRank({ range }: { range: TimeRange }) {
  const { data: entry } = useOwnRank(range);
  return entry === undefined ? null : <RankLine entry={entry} />;
}

export function RankLine({ entry }: { entry: { rank: number; reviews: number } | null }) {
  const { t } = useTranslation();
  return (
    <p className="flex items-center gap-3 rounded-2xl border bg-primary-soft/50 p-4 text-sm font-medium">
      <Trophy aria-hidden="true" className="size-5 shrink-0 text-primary" />
      {entry && entry.reviews > 0
        ? t('employeeHome.figures.rank', { rank: entry.rank, count: entry.reviews })
        : t('employeeHome.figures.notRanked')}
    </p>
  );
}
