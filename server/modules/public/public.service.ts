// Rules of the visitor funnel (docs/http-api.md): who counts (people, not bots or previews; once per
// visitor and employee per 30 minutes, page opens and taps alike), where a
// clickout leads, and how often one visitor may confirm a review.
import { TOUCH_DEDUP_WINDOW_MS } from '@common/constants';
import type { Database, DatabaseHandle } from '../../db/client';
import type { TouchSource } from '@common/schemas/funnel';
import { AppError, rateLimited } from '../../lib/errors';
import { isAutomatedVisitor } from '../../lib/bots';
import * as repo from './public.repository';
import { addressKey, previousVisitorKey, secondsUntilNextKey, visitorKey } from './visitor-key';
import { reviewUrlOf } from '@common/google-url';

/** Two taps on the review link within this window are one clickout. */
export const CLICKOUT_DEDUP_WINDOW_MS = TOUCH_DEDUP_WINDOW_MS;
/** One visitor's self-confirmations per day (their visitor key lives one UTC day). */
const MAX_CONFIRMATIONS_PER_DAY = 5;

export interface Visitor {
  key: string;
  /** The same visitor's key of the day before: a confirmation looks back 24 hours. */
  previousKey: string;
  /** The address alone (any user agent). */
  addressKey: string;
  /** A bot or a link preview: served, never counted. */
  automated: boolean;
  /** Signed in to this app: their business's pages are served but never counted. */
  staffBusinessId: string | null;
}

export function identifyVisitor(
  secret: string,
  request: { ip: string; userAgent: string | undefined; staffBusinessId?: string | null },
  now = new Date(),
): Visitor {
  const userAgent = request.userAgent ?? '';
  return {
    key: visitorKey(secret, request.ip, userAgent, now),
    previousKey: previousVisitorKey(secret, request.ip, userAgent, now),
    addressKey: addressKey(secret, request.ip, now),
    automated: isAutomatedVisitor(request.userAgent),
    staffBusinessId: request.staffBusinessId ?? null,
  };
}

/** Customers see the first name only; the surname stays with the business. */
function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/u)[0] || fullName;
}

const employeeNotFound = () => new AppError('EMPLOYEE_NOT_FOUND', 'employeeNotFound');

const sameName = (a: string, b: string) =>
  a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

function present(row: repo.PublicEmployeeRow) {
  return {
    // "Salon Lepota · Jug" where the business has several locations (docs/locations.md); a
    // location named like the business (the first one, by default) is not named twice.
    businessName:
      row.locationName && !sameName(row.locationName, row.businessName)
        ? `${row.businessName} · ${row.locationName}`
        : row.businessName,
    // An inactive card speaks for the business: the person has left.
    firstName: row.active ? firstName(row.employeeName) : null,
    active: row.active,
    reviewUrl: reviewUrlOf(row),
    privacyText: row.privacyText,
  };
}

export type PublicEmployee = ReturnType<typeof present>;

export interface Visit {
  slug: string;
  /** The card's location number (?l=); null: none given. */
  location: number | null;
  visitor: Visitor;
  /** False for HEAD and for pages that are not a visit (the thank-you after a confirmation). */
  countable: boolean;
}

/** Who is visiting and whether they may count, as the funnel statement reads it. */
const counting = (visit: Visit) => ({
  visitorKey: visit.visitor.key,
  addressKey: visit.visitor.addressKey,
  staffBusinessId: visit.visitor.staffBusinessId,
  record: visit.countable && !visit.visitor.automated,
});

/**
 * Serves /e/{slug}; records the touch in the statement that looks the employee up (shared with
 * the concurrent requests of its batch). Throws 404 for no public page.
 */
export async function openPublicPage(database: DatabaseHandle, visit: Visit, source: TouchSource) {
  const row = await repo.recordTouch(database, {
    slug: visit.slug,
    location: visit.location,
    ...counting(visit),
    source,
    dedupWindowMs: TOUCH_DEDUP_WINDOW_MS,
  });
  if (!row) throw employeeNotFound();
  return { ...present(row), touchId: row.touchId, hasClickout: row.hasClickout };
}

/** Records the clickout (linked to the visitor's touch) and says where to send the visitor. */
export async function clickThrough(database: DatabaseHandle, visit: Visit) {
  const row = await repo.recordClickout(database, {
    slug: visit.slug,
    location: visit.location,
    ...counting(visit),
    touchWindowMs: TOUCH_DEDUP_WINDOW_MS,
    // The same rule as touches (docs/funnel.md): a visitor counts once per employee per 30
    // minutes at each step, so no step can exceed the one before it.
    dedupWindowMs: CLICKOUT_DEDUP_WINDOW_MS,
  });
  if (!row) throw employeeNotFound();
  return { ...present(row), clickoutId: row.clickoutId };
}

/** Stores "I left a review, my Google name is …", linked to the visitor's latest clickout. */
export async function confirmReview(
  database: DatabaseHandle,
  input: { slug: string; visitor: Visitor; reviewerName: string },
) {
  const row = await repo.recordConfirmation(database, {
    slug: input.slug,
    visitorKey: input.visitor.key,
    previousVisitorKey: input.visitor.previousKey,
    reviewerName: input.reviewerName,
    maxPerDay: MAX_CONFIRMATIONS_PER_DAY,
  });
  if (!row) throw employeeNotFound();
  if (row.confirmationId === null) throw rateLimited(secondsUntilNextKey());
  return { id: row.confirmationId };
}

/** The employee behind a slug, recording nothing (QR page, form sent back). */
export async function showPublicEmployee(database: DatabaseHandle, slug: string) {
  const row = await repo.findPublicEmployee(database.db, slug);
  if (!row) throw employeeNotFound();
  return present(row);
}

/** Writes the touches and clickouts still queued and refuses more: before the database closes. */
export function closeFunnel(database: DatabaseHandle) {
  return repo.closeFunnelWriter(database);
}

/** Drops confirmation quotas whose day is over (hourly housekeeping). */
export function pruneQuotas(db: Database) {
  return repo.deleteStaleQuotas(db);
}
