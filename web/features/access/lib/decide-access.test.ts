// @vitest-environment node
// The docs/product-rules.md §2 route table, line by line, as decisions of the route guards.
import { describe, expect, it } from 'vitest';
import type { Role } from '@common/policy';
import type { SessionResponse } from '@common/schemas/auth';
import { decideAccess, type AccessInput, type Area } from './decide-access';

const BUSINESS_ID = '6f1c2a8e-7d4b-4c1e-9a55-0b7e3f2d9c11';

function session(role: Role, { connected = true } = {}): SessionResponse {
  return {
    kind: role === 'employee' ? 'employee' : 'user',
    user: {
      id: '0b0e7a52-3f4d-4bb1-8f7a-1c2d3e4f5a6b',
      email: role === 'employee' ? 'milica@employee.local' : `${role}@example.com`,
      role,
      businessId: connected ? BUSINESS_ID : null,
      businessName: connected ? 'Salon Lena' : null,
      employeeId: null,
      employeeName: null,
      isEmployee: role === 'employee',
      isActive: true,
      fullName: null,
      lastSignInAt: null,
    },
    business: null,
    permissions: [],
    expiresAt: '2026-11-25T10:00:00.000Z',
  };
}

function decide(
  area: Area,
  who: SessionResponse | null,
  href = '/',
  extra: Partial<AccessInput> = {},
) {
  const url = new URL(href, 'http://app.invalid');
  return decideAccess({
    session: who,
    area,
    location: { pathname: url.pathname, search: url.search, hash: url.hash },
    ...extra,
  });
}

describe('sign-in pages (/auth, /auth/employee)', () => {
  it('let signed-out visitors in', () => {
    expect(decide('sign-in', null, '/auth')).toBe('allow');
  });

  it('send a signed-in employee to /employee and anyone else to /dashboard', () => {
    expect(decide('sign-in', session('employee'), '/auth')).toEqual({ redirect: '/employee' });
    expect(decide('sign-in', session('manager'), '/auth')).toEqual({ redirect: '/dashboard' });
    expect(decide('sign-in', session('admin'), '/auth/employee')).toEqual({
      redirect: '/dashboard',
    });
  });

  it('send a signed-in user back to the remembered origin', () => {
    expect(
      decide('sign-in', session('manager'), '/auth', { rememberedOrigin: '/admin?tab=1' }),
    ).toEqual({ redirect: '/admin?tab=1' });
  });
});

describe('protected pages when signed out', () => {
  it('redirect to /auth remembering the origin, query included', () => {
    for (const area of ['dashboard', 'business-dashboard', 'admin', 'employee'] as const) {
      expect(decide(area, null, '/business-dashboard/reviews?range=7d')).toEqual({
        redirect: '/auth?returnTo=%2Fbusiness-dashboard%2Freviews%3Frange%3D7d',
        from: '/business-dashboard/reviews?range=7d',
      });
    }
  });

  it('send an employee whose session ended to the employee sign-in', () => {
    expect(decide('employee', null, '/employee', { lastKind: 'employee' })).toEqual({
      redirect: '/auth/employee?returnTo=%2Femployee',
      from: '/employee',
    });
  });

  it('send /business-setup and /settings to /auth', () => {
    expect(decide('dashboard-alias', null, '/settings')).toMatchObject({
      redirect: '/auth?returnTo=%2Fsettings',
    });
  });
});

describe('/dashboard and /dashboard/*', () => {
  it('send employees to /employee{rest}, keeping sub-path and query', () => {
    expect(decide('dashboard', session('employee'), '/dashboard/reviews?page=2')).toEqual({
      redirect: '/employee/reviews?page=2',
    });
  });

  it('send admins and managers to /business-dashboard{rest}', () => {
    expect(decide('dashboard', session('manager'), '/dashboard')).toEqual({
      redirect: '/business-dashboard',
    });
    expect(decide('dashboard', session('admin'), '/dashboard/employees#top')).toEqual({
      redirect: '/business-dashboard/employees#top',
    });
  });
});

describe('/business-setup and /settings', () => {
  it('forward signed-in users to /dashboard/business-setup and /dashboard/settings', () => {
    expect(decide('dashboard-alias', session('manager'), '/business-setup')).toEqual({
      redirect: '/dashboard/business-setup',
    });
    expect(decide('dashboard-alias', session('employee'), '/settings?x=1')).toEqual({
      redirect: '/dashboard/settings?x=1',
    });
  });
});

describe('/business-dashboard', () => {
  it('lets admins and managers in', () => {
    expect(decide('business-dashboard', session('admin'))).toBe('allow');
    expect(decide('business-dashboard', session('manager'))).toBe('allow');
  });

  it('shows an employee the Employee Access Restriction', () => {
    expect(decide('business-dashboard', session('employee'))).toEqual({
      deny: 'employee-restriction',
      area: 'business-dashboard',
    });
  });
});

describe('/admin', () => {
  it('lets only admins in', () => {
    expect(decide('admin', session('admin'))).toBe('allow');
  });

  it('shows a manager the access-denied screen and an employee the employee restriction', () => {
    expect(decide('admin', session('manager'))).toEqual({ deny: 'access-denied', area: 'admin' });
    expect(decide('admin', session('employee'))).toEqual({
      deny: 'employee-restriction',
      area: 'admin',
    });
  });
});

describe('/employee', () => {
  it('lets a connected employee in', () => {
    expect(decide('employee', session('employee'))).toBe('allow');
  });

  it('shows admins and managers the Management Access Restriction', () => {
    for (const role of ['admin', 'manager'] as const) {
      expect(decide('employee', session(role))).toEqual({
        deny: 'management-restriction',
        area: 'employee',
      });
    }
  });

  it('sends an employee without a business to /business-setup', () => {
    expect(decide('employee', session('employee', { connected: false }))).toEqual({
      redirect: '/business-setup',
    });
  });

  it('lets that employee see /employee/business-setup instead of looping', () => {
    expect(decide('employee-setup', session('employee', { connected: false }))).toBe('allow');
  });
});
