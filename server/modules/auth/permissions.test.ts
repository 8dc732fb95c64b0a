// The permissions the server serves must equal docs/product-rules.md §6 for every role, resource and action. The
// table below is the matrix of docs/product-rules.md §6, parsed here, so a change to common/policy.ts that
// drifts from it fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { ACTIONS, RESOURCES, ROLES, type Role } from '@common/policy';
import { buildTestApp } from '../../../test/build-test-app';
import {
  employeeWithCredentials,
  promoteToAdmin,
  signInEmployee,
  signUpManager,
} from '../../../test/auth-helpers';

const RULES_TABLE = `
admin | users, employees, businesses, reviews: read/create/update/delete. analytics: read/export. settings: read/update. admin: read/update
manager | users: read. employees: read/create/update. businesses: read/update. analytics: read/export. settings: read/update. reviews: read/create/update
employee | employees: read. reviews: read/create. analytics: read`;

function rulesPermissions(role: Role): Set<string> {
  const line = RULES_TABLE.trim()
    .split('\n')
    .find((l) => l.startsWith(`${role} |`))!;
  const granted = new Set<string>();
  for (const clause of line.split('|')[1]!.split('.')) {
    const [resources, actions] = clause.split(':').map((part) => part.trim());
    if (!resources || !actions) continue;
    for (const resource of resources.split(','))
      for (const action of actions.split('/')) granted.add(`${resource.trim()}:${action.trim()}`);
  }
  return granted;
}

let app: App;
const cookies = {} as Record<Role, string>;
const businessIds = {} as Record<Role, string>;

beforeAll(async () => {
  app = await buildTestApp();
  const admin = await signUpManager(app);
  await promoteToAdmin(app, admin.session.user.id);
  const manager = await signUpManager(app);
  const { username, password } = await employeeWithCredentials(app, manager.businessId);
  Object.assign(cookies, {
    admin: admin.cookie,
    manager: manager.cookie,
    employee: (await signInEmployee(app, username, password)).cookie,
  });
  Object.assign(businessIds, {
    admin: admin.businessId,
    manager: manager.businessId,
    employee: manager.businessId,
  });
});
afterAll(() => app.close());

const rpc = (role: Role, name: string, payload: object = {}) =>
  app.inject({
    method: 'POST',
    url: `/api/rpc/${name}`,
    headers: { cookie: cookies[role] },
    payload,
  });

describe('permissions served by the API equal docs/product-rules.md §6', () => {
  it.each(ROLES)(
    'has_permission answers the documented table for every resource and action as %s',
    async (role) => {
      const expected = rulesPermissions(role);
      for (const resource of RESOURCES) {
        for (const action of ACTIONS) {
          const res = await rpc(role, 'has_permission', {
            resource_name: resource,
            action_name: action,
          });
          expect(res.statusCode).toBe(200);
          expect(res.json(), `${role} ${resource}:${action}`).toBe(
            expected.has(`${resource}:${action}`),
          );
        }
      }
    },
  );

  it.each(ROLES)('the session of a %s lists exactly the documented permissions', async (role) => {
    const session = await app.inject({
      url: '/api/auth/session',
      headers: { cookie: cookies[role] },
    });
    expect(new Set(session.json().permissions)).toEqual(rulesPermissions(role));
  });

  it('answers get_user_role and get_user_business_id for each caller', async () => {
    for (const role of ROLES) {
      expect((await rpc(role, 'get_user_role')).json()).toBe(role);
      expect((await rpc(role, 'get_user_business_id')).json()).toBe(businessIds[role]);
    }
  });

  it('refuses the procedures without a session (401) and unknown resources (400)', async () => {
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/rpc/get_user_role',
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
    expect(
      (await rpc('manager', 'has_permission', { resource_name: 'billing', action_name: 'read' }))
        .statusCode,
    ).toBe(400);
  });
});
