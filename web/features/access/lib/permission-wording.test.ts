// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ACTIONS, RESOURCES, ROLES } from '@common/policy';
import en from '../../../locales/dashboard/en.json';
import sr from '../../../locales/dashboard/sr.json';
import { ROLE_KEYS, permissionKeys } from './permission-wording';

type Catalogue = typeof en;

function lookup(catalogue: Catalogue, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogue);
}

function words(
  catalogue: Catalogue,
  resource: (typeof RESOURCES)[number],
  action: (typeof ACTIONS)[number],
) {
  const keys = permissionKeys(resource, action);
  return `${String(lookup(catalogue, keys.action))} ${String(lookup(catalogue, keys.area))}`;
}

describe('access-denied wording (docs/product-rules.md §2)', () => {
  it('names the roles Administrator, Manager and Employee', () => {
    expect(ROLES.map((role) => lookup(en, ROLE_KEYS[role]))).toEqual([
      'Administrator',
      'Manager',
      'Employee',
    ]);
  });

  it('words each action as View, Create, Edit, Delete or Export', () => {
    expect(ACTIONS.map((action) => lookup(en, permissionKeys('users', action).action))).toEqual([
      'View',
      'Create',
      'Edit',
      'Delete',
      'Export',
    ]);
  });

  it('names each resource by its area', () => {
    expect(RESOURCES.map((resource) => lookup(en, permissionKeys(resource, 'read').area))).toEqual([
      'User Management',
      'Employee Management',
      'Business Settings',
      'Analytics',
      'Settings',
      'Review Management',
      'Administration',
    ]);
  });

  it('reads a permission as action plus area, in both languages', () => {
    expect(words(en, 'admin', 'read')).toBe('View Administration');
    expect(words(en, 'analytics', 'export')).toBe('Export Analytics');
    for (const resource of RESOURCES) {
      for (const action of ACTIONS) {
        expect(words(sr, resource, action)).not.toMatch(/undefined/);
      }
    }
  });
});
