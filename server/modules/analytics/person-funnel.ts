// The one definition of a funnel's rates (docs/funnel.md "Rates"), for the business, a location
// and each person, on every screen and export: visits -> taps through to Google -> reviews that
// came through the funnel (self confirmed, review request or time window: FUNNEL_MATCHES). Each step is a share of the step
// before, at most 1. Reviews credited from their text or by hand did not come through a visit, so
// they are shown beside the funnel ("+3 from review text"), never inside a rate.
import { share } from './analytics-context';

export interface FunnelCounts {
  touches: number;
  clickouts: number;
  /** Reviews credited through the funnel: self confirmed or in the time window. */
  funnelReviews: number;
}

export interface FunnelRates {
  touchToClickout: number | null;
  clickoutToReview: number | null;
  touchToReview: number | null;
}

export function funnelRates({ touches, clickouts, funnelReviews }: FunnelCounts): FunnelRates {
  return {
    touchToClickout: share(clickouts, touches),
    clickoutToReview: share(funnelReviews, clickouts),
    touchToReview: share(funnelReviews, touches),
  };
}
