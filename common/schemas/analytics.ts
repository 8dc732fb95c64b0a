// Dashboard figures (docs/http-api.md /api/analytics/*; docs/product-rules.md §2 Dashboard, §3 Activity metrics).
// Ranges end now and reach back 24 hours, 7 days or 30 days; buckets are cut in the business's
// IANA time zone. Funnel counts (touches, clickouts, self confirms) come from the exact hourly
// roll-up; reviews count by their Google publish time, attributed or not unless stated.
import { z } from 'zod';
import { LANGUAGES, TIME_RANGES } from '../constants';

const rangeQuerySchema = z.object({
  range: z.enum(TIME_RANGES).default('7d'),
});

/** The range and, optionally, one location (absent: all the caller may see; docs/locations.md). */
export const figuresQuerySchema = rangeQuerySchema.extend({
  locationId: z.uuid().optional(),
});

/** An export's range and, for a file written for people, its language (docs/exports.md). */
export const exportQuerySchema = figuresQuerySchema.extend({
  lang: z.enum(LANGUAGES).optional(),
});

/** A share between 0 and 1, or null when its denominator is 0 (shown as "–", never as 0 %). */
const ratio = z.number().min(0).nullable();

const funnelCounts = {
  touches: z.number().int(),
  clickouts: z.number().int(),
  selfConfirms: z.number().int(),
  reviews: z.number().int(),
};

export const overviewSchema = z.object({
  range: z.enum(TIME_RANGES),
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
  timezone: z.string(),
  ...funnelCounts,
  /** Reviews in the range credited to an employee (any match type but unmatched). */
  attributedReviews: z.number().int(),
  /**
   * Credited through the funnel: the customer confirmed on the page (self confirmed) or wrote
   * within the window after one employee's clickout (time window). The funnel's last step.
   */
  funnelReviews: z.number().int(),
  /** Credited because the text names the employee; shown beside the funnel, not in it. */
  nameMatchedReviews: z.number().int(),
  /** Credited by a manager by hand; beside the funnel. */
  manualReviews: z.number().int(),
  /** "Confirmed": reviews credited because the customer confirmed on the page (self confirmed). */
  confirmedReviews: z.number().int(),
  /** "Total events": every funnel event of the range: touches + clickouts + self-confirmations. */
  totalEvents: z.number().int(),
  /** Average star rating of the range's reviews; null without reviews. */
  averageRating: z.number().nullable(),
  /** The contract's name for the funnel's rates below; the same values (docs/funnel.md "Rates"). */
  conversion: z.object({
    touchToClickout: ratio,
    clickoutToReview: ratio,
    touchToReview: ratio,
  }),
  /**
   * The funnel's steps as shares of the step before, all per visitor and capped at 1: touches →
   * clickouts → funnel reviews (docs/funnel.md "Rates"). Credits from text or by hand are beside it.
   */
  funnel: z.object({
    touchToClickout: ratio,
    clickoutToReview: ratio,
    touchToReview: ratio,
  }),
  /** All time, not limited to the range. */
  totalReviews: z.number().int(),
  totalClicks: z.number().int(),
});
export type Overview = z.infer<typeof overviewSchema>;

export const timeseriesSchema = z.object({
  range: z.enum(TIME_RANGES),
  timezone: z.string(),
  /** 24h: hours; 7d and 30d: the business's local days (23 or 25 hours across a DST change). */
  bucket: z.enum(['hour', 'day']),
  points: z.array(
    z.object({
      /** The bucket's start, an instant; `label` is its local date or hour for the axis. */
      start: z.iso.datetime({ offset: true }),
      label: z.string(),
      ...funnelCounts,
    }),
  ),
});
export type Timeseries = z.infer<typeof timeseriesSchema>;

/** Activity by local hour of day (0-23) over the range. */
export const hourlySchema = z.object({
  range: z.enum(TIME_RANGES),
  timezone: z.string(),
  hours: z.array(
    z.object({
      hour: z.number().int().min(0).max(23),
      touches: z.number().int(),
      clickouts: z.number().int(),
      reviews: z.number().int(),
    }),
  ),
});
export type Hourly = z.infer<typeof hourlySchema>;

const employeePerformanceSchema = z.object({
  employeeId: z.uuid(),
  name: z.string(),
  isActive: z.boolean(),
  ...funnelCounts,
  /** Of `reviews`, those credited through the funnel (self confirmed, review request or time window: FUNNEL_MATCHES). */
  funnelReviews: z.number().int(),
  /** Credited because the review's text names them, and by a manager's hand: beside the funnel. */
  textCredits: z.number().int(),
  manualCredits: z.number().int(),
  averageRating: z.number().nullable(),
  /** The funnel's rates (docs/funnel.md "Rates"): shares of the step before, at most 1. */
  touchToClickout: ratio,
  clickoutToReview: ratio,
  touchToReview: ratio,
});
export type EmployeePerformance = z.infer<typeof employeePerformanceSchema>;

export const employeePerformanceListSchema = z.object({
  range: z.enum(TIME_RANGES),
  items: z.array(employeePerformanceSchema),
  total: z.number().int(),
});

/**
 * Recognition, not a quota: ranked by the 4- and 5-star reviews credited to each (`reviews`, and
 * `averageRating` is theirs: a complaint never shows on the board), then rating, then conversion
 * (at most 1, docs/funnel.md "Rates").
 */
export const leaderboardSchema = z.object({
  range: z.enum(TIME_RANGES),
  items: z.array(
    z.object({
      rank: z.number().int().min(1),
      employeeId: z.uuid(),
      name: z.string(),
      reviews: z.number().int(),
      averageRating: z.number().nullable(),
      conversion: ratio,
    }),
  ),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

/**
 * The figures of each location for the range (docs/locations.md): the open ones, and archived
 * ones with activity in the range. An employee gets their own figures at each location.
 */
export const locationFiguresSchema = z.object({
  range: z.enum(TIME_RANGES),
  items: z.array(
    z.object({
      locationId: z.uuid(),
      number: z.number().int().min(1),
      name: z.string(),
      archived: z.boolean(),
      touches: z.number().int(),
      clickouts: z.number().int(),
      reviews: z.number().int(),
      attributedReviews: z.number().int(),
      /** Credited reviews over all reviews of the location; null without reviews. */
      creditedShare: ratio,
      averageRating: z.number().nullable(),
    }),
  ),
});
export type LocationFigures = z.infer<typeof locationFiguresSchema>;
