// The developer-only debug API (docs/product-rules.md §2 debug panels, docs/SECURITY.md): registered outside production
// only. Every answer is about the caller's own business and never carries a secret.
import { z } from 'zod';
import { QUERY_TOOL_ROW_LIMIT, TEST_TABLES } from '../constants';
import { ACTIONS, RESOURCES, ROLES } from '../policy';

const debugTableSchema = z.enum(TEST_TABLES);
export type DebugTable = z.infer<typeof debugTableSchema>;

export const debugQueryRequestSchema = z.object({ table: debugTableSchema });

const DEBUG_CHECKS = ['database', 'migrations', 'business', 'permissions'] as const;

const debugCheckSchema = z.object({
  name: z.enum(DEBUG_CHECKS),
  ok: z.boolean(),
  detail: z.string(),
  durationMs: z.number(),
});
export type DebugCheck = z.infer<typeof debugCheckSchema>;

const debugPermissionSchema = z.object({
  resource: z.enum(RESOURCES),
  action: z.enum(ACTIONS),
  allowed: z.boolean(),
});

export const debugTestsResponseSchema = z.object({
  ranAt: z.iso.datetime({ offset: true }),
  environment: z.string(),
  role: z.enum(ROLES),
  businessId: z.uuid().nullable(),
  checks: z.array(debugCheckSchema),
  /** The caller's row of the docs/product-rules.md §6 matrix: every resource × action, allowed or not. */
  permissions: z.array(debugPermissionSchema),
});
export type DebugTestsResponse = z.infer<typeof debugTestsResponseSchema>;

const cellSchema = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]);
export type DebugCell = z.infer<typeof cellSchema>;

export const debugQueryResponseSchema = z.object({
  table: debugTableSchema,
  /** The explicit, secret-free column list the server selected. */
  columns: z.array(z.string()),
  rows: z.array(z.record(z.string(), cellSchema)).max(QUERY_TOOL_ROW_LIMIT),
  limit: z.literal(QUERY_TOOL_ROW_LIMIT),
  businessId: z.uuid().nullable(),
});
export type DebugQueryResponse = z.infer<typeof debugQueryResponseSchema>;

const debugPolicySchema = z.object({
  table: debugTableSchema,
  /** The column the tenant filter compares with the caller's business. */
  filterColumn: z.string(),
  /** The filter as SQL-like text, e.g. `business_id = :caller_business_id`. */
  filter: z.string(),
  description: z.string(),
  /** Columns never returned by the query tool. */
  hiddenColumns: z.array(z.string()),
});

export const debugPoliciesResponseSchema = z.object({
  summary: z.string(),
  policies: z.array(debugPolicySchema),
});
export type DebugPoliciesResponse = z.infer<typeof debugPoliciesResponseSchema>;

/** What the server sees of the caller's sign-in: cookie names only, never their values. */
export const debugAuthResponseSchema = z.object({
  cookieNames: z.array(z.string()),
  sessionCookiePresent: z.boolean(),
  signedIn: z.boolean(),
  kind: z.enum(['user', 'employee']).nullable(),
  role: z.enum(ROLES).nullable(),
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
});
export type DebugAuthResponse = z.infer<typeof debugAuthResponseSchema>;

/** A mail written to DATA_DIR/mail because no SMTP_URL is set (development). */
const debugMailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  kind: z.string(),
  link: z.string(),
  sentAt: z.string(),
  file: z.string(),
});
export const debugMailResponseSchema = z.object({
  /** smtp: mails leave over SMTP_URL and are not listed here; files: the newest first. */
  mode: z.enum(['smtp', 'files', 'off']),
  items: z.array(debugMailSchema),
});
