// Who may see which figures, and the small number rules every endpoint shares.
import type { TimeRange } from '@common/constants';
import type { Database } from '../../db/client';
import { forbidden, notFound } from '../../lib/errors';
import { locationTimeZone } from '../locations/locations.repository';
import type { BusinessScope } from '../scope/scope';
import type { Scope } from './analytics.repository';

export interface AnalyticsContext {
  scope: Scope;
  business: { id: string; slug: string };
  /** The zone days and hours are counted in: the asked location's, else the business's. */
  timeZone: string;
}

/**
 * A manager or admin sees the whole business; an employee only their own figures (docs/product-rules.md §1:
 * nothing about colleagues). An employee session without its employee: 403.
 */
function analyticsContext({ business, own }: BusinessScope): AnalyticsContext {
  if (own.kind === 'none') throw forbidden('forbiddenArea');
  return {
    scope: { businessId: business.id, employeeId: own.kind === 'own' ? own.employeeId : undefined },
    business: { id: business.id, slug: business.slug },
    timeZone: business.timezone,
  };
}

/** What every figure endpoint is asked: a range and, optionally, one location. */
export interface FiguresQuery {
  range: TimeRange;
  locationId?: string | undefined;
}

/**
 * The caller's context narrowed to the asked location (docs/locations.md): one of the business's
 * locations, archived ones too (their history still counts), else 404 as for any other
 * business's row. No location asked: the whole business, or for a manager limited to some
 * locations, those (one outside them is not found either). One location's figures are counted in
 * its own zone (docs/locations.md "Time zones"): every figure reads the context's `timeZone`.
 */
export async function figuresContext(
  db: Database,
  caller: BusinessScope,
  locationId: string | undefined,
): Promise<AnalyticsContext> {
  const context = analyticsContext(caller);
  const allowed = await caller.locations();
  if (locationId === undefined)
    return allowed ? { ...context, scope: { ...context.scope, locationIds: allowed } } : context;
  if (allowed && !allowed.includes(locationId)) throw notFound('locationNotFound');
  const timeZone = await locationTimeZone(db, context.business.id, locationId);
  if (timeZone === null) throw notFound('locationNotFound');
  return { ...context, scope: { ...context.scope, locationIds: [locationId] }, timeZone };
}

/** A share, or null when nothing was there to convert (shown as "–", never 0 %). */
export const ratio = (part: number, whole: number) => (whole === 0 ? null : part / whole);
/**
 * A funnel step's share of the step before, never above 1: a review can be published in the range
 * after a clickout from just before it, and a step must not read as more than the one before.
 */
export const share = (part: number, whole: number) =>
  whole === 0 ? null : Math.min(1, part / whole);

/** Averages to two decimals: enough for "4.67 ★", and stable across engines' float output. */
export const roundedRating = (value: number | null) =>
  value === null ? null : Math.round(value * 100) / 100;
