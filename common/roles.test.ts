import { describe, expect, it } from 'vitest';
import { ACTIONS, RESOURCES, hasPermission, isManager, permissionsOf } from './roles';

describe('permission matrix (SPEC §6)', () => {
  it('gives admins everything managers have and more', () => {
    for (const resource of RESOURCES) {
      for (const action of ACTIONS) {
        if (hasPermission('manager', resource, action)) {
          expect(hasPermission('admin', resource, action), `${resource}:${action}`).toBe(true);
        }
      }
    }
    expect(hasPermission('admin', 'employees', 'delete')).toBe(true);
    expect(hasPermission('manager', 'employees', 'delete')).toBe(false);
  });

  it('lets employees read employees and analytics and create reviews, nothing else', () => {
    expect(permissionsOf('employee').sort()).toEqual(
      ['analytics:read', 'employees:read', 'reviews:create', 'reviews:read'].sort(),
    );
  });

  it('keeps the admin area for admins only', () => {
    expect(hasPermission('admin', 'admin', 'read')).toBe(true);
    expect(hasPermission('manager', 'admin', 'read')).toBe(false);
    expect(hasPermission('employee', 'admin', 'read')).toBe(false);
  });

  it('lets managers export analytics but not delete reviews', () => {
    expect(hasPermission('manager', 'analytics', 'export')).toBe(true);
    expect(hasPermission('manager', 'reviews', 'delete')).toBe(false);
    expect(hasPermission('manager', 'users', 'update')).toBe(false);
  });

  it('treats admin and manager as managers', () => {
    expect([isManager('admin'), isManager('manager'), isManager('employee')]).toEqual([
      true,
      true,
      false,
    ]);
  });
});
