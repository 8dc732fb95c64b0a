// Instance-wide figures for the operator: table counts, database size and failing syncs. Reads
// across every business on purpose (the operator runs the instance); names are the only text.
import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  activityEvents,
  businesses,
  clickouts,
  employees,
  reviews,
  syncJobs,
  touches,
  users,
} from '../../db/schema';

const FAILING_BUSINESS_LIMIT = 50;

export async function databaseSizeBytes(db: Database): Promise<number> {
  // pg_database_size answers on PostgreSQL and on PGlite alike (bigint, sent as text).
  const result = (await db.execute(
    sql`select pg_database_size(current_database()) as size`,
  )) as unknown as { rows: { size: string | number }[] };
  return Number(result.rows[0]?.size ?? 0);
}

async function countOf(db: Database, table: PgTable) {
  const [row] = await db.select({ value: count() }).from(table);
  return row?.value ?? 0;
}

export async function tableCounts(db: Database) {
  const [b, u, e, t, c, r, a] = await Promise.all([
    countOf(db, businesses),
    countOf(db, users),
    countOf(db, employees),
    countOf(db, touches),
    countOf(db, clickouts),
    countOf(db, reviews),
    countOf(db, activityEvents),
  ]);
  return {
    businesses: b,
    users: u,
    employees: e,
    touches: t,
    clickouts: c,
    reviews: r,
    activityEvents: a,
  };
}

export async function failingBusinesses(db: Database) {
  return db
    .select({
      businessId: businesses.id,
      name: businesses.name,
      status: businesses.googleIntegrationStatus,
      message: businesses.googleStatusMessage,
      lastSyncedAt: businesses.googleLastSyncedAt,
    })
    .from(businesses)
    .where(inArray(businesses.googleIntegrationStatus, ['expired', 'error']))
    .orderBy(desc(businesses.updatedAt))
    .limit(FAILING_BUSINESS_LIMIT);
}

export async function failedJobsSince(db: Database, since: Date) {
  const [row] = await db
    .select({ value: count() })
    .from(syncJobs)
    .where(and(eq(syncJobs.status, 'failed'), gt(syncJobs.createdAt, since)));
  return row?.value ?? 0;
}
