import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { employeeWithCredentials, signInEmployee, signUpManager } from '../../../test/auth-helpers';
import { createEmployee } from '../../../test/factories';
import { listen } from '../../../test/listen';
import { waitFor } from '../../../test/wait-for';
import { ACTIVITY_CHANNEL, insertActivity } from './activity.repository';

const app = useTestApp();

const feed = (cookie: string, query = '') =>
  app.inject({ url: `/api/activity${query}`, headers: { cookie } });

describe('GET /api/activity', () => {
  it("shows a manager their business's events newest first, in keyset pages, and nobody else's", async () => {
    const manager = await signUpManager(app);
    const stranger = await signUpManager(app);
    const milica = await createEmployee(
      app.database.db,
      { id: manager.businessId },
      { name: 'Milica' },
    );
    for (const type of ['touch', 'clickout', 'self_confirm']) {
      await insertActivity(app.database.db, {
        businessId: manager.businessId,
        employeeId: milica.id,
        type,
      });
    }
    await insertActivity(app.database.db, {
      businessId: stranger.businessId,
      employeeId: null,
      type: 'touch',
    });

    const first = (await feed(manager.cookie, '?limit=2')).json();
    expect(first.items.map((i: { type: string }) => i.type)).toEqual(['self_confirm', 'clickout']);
    expect(first.items[0]).toMatchObject({ employeeId: milica.id, employeeName: 'Milica' });
    const second = (await feed(manager.cookie, `?limit=2&before=${first.nextBefore}`)).json();
    expect(second.items.map((i: { type: string }) => i.type)).toEqual(['touch']);
    expect(second.nextBefore).toBeNull();
    expect((await feed(stranger.cookie)).json().items).toHaveLength(1);
  });

  it('shows an employee only their own events', async () => {
    const manager = await signUpManager(app);
    const { employee, username, password } = await employeeWithCredentials(app, manager.businessId);
    const colleague = await createEmployee(app.database.db, { id: manager.businessId });
    await insertActivity(app.database.db, {
      businessId: manager.businessId,
      employeeId: employee.id,
      type: 'touch',
    });
    await insertActivity(app.database.db, {
      businessId: manager.businessId,
      employeeId: colleague.id,
      type: 'touch',
    });
    const { cookie } = await signInEmployee(app, username, password);
    const items = (await feed(cookie)).json().items;
    expect(items.map((i: { employeeId: string }) => i.employeeId)).toEqual([employee.id]);
  });

  it('refuses bad paging and anonymous callers', async () => {
    const manager = await signUpManager(app);
    expect((await feed(manager.cookie, '?limit=1000')).statusCode).toBe(400);
    expect((await feed(manager.cookie, '?before=-1')).statusCode).toBe(400);
    expect((await app.inject('/api/activity')).statusCode).toBe(401);
  });
});

describe('activity notifications', () => {
  it('announces each committed event on the activity channel', async () => {
    const manager = await signUpManager(app);
    const listener = await listen(app.database, ACTIVITY_CHANNEL);
    try {
      const row = await insertActivity(app.database.db, {
        businessId: manager.businessId,
        employeeId: null,
        type: 'touch',
      });
      await waitFor(() => listener.received.length > 0);
      expect(JSON.parse(listener.received[0]!)).toEqual({
        id: row.id,
        businessId: manager.businessId,
        employeeId: null,
        type: 'touch',
      });
    } finally {
      await listener.stop();
    }
  });
});
