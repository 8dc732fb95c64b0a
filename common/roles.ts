// Roles and the SPEC §6 permission matrix as data: the server decides with it, the web app only
// hides what the server would refuse.

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

type Matrix = Record<Role, Partial<Record<Resource, readonly Action[]>>>;

const CRUD = ['read', 'create', 'update', 'delete'] as const;

export const PERMISSIONS: Matrix = {
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

export function hasPermission(role: Role, resource: Resource, action: Action): boolean {
  return PERMISSIONS[role][resource]?.includes(action) ?? false;
}

/** SPEC §6: isManager is true for admin or manager. */
export function isManager(role: Role): boolean {
  return role === 'admin' || role === 'manager';
}

/** Every permission a role holds, as `resource:action` strings (the session's `permissions`). */
export function permissionsOf(role: Role): string[] {
  return Object.entries(PERMISSIONS[role]).flatMap(([resource, actions]) =>
    (actions ?? []).map((action) => `${resource}:${action}`),
  );
}
