// The visitor funnel's writes. Each public request is ONE prepared statement (funnel-sql.ts):
// find the employee by slug, apply the dedup rule, insert the funnel row, its activity event, its
// hourly roll-up and its NOTIFY. One statement means one round trip and one commit, and the page
// is answered only after that commit (DESIGN §8: nothing acknowledged is ever lost).
// Dedup reads and the insert share a statement but not a lock: two requests of one visitor within
// the same millisecond could both count. Real repeats (reloads, double taps) are far slower.
import { and, eq, isNull } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../db/client';
import { businesses, employees, type TouchSource } from '../../db/schema';
import { CLICKOUT_SQL, CONFIRM_SQL, TOUCH_SQL } from './funnel-sql';

export interface PublicEmployeeRow {
  employeeId: string;
  businessId: string;
  employeeName: string;
  businessName: string;
  googleReviewUrl: string | null;
  googlePlaceId: string | null;
}

interface RawEmployee {
  id: string;
  business_id: string;
  name: string;
  business_name: string;
  google_review_url: string | null;
  google_place_id: string | null;
}

/** node-postgres prepares a named statement once per connection (STACK-NOTES 8: ~1.6x faster). */
async function run<T>(database: DatabaseHandle, name: string, text: string, values: unknown[]) {
  if (database.engine.kind === 'postgres') {
    return (await database.engine.pool.query({ name, text, values })).rows as T[];
  }
  return (await database.engine.client.query<T>(text, values)).rows;
}

const toEmployee = (row: RawEmployee): PublicEmployeeRow => ({
  employeeId: row.id,
  businessId: row.business_id,
  employeeName: row.name,
  businessName: row.business_name,
  googleReviewUrl: row.google_review_url,
  googlePlaceId: row.google_place_id,
});

const idOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

export interface TouchInput {
  slug: string;
  visitorKey: string;
  source: TouchSource;
  record: boolean;
  dedupWindowMs: number;
}

/**
 * The employee behind the slug (null: no public page), the touch recorded now (null when not
 * recorded: a bot, a HEAD, a repeat) and whether this visitor already went on to Google today
 * (the visitor key changes daily, so "today" is as far back as we can recognise them).
 */
export async function recordTouch(database: DatabaseHandle, input: TouchInput) {
  const [row] = await run<RawEmployee & { touch_id: unknown; has_clickout: boolean }>(
    database,
    'rt_public_touch',
    TOUCH_SQL,
    [input.slug, input.visitorKey, input.source, input.record, input.dedupWindowMs],
  );
  if (!row) return null;
  return { ...toEmployee(row), touchId: idOrNull(row.touch_id), hasClickout: row.has_clickout };
}

export interface ClickoutInput {
  slug: string;
  visitorKey: string;
  record: boolean;
  touchWindowMs: number;
  doubleTapWindowMs: number;
}

export async function recordClickout(database: DatabaseHandle, input: ClickoutInput) {
  const [row] = await run<RawEmployee & { clickout_id: unknown }>(
    database,
    'rt_public_clickout',
    CLICKOUT_SQL,
    [input.slug, input.visitorKey, input.record, input.touchWindowMs, input.doubleTapWindowMs],
  );
  if (!row) return null;
  return { ...toEmployee(row), clickoutId: idOrNull(row.clickout_id) };
}

export interface ConfirmationInput {
  slug: string;
  visitorKey: string;
  reviewerName: string;
  maxPerDay: number;
}

/** Null: no such page. confirmationId null: the visitor's daily cap was reached. */
export async function recordConfirmation(database: DatabaseHandle, input: ConfirmationInput) {
  const [row] = await run<RawEmployee & { confirmation_id: unknown }>(
    database,
    'rt_public_confirm',
    CONFIRM_SQL,
    [input.slug, input.visitorKey, input.reviewerName, input.maxPerDay],
  );
  if (!row) return null;
  return { ...toEmployee(row), confirmationId: idOrNull(row.confirmation_id) };
}

/** Read-only lookup for pages that record nothing (the QR page, a form sent back with errors). */
export async function findPublicEmployee(
  db: Database,
  slug: string,
): Promise<PublicEmployeeRow | null> {
  const [row] = await db
    .select({
      employeeId: employees.id,
      businessId: employees.businessId,
      employeeName: employees.name,
      businessName: businesses.name,
      googleReviewUrl: businesses.googleReviewUrl,
      googlePlaceId: businesses.googlePlaceId,
    })
    .from(employees)
    .innerJoin(businesses, eq(businesses.id, employees.businessId))
    .where(and(eq(employees.slug, slug), eq(employees.isActive, true), isNull(employees.deletedAt)))
    .limit(1);
  return row ?? null;
}
