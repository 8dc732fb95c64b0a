import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { isAllowed } from './auth';
import type { AuthContext } from '../modules/auth/session.service';

const as = (role: AuthContext['role']) => ({ role }) as AuthContext;

describe('access rules', () => {
  it('lets anyone through a public route and only a session through signedIn', () => {
    expect(isAllowed('public', null)).toBe(true);
    expect(isAllowed('signedIn', null)).toBe(false);
    expect(isAllowed('signedIn', as('employee'))).toBe(true);
  });

  it('decides permission rules with the docs/product-rules.md §6 matrix', () => {
    expect(isAllowed({ permission: 'employees:delete' }, as('admin'))).toBe(true);
    expect(isAllowed({ permission: 'employees:delete' }, as('manager'))).toBe(false);
    expect(isAllowed({ permission: 'reviews:create' }, as('employee'))).toBe(true);
    expect(isAllowed({ permission: 'admin:read' }, as('manager'))).toBe(false);
    expect(isAllowed({ permission: 'analytics:read' }, null)).toBe(false);
  });

  it('refuses to start with an /api route that declares no access rule', async () => {
    const { default: errors } = await import('./errors');
    const { default: auth } = await import('./auth');
    const app = Fastify({ logger: false });
    await app.register(errors);
    await app.register(auth);
    expect(() => app.get('/api/forgotten', async () => 'x')).toThrow(/declares no access rule/);
    await app.close();
  });
});
