import { describe, expect, it } from 'vitest';
import type { AdminUser } from '@common/schemas/admin';
import { changeBody, userActions } from './user-actions';

const user = (overrides: Partial<AdminUser> = {}): AdminUser => ({
  id: 'u1',
  email: 'ana@example.com',
  role: 'manager',
  isActive: true,
  isEmployee: false,
  employeeName: null,
  name: null,
  lastSignInAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  locationIds: [],
  ...overrides,
});

describe('userActions', () => {
  it('lets an admin change the role and activation of another admin or manager', () => {
    expect(userActions(user(), 'me')).toEqual({
      canChangeRole: true,
      canToggleActive: true,
      activates: false,
    });
    expect(userActions(user({ isActive: false }), 'me').activates).toBe(true);
  });

  it('never offers a role change for employees, only activation', () => {
    const employee = user({ role: 'employee', isEmployee: true, employeeName: 'Milica' });
    expect(userActions(employee, 'me')).toMatchObject({
      canChangeRole: false,
      canToggleActive: true,
    });
  });

  it('offers nothing on your own account', () => {
    expect(userActions(user({ id: 'me', role: 'admin' }), 'me')).toMatchObject({
      canChangeRole: false,
      canToggleActive: false,
    });
  });
});

describe('changeBody', () => {
  it('sends only the field that changes', () => {
    expect(changeBody({ kind: 'role', user: user(), role: 'admin' })).toEqual({ role: 'admin' });
    expect(changeBody({ kind: 'active', user: user(), isActive: false })).toEqual({
      isActive: false,
    });
  });
});
