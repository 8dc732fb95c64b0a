// The one policy module: roles, the permission table and every rule that asks "may this caller…"
// or "whose rows does this caller see" (docs/product-rules.md §6). The server decides with it; the
// web app only hides what the server would refuse. Comparing a role with a literal anywhere else is
// a lint error (eslint.config.js), so a new rule lands here.
import { paths } from './paths';

export const ROLES = ['admin', 'manager', 'employee'] as const;
export type Role = (typeof ROLES)[number];

export const RESOURCES = [
  'users',
  'employees',
  'businesses',
  'analytics',
  'settings',
  'reviews',
  'admin',
] as const;
export type Resource = (typeof RESOURCES)[number];

export const ACTIONS = ['read', 'create', 'update', 'delete', 'export'] as const;
export type Action = (typeof ACTIONS)[number];

/**
 * Questions the matrix is too coarse for. They are asked with can() like the rest but are not
 * served as the session's `permissions` or by has_permission, which answer exactly the matrix.
 */
const PRODUCT_PERMISSIONS = ['reviews:import', 'reviews:request'] as const;
type ProductPermission = (typeof PRODUCT_PERMISSIONS)[number];

export type Permission = `${Resource}:${Action}` | ProductPermission;

type Matrix = Record<Role, Partial<Record<Resource, readonly Action[]>>>;

const CRUD = ['read', 'create', 'update', 'delete'] as const;

const PERMISSIONS: Matrix = {
  admin: {
    users: CRUD,
    employees: CRUD,
    businesses: CRUD,
    reviews: CRUD,
    analytics: ['read', 'export'],
    settings: ['read', 'update'],
    admin: ['read', 'update'],
  },
  manager: {
    users: ['read'],
    employees: ['read', 'create', 'update'],
    businesses: ['read', 'update'],
    analytics: ['read', 'export'],
    settings: ['read', 'update'],
    reviews: ['read', 'create', 'update'],
  },
  employee: {
    employees: ['read'],
    reviews: ['read', 'create'],
    analytics: ['read'],
  },
};

/**
 * Importing a file is a manager's job; everyone asks customers for reviews (an employee for
 * themselves only: ownScope).
 */
const PRODUCT_GRANTS: Record<Role, readonly ProductPermission[]> = {
  admin: ['reviews:import', 'reviews:request'],
  manager: ['reviews:import', 'reviews:request'],
  employee: ['reviews:request'],
};

/** Anything that carries a role: the server's session, the web app's session user. */
export interface Caller {
  role: Role;
}

export function hasPermission(role: Role, resource: Resource, action: Action): boolean {
  return PERMISSIONS[role][resource]?.includes(action) ?? false;
}

/** The question every check asks: may this caller do this? */
export function can(caller: Caller, permission: Permission): boolean {
  if ((PRODUCT_PERMISSIONS as readonly string[]).includes(permission))
    return PRODUCT_GRANTS[caller.role].includes(permission as ProductPermission);
  const [resource, action] = permission.split(':') as [Resource, Action];
  return hasPermission(caller.role, resource, action);
}

/** isManager is true for admin or manager. */
export function isManager(role: Role): boolean {
  return role === 'admin' || role === 'manager';
}

export const isAdmin = (role: Role): boolean => role === 'admin';
/** Only a manager can be limited to some locations; an admin always sees every one. */
export const limitableToLocations = (role: Role): boolean => role === 'manager';
export const isEmployee = (role: Role): boolean => role === 'employee';

/** Roles a person account (not an employee's login) can be given by promotion. */
export const ACCOUNT_ROLES = ['admin', 'manager'] as const satisfies readonly Role[];

/**
 * The person who creates a business is its admin, its owner: they invite and limit managers and
 * run their own team (docs/decisions/032-creator-is-admin.md). Everyone they invite is a manager
 * unless the invitation says admin.
 */
export const CREATOR_ROLE: Role = 'admin';

/** A manager whose confirmed address is on ADMIN_EMAILS becomes an admin (the operator's list). */
export const mayBecomeBootstrapAdmin = (role: Role): boolean => role === 'manager';

/**
 * Whom a display link reads the thank-you board as: the whole team, as a manager sees it. The
 * link holds no permission; it reaches the board and nothing else (docs/display-links.md).
 */
export const BOARD_READER_ROLE: Role = 'manager';

/** Demo data: admins always; managers outside production; employees never (their data is real). */
export function canSeedDemo(caller: Caller, isProduction: boolean): boolean {
  if (caller.role === 'admin') return true;
  return caller.role === 'manager' && !isProduction;
}

/**
 * Whose rows a caller sees inside their business: `all` for managers and admins, the employee's
 * own for an employee, or `none` for an employee login whose employee is gone.
 */
export type OwnScope = { kind: 'all' } | { kind: 'own'; employeeId: string } | { kind: 'none' };

export function ownScope(caller: Caller & { employeeId?: string | null }): OwnScope {
  if (caller.role !== 'employee') return { kind: 'all' };
  return caller.employeeId ? { kind: 'own', employeeId: caller.employeeId } : { kind: 'none' };
}

/** The areas of the app that are closed to some roles (docs/product-rules.md §2). */
export type Area = 'business-dashboard' | 'admin' | 'employee';
export type AreaDecision =
  'allow' | 'employee-restriction' | 'management-restriction' | 'access-denied';

export function areaDecision(role: Role, area: Area): AreaDecision {
  switch (area) {
    case 'business-dashboard':
      return role === 'employee' ? 'employee-restriction' : 'allow';
    case 'admin':
      if (role === 'admin') return 'allow';
      return role === 'employee' ? 'employee-restriction' : 'access-denied';
    case 'employee':
      return role === 'employee' ? 'allow' : 'management-restriction';
  }
}

/** Where a signed-in user who opens /dashboard{rest} goes (docs/product-rules.md §2), rest kept. */
export function dashboardTarget(role: Role | null, rest: string): string {
  const suffix = rest === '/' ? '' : rest;
  if (role === 'employee') return `${paths.employee}${suffix}`;
  return `${paths.businessDashboard}${suffix}`;
}

/** Every permission a role holds, as `resource:action` strings (the session's `permissions`). */
export function permissionsOf(role: Role): string[] {
  return Object.entries(PERMISSIONS[role]).flatMap(([resource, actions]) =>
    (actions ?? []).map((action) => `${resource}:${action}`),
  );
}
