import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { signUpManager } from '../../../test/auth-helpers';
import { MESSAGES } from '@common/messages';
import { scopeOf } from './scope';

const app = useTestApp();

/** A signed-in manager who has left their business (connect-business can bring them back). */
async function managerWithoutBusiness() {
  const manager = await signUpManager(app);
  const left = await app.inject({
    method: 'POST',
    url: '/api/functions/disconnect-business',
    headers: { cookie: manager.cookie },
    payload: {},
  });
  expect(left.json()).toMatchObject({ success: true, data: { connected: false } });
  return manager;
}

// Before the scope, these answered four ways: 404 "employee not found", 404 "business
// required", 403, or an empty list.
const BUSINESS_ROUTES: { method: 'GET' | 'POST' | 'PATCH'; url: string; payload?: object }[] = [
  { method: 'GET', url: '/api/employees' },
  { method: 'GET', url: '/api/employees/00000000-0000-4000-8000-000000000000' },
  { method: 'POST', url: '/api/employees', payload: { name: 'Ana' } },
  { method: 'GET', url: '/api/reviews' },
  { method: 'POST', url: '/api/reviews/import', payload: { reviews: [] } },
  { method: 'GET', url: '/api/activity' },
  { method: 'GET', url: '/api/locations' },
  { method: 'GET', url: '/api/business' },
  { method: 'PATCH', url: '/api/business', payload: { name: 'Salon' } },
  { method: 'GET', url: '/api/business/setup' },
  { method: 'GET', url: '/api/google/status' },
  { method: 'GET', url: '/api/analytics/overview?range=30d' },
  { method: 'GET', url: '/api/exports/employees.csv?range=30d' },
  { method: 'GET', url: '/api/employees/lockouts' },
];

describe("the caller's scope", () => {
  it('answers every business route of a caller without a business with the same 404', async () => {
    const manager = await managerWithoutBusiness();
    for (const route of BUSINESS_ROUTES) {
      const response = await app.inject({
        method: route.method,
        url: route.url,
        headers: { cookie: manager.cookie },
        ...(route.payload ? { payload: route.payload } : {}),
      });
      expect({ route: route.url, status: response.statusCode }).toEqual({
        route: route.url,
        status: 404,
      });
      expect(response.json().error).toMatchObject({
        code: 'NOT_FOUND',
        key: 'messages.businessRequired',
        message: MESSAGES.businessRequired,
      });
    }
  });

  it('keeps the documented "no business" values of the signed-in functions', async () => {
    const manager = await managerWithoutBusiness();
    const post = (url: string) =>
      app.inject({ method: 'POST', url, headers: { cookie: manager.cookie }, payload: {} });
    expect((await post('/api/rpc/get_user_business_id')).json()).toBeNull();
    expect((await post('/api/functions/get-notification-data')).json()).toMatchObject({
      success: true,
      data: { activities: [], unreadCount: 0 },
    });
  });

  it('is built once per session look-up and reads the location limits once', async () => {
    const manager = await signUpManager(app);
    const caller = {
      role: 'manager' as const,
      user: {
        id: manager.session.user.id as string,
        businessId: manager.businessId,
        employeeId: null,
      },
      business: { id: manager.businessId, name: 'Salon', slug: 'salon', timezone: 'UTC' },
    };
    const scope = scopeOf(app.database.db, caller);
    expect(scopeOf(app.database.db, caller)).toBe(scope);
    expect(scope.locations()).toBe(scope.locations());
    await expect(scope.locations()).resolves.toBeNull();
    expect(scope.can('settings:update')).toBe(true);
    expect(scope.own).toEqual({ kind: 'all' });
  });

  it('has no business when the session names one its row does not match', () => {
    const scope = scopeOf(app.database.db, {
      role: 'manager' as const,
      user: { id: 'u', businessId: 'b1', employeeId: null },
      business: { id: 'b2', name: 'Other', slug: 'other', timezone: 'UTC' },
    });
    expect(scope.businessId).toBeNull();
    expect(scope.business).toBeNull();
  });
});
