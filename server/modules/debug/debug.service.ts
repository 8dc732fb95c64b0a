// The developer-only debug API (docs/product-rules.md §2 debug panels): server checks, the query tool and a static
// description of the tenant filter. Everything is about the caller's own business.
import { QUERY_TOOL_ROW_LIMIT, TEST_TABLES } from '@common/constants';
import { ACTIONS, RESOURCES, hasPermission, permissionsOf } from '@common/policy';
import type {
  DebugAuthResponse,
  DebugCell,
  DebugCheck,
  DebugPoliciesResponse,
  DebugQueryResponse,
  DebugTable,
  DebugTestsResponse,
} from '@common/schemas/debug';
import type { DatabaseHandle } from '../../db/client';
import type { AuthContext } from '../auth/session.service';
import type { BusinessScope, Scope } from '../scope/scope';
import * as repo from './debug.repository';

const PING_TIMEOUT_MS = 1500;

async function timed(
  name: DebugCheck['name'],
  run: () => Promise<{ ok: boolean; detail: string }>,
): Promise<DebugCheck> {
  const started = performance.now();
  let outcome: { ok: boolean; detail: string };
  try {
    outcome = await run();
  } catch (error) {
    // The message of a failed check is for the developer; it names no secret (no connection
    // string: the drivers' errors carry the query, not the URL).
    outcome = { ok: false, detail: error instanceof Error ? error.message : 'failed' };
  }
  const durationMs = Math.round((performance.now() - started) * 10) / 10;
  return { name, ...outcome, durationMs };
}

export async function runTests(
  database: DatabaseHandle,
  scope: Scope,
  environment: string,
): Promise<DebugTestsResponse> {
  const { businessId } = scope;
  const checks = [
    await timed('database', async () => {
      await database.ping(PING_TIMEOUT_MS);
      return { ok: true, detail: `${database.driver} answered` };
    }),
    await timed('migrations', async () => {
      const [expected, applied] = await Promise.all([
        repo.journalMigrationCount(),
        repo.appliedMigrationCount(database.db),
      ]);
      return { ok: applied >= expected, detail: `${applied} of ${expected} applied` };
    }),
    await timed('business', async () => {
      if (!businessId) return { ok: false, detail: 'no business connected' };
      const found = await repo.businessExists(database.db, businessId);
      return { ok: found, detail: found ? 'business found' : 'business missing' };
    }),
    await timed('permissions', async () => {
      const count = permissionsOf(scope.viewer.role).length;
      return { ok: count > 0, detail: `${scope.viewer.role}: ${count} permissions` };
    }),
  ];
  return {
    ranAt: new Date().toISOString(),
    environment,
    role: scope.viewer.role,
    businessId: scope.businessId,
    checks,
    permissions: RESOURCES.flatMap((resource) =>
      ACTIONS.map((action) => ({
        resource,
        action,
        allowed: hasPermission(scope.viewer.role, resource, action),
      })),
    ),
  };
}

function toCell(value: unknown): DebugCell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return value;
  }
  return JSON.stringify(value);
}

export async function queryTable(
  database: DatabaseHandle,
  scope: BusinessScope,
  table: DebugTable,
): Promise<DebugQueryResponse> {
  const columns = Object.keys(repo.TABLE_SPECS[table].columns);
  const rows = await repo.selectSafeRows(database.db, table, scope.businessId);
  return {
    table,
    columns,
    rows: rows
      .slice(0, QUERY_TOOL_ROW_LIMIT)
      .map((row) => Object.fromEntries(columns.map((column) => [column, toCell(row[column])]))),
    limit: QUERY_TOOL_ROW_LIMIT,
    businessId: scope.businessId,
  };
}

const DESCRIPTIONS: Record<DebugTable, string> = {
  users: 'Profiles of the business; users see and update their own, admins list the business.',
  businesses: 'Only the caller’s own business.',
  employees: 'Employees of the business; managers manage them.',
  employee_credentials: 'Credentials reach the business through their employee.',
  touches: 'Anyone may record a touch (public page); only the business reads them.',
  clickouts: 'Anyone may record a clickout (public page); only the business reads them.',
  reviews: 'Reviews imported for the business.',
};

export function describePolicies(): DebugPoliciesResponse {
  return {
    summary:
      'docs/product-rules.md §6 row-level policies are enforced by the server: every query is filtered by the ' +
      'business of the signed-in caller (users.business_id), and tests prove it.',
    policies: TEST_TABLES.map((table) => {
      const spec = repo.TABLE_SPECS[table];
      return {
        table,
        filterColumn: spec.filterColumn,
        filter: `${spec.filterColumn} = :caller_business_id`,
        description: DESCRIPTIONS[table],
        hiddenColumns: spec.hidden,
      };
    }),
  };
}

export function describeAuth(
  cookieNames: string[],
  sessionCookieName: string,
  auth: AuthContext | null,
): DebugAuthResponse {
  return {
    cookieNames: [...cookieNames].sort(),
    sessionCookiePresent: cookieNames.includes(sessionCookieName),
    signedIn: auth !== null,
    kind: auth?.session.kind ?? null,
    role: auth?.role ?? null,
    expiresAt: auth?.session.expiresAt.toISOString() ?? null,
  };
}
