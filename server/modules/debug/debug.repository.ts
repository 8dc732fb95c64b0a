// SQL of the developer-only debug API. Each table of the query tool has an explicit, secret-free
// column list and a tenant filter on the caller's business: no `select *`, so a column added
// later (a token, a key) never leaks through here by accident.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { QUERY_TOOL_ROW_LIMIT } from '@common/constants';
import type { DebugTable } from '@common/schemas/debug';
import type { Database } from '../../db/client';
import { MIGRATIONS_FOLDER } from '../../lib/paths';
import {
  businesses,
  clickouts,
  employeeCredentials,
  employees,
  reviews,
  touches,
  users,
} from '../../db/schema';

export interface TableSpec {
  from: PgTable;
  /** Output name (the database column name) -> column. */
  columns: Record<string, PgColumn>;
  /** The column compared with the caller's business, as the database names it. */
  filterColumn: string;
  where: (businessId: string) => SQL;
  orderBy: PgColumn;
  /** Columns of the table the tool never returns (secrets and hashes). */
  hidden: string[];
  /** Set when the table reaches the business through another one. */
  join?: { table: PgTable; on: SQL };
}

export const TABLE_SPECS: Record<DebugTable, TableSpec> = {
  users: {
    from: users,
    columns: {
      id: users.id,
      email: users.email,
      role: users.role,
      business_id: users.businessId,
      employee_id: users.employeeId,
      employee_name: users.employeeName,
      is_employee: users.isEmployee,
      is_active: users.isActive,
      created_at: users.createdAt,
    },
    filterColumn: 'business_id',
    where: (businessId) => eq(users.businessId, businessId),
    orderBy: users.createdAt,
    hidden: ['auth_user_id'],
  },
  businesses: {
    from: businesses,
    columns: {
      id: businesses.id,
      name: businesses.name,
      slug: businesses.slug,
      timezone: businesses.timezone,
      google_place_id: businesses.googlePlaceId,
      google_integration_status: businesses.googleIntegrationStatus,
      connection_type: businesses.connectionType,
      google_last_synced_at: businesses.googleLastSyncedAt,
      attribution_window_minutes: businesses.attributionWindowMinutes,
      created_at: businesses.createdAt,
    },
    filterColumn: 'id',
    where: (businessId) => eq(businesses.id, businessId),
    orderBy: businesses.createdAt,
    hidden: ['google_api_key', 'google_oauth', 'google_account_id', 'google_location_id'],
  },
  employees: {
    from: employees,
    columns: {
      id: employees.id,
      business_id: employees.businessId,
      name: employees.name,
      aliases: employees.aliases,
      code: employees.code,
      slug: employees.slug,
      is_active: employees.isActive,
      deleted_at: employees.deletedAt,
      created_at: employees.createdAt,
    },
    filterColumn: 'business_id',
    where: (businessId) => eq(employees.businessId, businessId),
    orderBy: employees.createdAt,
    hidden: [],
  },
  employee_credentials: {
    from: employeeCredentials,
    columns: {
      id: employeeCredentials.id,
      employee_id: employeeCredentials.employeeId,
      username: employeeCredentials.username,
      is_active: employeeCredentials.isActive,
      created_at: employeeCredentials.createdAt,
      updated_at: employeeCredentials.updatedAt,
    },
    filterColumn: 'employees.business_id',
    join: { table: employees, on: eq(employees.id, employeeCredentials.employeeId) },
    where: (businessId) => eq(employees.businessId, businessId),
    orderBy: employeeCredentials.createdAt,
    hidden: ['password_hash'],
  },
  touches: {
    from: touches,
    columns: {
      id: touches.id,
      business_id: touches.businessId,
      employee_id: touches.employeeId,
      source: touches.source,
      is_bot: touches.isBot,
      created_at: touches.createdAt,
    },
    filterColumn: 'business_id',
    where: (businessId) => eq(touches.businessId, businessId),
    orderBy: touches.createdAt,
    hidden: ['visitor_key'],
  },
  clickouts: {
    from: clickouts,
    columns: {
      id: clickouts.id,
      business_id: clickouts.businessId,
      employee_id: clickouts.employeeId,
      touch_id: clickouts.touchId,
      created_at: clickouts.createdAt,
    },
    filterColumn: 'business_id',
    where: (businessId) => eq(clickouts.businessId, businessId),
    orderBy: clickouts.createdAt,
    hidden: ['visitor_key'],
  },
  reviews: {
    from: reviews,
    columns: {
      id: reviews.id,
      business_id: reviews.businessId,
      external_id: reviews.externalId,
      author_name: reviews.authorName,
      rating: reviews.rating,
      published_at: reviews.publishedAt,
      employee_id: reviews.employeeId,
      match_type: reviews.matchType,
      match_confidence: reviews.matchConfidence,
      imported_at: reviews.importedAt,
    },
    filterColumn: 'business_id',
    where: (businessId) => eq(reviews.businessId, businessId),
    orderBy: reviews.publishedAt,
    hidden: [],
  },
};

/** At most QUERY_TOOL_ROW_LIMIT rows of the table, newest first, of the business only. */
export async function selectSafeRows(
  db: Database,
  table: DebugTable,
  businessId: string,
): Promise<Record<string, unknown>[]> {
  const spec = TABLE_SPECS[table];
  const base = db.select(spec.columns).from(spec.from);
  const joined = spec.join ? base.innerJoin(spec.join.table, spec.join.on) : base;
  return joined
    .where(spec.where(businessId))
    .orderBy(desc(spec.orderBy))
    .limit(QUERY_TOOL_ROW_LIMIT);
}

export async function businessExists(db: Database, businessId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .limit(1);
  return row !== undefined;
}

/** Migrations listed in the committed journal. */
export async function journalMigrationCount(): Promise<number> {
  const text = await readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8');
  const journal = JSON.parse(text) as { entries?: unknown[] };
  return journal.entries?.length ?? 0;
}

/** Migrations the database records as applied (drizzle's own bookkeeping table). */
export async function appliedMigrationCount(db: Database): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { count: number }[] };
  return Number(result.rows[0]?.count ?? 0);
}
