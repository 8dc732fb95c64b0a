// Rows for the CSV exports, read in keyset batches so a year of reviews or events is never held
// in memory. The cursor keeps the timestamp as PostgreSQL's own text: a JS Date has only
// milliseconds, and a row at .123456 would be read twice after a cursor of .123.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { MatchType } from '../../db/schema';
import { locationsWhere } from '../analytics/analytics.repository';
import { staffOf } from '../activity/activity.repository';

export const BATCH_SIZE = 1000;

export interface Window {
  from: Date;
  to: Date;
}

export interface Cursor {
  at: string;
  id: string;
}

const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

async function rowsOf<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Every employee of the business, deleted ones too: old reviews still name them. */
export async function employeeNames(db: Database, businessId: string) {
  const rows = await rowsOf<{ id: string; name: string }>(
    db,
    sql`select id, name from employees where business_id = ${businessId}`,
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}

export interface ReviewExportRow {
  id: string;
  cursor: string;
  /** Epoch milliseconds (both drivers read float8 as a number; timestamps they read differently). */
  publishedAt: number;
  authorName: string | null;
  isAnonymous: boolean;
  rating: number;
  text: string | null;
  employeeId: string | null;
  matchType: MatchType;
  matchConfidence: number | null;
  matchEvidence: Record<string, unknown> | null;
  matchedByEmail: string | null;
  matchedAt: number | null;
  replyText: string | null;
  locationId: string;
}

/** Oldest first, within the business and the window, after the cursor. */
export function reviewBatch(
  db: Database,
  scope: { businessId: string; locationIds?: string[] | undefined },
  window: Window,
  after?: Cursor,
) {
  return rowsOf<ReviewExportRow>(
    db,
    sql`select r.id as "id", r.published_at::text as "cursor", (extract(epoch from r.published_at) * 1000)::float8 as "publishedAt",
          r.author_name as "authorName", r.is_anonymous as "isAnonymous", r.rating::int as "rating",
          r.text as "text", r.employee_id as "employeeId", r.match_type as "matchType",
          r.match_confidence::float8 as "matchConfidence", r.match_evidence as "matchEvidence",
          u.email as "matchedByEmail", (extract(epoch from r.matched_at) * 1000)::float8 as "matchedAt", r.reply_text as "replyText",
          r.location_id as "locationId"
        from reviews r left join users u on u.id = r.matched_by
        where r.business_id = ${scope.businessId} ${locationsWhere(scope, sql`r.location_id`)}
          and r.published_at >= ${at(window.from)} and r.published_at <= ${at(window.to)}
          ${after ? sql`and (r.published_at, r.id) > (${after.at}::timestamptz, ${after.id}::uuid)` : sql``}
        order by r.published_at, r.id
        limit ${BATCH_SIZE}`,
  );
}

export interface ActivityExportRow {
  id: string;
  cursor: string;
  createdAt: number;
  type: string;
  employeeId: string | null;
  payload: Record<string, unknown> | null;
}

export function activityBatch(
  db: Database,
  scope: { businessId: string; locationIds?: string[] | undefined },
  window: Window,
  after?: Cursor,
) {
  const { businessId } = scope;
  return rowsOf<ActivityExportRow>(
    db,
    sql`select a.id::text as "id", a.created_at::text as "cursor", (extract(epoch from a.created_at) * 1000)::float8 as "createdAt",
          a.type as "type", a.employee_id as "employeeId", a.payload as "payload"
        from activity_events a
        where a.business_id = ${businessId}
          ${
            // The feed's rule: an event of one location by that location, else by its employee.
            scope.locationIds
              ? sql`and ${staffOf(scope.locationIds, {
                  locationId: sql`a.location_id`,
                  employeeId: sql`a.employee_id`,
                })}`
              : sql``
          }
          and a.created_at >= ${at(window.from)} and a.created_at <= ${at(window.to)}
          ${after ? sql`and (a.created_at, a.id) > (${after.at}::timestamptz, ${after.id}::bigint)` : sql``}
        order by a.created_at, a.id
        limit ${BATCH_SIZE}`,
  );
}

/**
 * The business's location names by id, when it has more than one location (archived ones too:
 * their reviews stay); null for a business with one, whose exports have no location column.
 */
export async function locationNamesIfSeveral(db: Database, businessId: string) {
  const rows = await rowsOf<{ id: string; name: string }>(
    db,
    sql`select id, name from locations where business_id = ${businessId} order by number`,
  );
  return rows.length > 1 ? new Map(rows.map((r) => [r.id, r.name])) : null;
}
