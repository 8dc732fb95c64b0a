// Who may open which part of the app (docs/product-rules.md §2 route table, §6 roles), as one pure decision so
// the table can be tested line by line. Route guards only render what this returns.
import { paths } from '@common/paths';
import { areaDecision, dashboardTarget, type Role } from '@common/policy';
import type { SessionResponse } from '@common/schemas/auth';
import { signInPath } from '../../../lib/return-path';
import { signInTarget } from './sign-in-target';

export type Area =
  /** /auth, /auth/employee: signed-out visitors only. */
  | 'sign-in'
  /** /dashboard and /dashboard/*: forwarded by role, keeping the sub-path. */
  | 'dashboard'
  /** /business-setup, /settings: forwarded to /dashboard{path}. */
  | 'dashboard-alias'
  /** /business-dashboard and /business-dashboard/*: admin and manager. */
  | 'business-dashboard'
  /** /admin: admin only. */
  | 'admin'
  /** /employee and /employee/*: employees with a connected business. */
  | 'employee'
  /** /employee/business-setup: employees, connected or not (where the unconnected are sent). */
  | 'employee-setup';

export type DenyVariant = 'access-denied' | 'employee-restriction' | 'management-restriction';

export type AccessDecision =
  'allow' | { redirect: string; from?: string } | { deny: DenyVariant; area: Area };

export interface AccessInput {
  session: SessionResponse | null;
  area: Area;
  location: { pathname: string; search: string; hash?: string };
  /** A safe page remembered from before sign-in (lib/return-path.ts). */
  rememberedOrigin?: string | null;
  /** The kind of the last session this page saw: an ended employee session goes to /auth/employee. */
  lastKind?: SessionResponse['kind'] | null;
}

/** docs/product-rules.md §2 "Fallback": where each area sends the roles it refuses. */
export const AREA_REQUIREMENTS = {
  'business-dashboard': { roles: ['admin', 'manager'], resource: 'businesses', action: 'read' },
  admin: { roles: ['admin'], resource: 'admin', action: 'read' },
  employee: { roles: ['employee'], resource: 'employees', action: 'read' },
} as const;

function roleOf(session: SessionResponse): Role {
  return session.user.role;
}

function signedOut(input: AccessInput): AccessDecision {
  const { pathname, search, hash = '' } = input.location;
  const from = `${pathname}${search}${hash}`;
  const base = input.lastKind === 'employee' ? paths.employeeAuth : paths.auth;
  return { redirect: signInPath(from, base), from };
}

export function decideAccess(input: AccessInput): AccessDecision {
  const { session, area, location } = input;

  if (area === 'sign-in') {
    const target = signInTarget(session, input.rememberedOrigin ?? null);
    return target ? { redirect: target } : 'allow';
  }

  if (!session) return signedOut(input);
  const role = roleOf(session);
  const query = `${location.search}${location.hash ?? ''}`;

  switch (area) {
    case 'dashboard': {
      const rest = location.pathname.slice(paths.dashboard.length);
      return { redirect: `${dashboardTarget(role, rest)}${query}` };
    }
    case 'dashboard-alias':
      return { redirect: `${paths.dashboard}${location.pathname}${query}` };
    case 'business-dashboard':
    case 'admin':
    case 'employee':
    case 'employee-setup': {
      const decision = areaDecision(role, area === 'employee-setup' ? 'employee' : area);
      if (decision !== 'allow') return { deny: decision, area };
      if (area === 'employee' && !session.user.businessId) return { redirect: paths.businessSetup };
      return 'allow';
    }
  }
}
