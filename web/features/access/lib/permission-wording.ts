// docs/product-rules.md §2 access-denied wording: roles as Administrator / Manager / Employee, and a permission as
// an action (View, Create, Edit, Delete, Export) plus an area (User Management, ...), as
// catalogue keys so both languages word them.
import type { Action, Resource, Role } from '@common/policy';

export const ROLE_KEYS = {
  admin: 'access.roles.admin',
  manager: 'access.roles.manager',
  employee: 'access.roles.employee',
} as const satisfies Record<Role, string>;

const ACTION_KEYS = {
  read: 'access.actions.read',
  create: 'access.actions.create',
  update: 'access.actions.update',
  delete: 'access.actions.delete',
  export: 'access.actions.export',
} as const satisfies Record<Action, string>;

const RESOURCE_KEYS = {
  users: 'access.areas.users',
  employees: 'access.areas.employees',
  businesses: 'access.areas.businesses',
  analytics: 'access.areas.analytics',
  settings: 'access.areas.settings',
  reviews: 'access.areas.reviews',
  admin: 'access.areas.admin',
} as const satisfies Record<Resource, string>;

/** The catalogue keys of a permission's two words: { action: 'View', area: 'Administration' }. */
export function permissionKeys(resource: Resource, action: Action) {
  return { action: ACTION_KEYS[action], area: RESOURCE_KEYS[resource] };
}
