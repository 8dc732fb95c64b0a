import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  RESOURCES,
  areaDecision,
  can,
  canSeedDemo,
  hasPermission,
  isManager,
  ownScope,
  permissionsOf,
} from './policy';

describe('permission matrix (docs/product-rules.md §6)', () => {
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

describe('the policy questions', () => {
  it('answers can() from the same table as hasPermission', () => {
    expect(can({ role: 'manager' }, 'reviews:import')).toBe(true);
    expect(can({ role: 'employee' }, 'reviews:import')).toBe(false);
    expect(can({ role: 'employee' }, 'reviews:create')).toBe(true);
  });

  it('scopes an employee to their own rows and an orphaned employee login to none', () => {
    expect(ownScope({ role: 'admin', employeeId: null })).toEqual({ kind: 'all' });
    expect(ownScope({ role: 'employee', employeeId: 'e1' })).toEqual({
      kind: 'own',
      employeeId: 'e1',
    });
    expect(ownScope({ role: 'employee', employeeId: null })).toEqual({ kind: 'none' });
  });

  it('closes the areas as the route table says', () => {
    expect(areaDecision('employee', 'business-dashboard')).toBe('employee-restriction');
    expect(areaDecision('manager', 'admin')).toBe('access-denied');
    expect(areaDecision('admin', 'employee')).toBe('management-restriction');
    expect(areaDecision('employee', 'employee')).toBe('allow');
  });

  it('lets managers seed demo data only outside production', () => {
    expect(canSeedDemo({ role: 'manager' }, false)).toBe(true);
    expect(canSeedDemo({ role: 'manager' }, true)).toBe(false);
    expect(canSeedDemo({ role: 'admin' }, true)).toBe(true);
    expect(canSeedDemo({ role: 'employee' }, false)).toBe(false);
  });
});
