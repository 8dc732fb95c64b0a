// The sign-in pages' half of the docs/product-rules.md §2 route table, apart from decide-access.ts so the sign-in
// pages carry only this much of it.
import { paths } from '@common/paths';
import type { SessionResponse } from '@common/schemas/auth';

/**
 * Where a visitor of /auth or /auth/employee must go instead, or null to stay: a signed-in
 * employee to /employee, anyone else to /dashboard, or either to the remembered origin.
 */
export function signInTarget(
  session: SessionResponse | null,
  rememberedOrigin: string | null,
): string | null {
  if (!session) return null;
  if (rememberedOrigin) return rememberedOrigin;
  // An employee's session (kind) is exactly an employee's role, without the policy module here.
  return session.kind === 'employee' ? paths.employee : paths.dashboard;
}
