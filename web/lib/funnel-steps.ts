// The funnel as the dashboards draw it (docs/funnel.md): touches → clickouts → reviews credited
// through the funnel (self confirmed or time window). Name matches and manual credits are not
// funnel steps; they are shown beside it. Shares come from the server, each capped at 100 %, and
// are unknown ("–", never 0 %) when the step before is empty.
import type { Overview } from '@common/schemas/analytics';

type FunnelStepKey = 'touches' | 'clickouts' | 'reviews';

export interface FunnelStep {
  key: FunnelStepKey;
  count: number;
  /** Share of the step before; null for the first step or an empty step before. */
  fromPrevious: number | null;
  /** Width of the step's bar against the widest step, 0 to 1. */
  width: number;
}

export type FunnelFigures = Pick<
  Overview,
  'touches' | 'clickouts' | 'funnelReviews' | 'funnel' | 'nameMatchedReviews' | 'manualReviews'
>;

export function funnelSteps(overview: FunnelFigures): FunnelStep[] {
  const counts: [FunnelStepKey, number][] = [
    ['touches', overview.touches],
    ['clickouts', overview.clickouts],
    ['reviews', overview.funnelReviews],
  ];
  const widest = Math.max(...counts.map(([, count]) => count), 0);
  const shares = [null, overview.funnel.touchToClickout, overview.funnel.clickoutToReview];
  return counts.map(([key, count], index) => ({
    key,
    count,
    fromPrevious: shares[index] ?? null,
    width: widest > 0 ? count / widest : 0,
  }));
}

/** Credits that did not come through the funnel, for the line beside it; null when none. */
export function creditsBesideFunnel(overview: FunnelFigures) {
  const { nameMatchedReviews: named, manualReviews: manual } = overview;
  return named + manual === 0 ? null : { named, manual };
}
