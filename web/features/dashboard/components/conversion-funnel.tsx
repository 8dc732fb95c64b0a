// Touch → clickout → review credited through the funnel, each step with its share of the step
// before (web/lib/funnel-steps.ts). Credits by name or by hand are told beside it. Bars are drawn
// against the widest step so a small review count still shows as a sliver, not nothing.
import { useTranslation } from 'react-i18next';
import type { Overview } from '@common/schemas/analytics';
import { creditsBesideFunnel, funnelSteps } from '../../../lib/funnel-steps';
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
  const beside = creditsBesideFunnel(overview);

  return (
    <Panel
      title={t('overview.funnel.title')}
      description={t('overview.funnel.overall', {
        value: figures.ratio(overview.funnel.touchToReview),
      })}
    >
      <ol className="space-y-4">
        {steps.map((step) => (
          <li key={step.key}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-medium">{t(`overview.funnel.steps.${step.key}`)}</span>
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
      <p className="mt-4 text-xs text-muted-foreground">{t('overview.funnel.reviewsHint')}</p>
      {beside && (
        <p className="mt-2 text-sm">
          {t('overview.funnel.beside', { named: beside.named, manual: beside.manual })}
        </p>
      )}
    </Panel>
  );
}
