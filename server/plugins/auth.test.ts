import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { isAllowed } from './auth';
import { route } from '@common/api/route';
import { serve } from '../lib/contract';
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
    const forgotten = route({ method: 'GET', path: '/api/forgotten', tags: [], summary: '' });
    expect(() => app.route({ ...serve(forgotten), handler: async () => 'x' })).toThrow(
      /declares no access rule/,
    );
    await app.close();
  });

  it('refuses to start with an /api route that is not served from the route table', async () => {
    const { default: errors } = await import('./errors');
    const { default: auth } = await import('./auth');
    const app = Fastify({ logger: false });
    await app.register(errors);
    await app.register(auth);
    const handler = async () => 'x';
    expect(() => app.get('/api/by-hand', { config: { access: 'public' } }, handler)).toThrow(
      /not served from the route table/,
    );
    await app.close();
  });
});
