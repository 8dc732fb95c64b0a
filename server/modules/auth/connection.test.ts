import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authUsers, users } from '../../db/schema';
import { useTestApp } from '../../../test/build-test-app';
import { MESSAGES } from '@common/messages';
import {
  employeeWithCredentials,
  MAPS_URL,
  promoteToAdmin,
  signInEmployee,
  signUpManager,
} from '../../../test/auth-helpers';

const app = useTestApp();

const call = (method: 'GET' | 'POST', name: string, cookie: string, payload?: object) =>
  app.inject({
    method,
    url: `/api/functions/${name}`,
    headers: { cookie },
    ...(payload ? { payload } : method === 'POST' ? { payload: {} } : {}),
  });

describe('connect-business and disconnect-business (docs/product-rules.md §7)', () => {
  it('reports the connection, disconnects, and reconnects to the business one owns', async () => {
    const manager = await signUpManager(app);
    expect((await call('GET', 'connect-business', manager.cookie)).json()).toEqual({
      success: true,
      data: {
        connected: true,
        businessId: manager.businessId,
        businessName: 'Frizerski salon Lepota',
        role: 'manager',
      },
    });

    const out = await call('POST', 'disconnect-business', manager.cookie);
    expect(out.json()).toMatchObject({
      success: true,
      data: { connected: false, businessId: null },
    });
    const session = await app.inject({
      url: '/api/auth/session',
      headers: { cookie: manager.cookie },
    });
    expect(session.json()).toMatchObject({ business: null, user: { businessId: null } });

    const back = await call('POST', 'connect-business', manager.cookie, {
      business_id: manager.businessId,
    });
    expect(back.json()).toMatchObject({
      success: true,
      data: { connected: true, businessId: manager.businessId },
    });
  });

  it('creates and connects a new business from a Google Business URL', async () => {
    const manager = await signUpManager(app);
    await call('POST', 'disconnect-business', manager.cookie);
    const res = await call('POST', 'connect-business', manager.cookie, {
      googleBusinessUrl: MAPS_URL,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.businessId).not.toBe(manager.businessId);
    expect(res.json().data.businessName).toBe('Frizerski salon Lepota');
  });

  it("refuses to connect to another owner's business, without revealing it", async () => {
    const manager = await signUpManager(app);
    const stranger = await signUpManager(app);
    const res = await call('POST', 'connect-business', manager.cookie, {
      business_id: stranger.businessId,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      error: 'Business not found or Google integration not configured',
    });
  });

  it('refuses the business to whoever now holds its owner’s old address: ownership is by user id', async () => {
    const owner = await signUpManager(app);
    // The owner moves to a new address; the business still stores the one it was opened with.
    const moved = `moved-${owner.email}`;
    await app.database.db
      .update(authUsers)
      .set({ email: moved })
      .where(eq(authUsers.email, owner.email));
    await app.database.db.update(users).set({ email: moved }).where(eq(users.email, owner.email));
    // Someone later holds a confirmed account with the old address and knows the business id.
    const successor = await signUpManager(app, { email: owner.email });
    const res = await call('POST', 'connect-business', successor.cookie, {
      business_id: owner.businessId,
    });
    expect(res.statusCode).toBe(404);
    const session = await app.inject({
      url: '/api/auth/session',
      headers: { cookie: successor.cookie },
    });
    expect(session.json().user.businessId).toBe(successor.businessId);
  });

  it('keeps the last active administrator in the business; with a second one, either may leave', async () => {
    const owner = await signUpManager(app);
    await promoteToAdmin(app, owner.session.user.id);
    const refused = await call('POST', 'disconnect-business', owner.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, error: MESSAGES.lastActiveAdmin });
    const still = await call('GET', 'connect-business', owner.cookie);
    expect(still.json().data).toMatchObject({ connected: true, businessId: owner.businessId });

    const second = await signUpManager(app);
    await app.database.db
      .update(users)
      .set({ businessId: owner.businessId, role: 'admin' })
      .where(eq(users.id, second.session.user.id));
    expect((await call('POST', 'disconnect-business', owner.cookie)).statusCode).toBe(200);
  });

  it('does not let an employee connect or disconnect', async () => {
    const manager = await signUpManager(app);
    const { username, password } = await employeeWithCredentials(app, manager.businessId);
    const { cookie } = await signInEmployee(app, username, password);
    expect((await call('POST', 'disconnect-business', cookie)).statusCode).toBe(403);
    expect(
      (await call('POST', 'connect-business', cookie, { business_id: manager.businessId }))
        .statusCode,
    ).toBe(403);
    expect((await call('GET', 'connect-business', cookie)).json().data).toMatchObject({
      connected: true,
      role: 'employee',
    });
  });

  it('requires a session', async () => {
    expect((await app.inject({ url: '/api/functions/connect-business' })).statusCode).toBe(401);
  });
});
