// What the reviews list shows (search, rating, match type, employee, date range, page), kept in
// the page's query string so a reload or a shared link comes back to the same list, and the API
// query built from it (GET /api/reviews?q&rating&matchType&employeeId&locationId&from&to&page&pageSize).
import type { z } from 'zod';
import { MATCH_TYPES, type MatchType, type reviewListQuerySchema } from '@common/schemas/reviews';

export interface ReviewFilters {
  /** One review (`?review=`), as an alert mail or a bell item opens it. */
  review: string | null;
  /** As typed; trimmed only when sent. */
  q: string;
  rating: number | null;
  matchType: MatchType | null;
  employeeId: string | null;
  /** One location's reviews (offered once a business has several locations). */
  locationId: string | null;
  /** YYYY-MM-DD or '' (no bound). */
  from: string;
  to: string;
  page: number;
}

/** The triage switch above the list: every review, or only the ones nobody is credited with. */
export const QUICK_VIEWS = ['all', 'unmatched'] as const;
export type QuickView = (typeof QUICK_VIEWS)[number];

export const DEFAULT_REVIEW_FILTERS: ReviewFilters = {
  review: null,
  q: '',
  rating: null,
  matchType: null,
  employeeId: null,
  locationId: null,
  from: '',
  to: '',
  page: 1,
};
export const REVIEW_PAGE_SIZE = 20;
/** The API's limit for q (common/schemas/reviews.ts); longer input is cut, not rejected. */
export const REVIEW_SEARCH_MAX_LENGTH = 200;
export const RATINGS = [1, 2, 3, 4, 5] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isMatchType(value: string | null): value is MatchType {
  return (MATCH_TYPES as readonly (string | null)[]).includes(value);
}

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDay(value: string | null): value is string {
  const match = value ? DAY.exec(value) : null;
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** Filters from a query string; anything unreadable falls back to the default. */
export function readReviewFilters(search: URLSearchParams): ReviewFilters {
  const rating = Number(search.get('rating'));
  const matchType = search.get('matchType');
  const employeeId = search.get('employeeId');
  const locationId = search.get('locationId');
  const from = search.get('from');
  const to = search.get('to');
  const page = Number(search.get('page'));
  const review = search.get('review');
  return {
    review: review && UUID.test(review) ? review : null,
    q: (search.get('q') ?? '').slice(0, REVIEW_SEARCH_MAX_LENGTH),
    rating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : null,
    matchType: isMatchType(matchType) ? matchType : null,
    employeeId: employeeId && UUID.test(employeeId) ? employeeId : null,
    locationId: locationId && UUID.test(locationId) ? locationId : null,
    from: isCalendarDay(from) ? from : '',
    to: isCalendarDay(to) ? to : '',
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query string for filters; defaults are left out so the plain list has a plain address. */
export function reviewFiltersToSearch(filters: ReviewFilters): URLSearchParams {
  const search = new URLSearchParams();
  const q = filters.q.trim();
  if (filters.review) search.set('review', filters.review);
  if (q) search.set('q', q);
  if (filters.rating !== null) search.set('rating', String(filters.rating));
  if (filters.matchType) search.set('matchType', filters.matchType);
  if (filters.employeeId) search.set('employeeId', filters.employeeId);
  if (filters.locationId) search.set('locationId', filters.locationId);
  if (filters.from) search.set('from', filters.from);
  if (filters.to) search.set('to', filters.to);
  if (filters.page !== 1) search.set('page', String(filters.page));
  return search;
}

/** The filters in the form the query cache uses (equal lists, equal keys). */
export function normaliseReviewFilters(filters: ReviewFilters): ReviewFilters {
  return { ...filters, q: filters.q.trim() };
}

/** GET /api/reviews parameters; empty filters are not sent. */
export function reviewQueryParams(filters: ReviewFilters): z.input<typeof reviewListQuerySchema> {
  return {
    id: filters.review ?? undefined,
    q: filters.q.trim() || undefined,
    rating: filters.rating ?? undefined,
    matchType: filters.matchType ?? undefined,
    employeeId: filters.employeeId ?? undefined,
    locationId: filters.locationId ?? undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    page: filters.page,
    pageSize: REVIEW_PAGE_SIZE,
  };
}

/** True when some filter narrows the list (an empty answer is then "no results"). */
export function isReviewFiltered(filters: ReviewFilters): boolean {
  return (
    filters.review !== null ||
    filters.q.trim() !== '' ||
    filters.rating !== null ||
    filters.matchType !== null ||
    filters.employeeId !== null ||
    filters.locationId !== null ||
    filters.from !== '' ||
    filters.to !== ''
  );
}

/** How many of the advanced filters (all but the search and the quick view) are set. */
export function advancedFilterCount(filters: ReviewFilters): number {
  return [
    filters.rating !== null,
    filters.matchType !== null && filters.matchType !== 'unmatched',
    filters.employeeId !== null,
    filters.locationId !== null,
    filters.from !== '',
    filters.to !== '',
  ].filter(Boolean).length;
}

export function quickViewOf(filters: ReviewFilters): QuickView {
  return filters.matchType === 'unmatched' ? 'unmatched' : 'all';
}

/** The filter change a quick view stands for: "Unmatched" is the unmatched match type. */
export function quickViewChange(view: QuickView): Partial<ReviewFilters> {
  return view === 'unmatched' ? { matchType: 'unmatched', employeeId: null } : { matchType: null };
}

function reviewPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / REVIEW_PAGE_SIZE));
}

/** The page to show when `page` is past the end. */
export function clampReviewPage(page: number, total: number): number {
  return Math.min(Math.max(1, page), reviewPageCount(total));
}
