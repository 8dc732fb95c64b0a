// Touch → clickout → review, each step with its share of the step before. Bars are drawn
// against the widest step so a small review count still shows as a sliver, not nothing.
import { useTranslation } from 'react-i18next';
import type { Overview } from '@common/schemas/analytics';
import { funnelSteps } from '../lib/chart-data';
import { useFigures } from '../hooks/use-figures';
import { Panel } from './panel';

const BAR_COLOURS = {
  touches: 'bg-primary',
  clickouts: 'bg-warning',
  reviews: 'bg-success',
} as const;

export function ConversionFunnel({ overview }: { overview: Overview }) {
  const { t } = useTranslation();
  const figures = useFigures();
  const steps = funnelSteps(overview);

  return (
    <Panel
      title={t('overview.funnel.title')}
      description={t('overview.funnel.overall', {
        value: figures.ratio(overview.conversion.touchToReview),
      })}
    >
      <ol className="space-y-4">
        {steps.map((step) => (
          <li key={step.key}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-medium">{t(`overview.metrics.${step.key}`)}</span>
              <span className="font-semibold tabular-nums">{figures.count(step.count)}</span>
            </div>
            <div aria-hidden="true" className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-muted">
              <div
                className={`h-full rounded-full ${BAR_COLOURS[step.key]}`}
                style={{ width: `${Math.max(step.width * 100, step.count > 0 ? 2 : 0)}%` }}
              />
            </div>
            <p className="mt-1 text-xs text-muted-foreground">
              {step.key === 'touches'
                ? t('overview.funnel.start')
                : t('overview.funnel.fromPrevious', { value: figures.ratio(step.fromPrevious) })}
            </p>
          </li>
        ))}
      </ol>
    </Panel>
  );
}
