// The employee's own funnel, touch -> clickout -> review, as bar widths and shares. A share whose
// denominator is 0 is unknown ("–"), never 0 % (common/schemas/analytics.ts).
import type { Overview } from '@common/schemas/analytics';

export type FunnelStepKey = 'touches' | 'clickouts' | 'reviews';

export interface FunnelStep {
  key: FunnelStepKey;
  count: number;
  /** Bar width in percent of the widest step, 0-100. */
  width: number;
  /** Share of the step before (null for the first step or an empty step before). */
  fromPrevious: number | null;
}

export function funnelSteps(
  overview: Pick<Overview, 'touches' | 'clickouts' | 'reviews' | 'conversion'>,
): FunnelStep[] {
  const counts: [FunnelStepKey, number][] = [
    ['touches', overview.touches],
    ['clickouts', overview.clickouts],
    ['reviews', overview.reviews],
  ];
  const widest = Math.max(...counts.map(([, count]) => count), 0);
  const shares = [
    null,
    overview.conversion.touchToClickout,
    overview.conversion.clickoutToReview,
  ] as const;
  return counts.map(([key, count], index) => ({
    key,
    count,
    width: widest === 0 ? 0 : Math.round((count / widest) * 100),
    fromPrevious: shares[index] ?? null,
  }));
}

/** "42 %" in the interface locale, or "–" for an unknown share. */
export function formatShare(share: number | null, locale: string): string {
  if (share === null || !Number.isFinite(share)) return '–';
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(
    share,
  );
}

/** "4.6" / "4,6", or "–" without reviews. */
export function formatRating(rating: number | null, locale: string): string {
  if (rating === null || !Number.isFinite(rating)) return '–';
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(rating);
}
