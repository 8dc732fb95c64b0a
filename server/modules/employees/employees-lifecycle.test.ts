import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employeeCredentials, employees, sessions, touches, users } from '../../db/schema';
import { useTestApp } from '../../../test/build-test-app';
import { createTouch } from '../../../test/factories';
import {
  employeeWithCredentials,
  promoteToAdmin,
  signInEmployee,
  signUpManager,
} from '../../../test/auth-helpers';

const app = useTestApp();

// State-changing requests without a JSON body need a same-site Origin (CSRF guard).
const headers = (cookie: string) => ({ cookie, origin: 'http://localhost' });
const remove = (cookie: string, id: string) =>
  app.inject({ method: 'DELETE', url: `/api/employees/${id}`, headers: headers(cookie) });
const patch = (cookie: string, id: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'PATCH', url: `/api/employees/${id}`, headers: { cookie }, payload });
const session = (cookie: string) => app.inject({ url: '/api/auth/session', headers: { cookie } });

async function signUpAdmin() {
  const admin = await signUpManager(app);
  await promoteToAdmin(app, admin.session.user.id);
  return admin;
}

describe('tenant isolation', () => {
  it("answers 404 to another business's manager on every employee route", async () => {
    const owner = await signUpAdmin();
    const { employee } = await employeeWithCredentials(app, owner.businessId, { name: 'Tuđa Ana' });
    const stranger = await signUpAdmin();
    const answers = await Promise.all([
      app.inject({ url: `/api/employees/${employee.id}`, headers: { cookie: stranger.cookie } }),
      patch(stranger.cookie, employee.id, { name: 'Preoteta' }),
      remove(stranger.cookie, employee.id),
      app.inject({
        url: `/api/employees/${employee.id}/qr.png`,
        headers: headers(stranger.cookie),
      }),
      app.inject({
        url: `/api/employees/${employee.id}/qr.svg`,
        headers: headers(stranger.cookie),
      }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404]);
    const list = await app.inject({ url: '/api/employees', headers: { cookie: stranger.cookie } });
    expect(list.json()).toEqual({ items: [], total: 0 });
    const pdf = await app.inject({
      url: `/api/employees/qr-sheet.pdf?ids=${employee.id}`,
      headers: { cookie: stranger.cookie },
    });
    expect(pdf.statusCode).toBe(404);

    const [untouched] = await app.database.db
      .select()
      .from(employees)
      .where(eq(employees.id, employee.id));
    expect(untouched).toMatchObject({ name: 'Tuđa Ana', isActive: true, deletedAt: null });
  });
});

describe('deactivation', () => {
  it("ends the employee's sessions at once and reactivation restores the same sign-in", async () => {
    const manager = await signUpManager(app);
    const me = await employeeWithCredentials(app, manager.businessId);
    const { cookie } = await signInEmployee(app, me.username, me.password);
    expect((await session(cookie)).statusCode).toBe(200);

    const res = await patch(manager.cookie, me.employee.id, { isActive: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().isActive).toBe(false);
    expect((await session(cookie)).statusCode).toBe(401);
    expect((await signInEmployee(app, me.username, me.password)).response.statusCode).toBe(401);

    expect((await patch(manager.cookie, me.employee.id, { isActive: true })).statusCode).toBe(200);
    const again = await signInEmployee(app, me.username, me.password);
    expect(again.response.statusCode).toBe(200);
    // The old cookie stays dead: its session row was removed, not just paused.
    expect((await session(cookie)).statusCode).toBe(401);
  });
});

describe('DELETE /api/employees/{id}', () => {
  it('answers 403 to a manager and to an employee: only admins delete', async () => {
    const manager = await signUpManager(app);
    const me = await employeeWithCredentials(app, manager.businessId);
    const { cookie } = await signInEmployee(app, me.username, me.password);
    const byManager = await remove(manager.cookie, me.employee.id);
    expect(byManager.statusCode).toBe(403);
    expect(byManager.json().error.code).toBe('FORBIDDEN');
    expect((await remove(cookie, me.employee.id)).statusCode).toBe(403);
  });

  it('soft-deletes for an admin: history stays, the name is free, sign-in ends', async () => {
    const admin = await signUpAdmin();
    const me = await employeeWithCredentials(app, admin.businessId, { name: 'Milan Milić' });
    const touch = await createTouch(app.database.db, me.employee);
    const { cookie } = await signInEmployee(app, me.username, me.password);

    const res = await remove(admin.cookie, me.employee.id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    const db = app.database.db;
    const [kept] = await db.select().from(employees).where(eq(employees.id, me.employee.id));
    expect(kept!.deletedAt).toBeInstanceOf(Date);
    expect(kept!.isActive).toBe(false);
    expect(await db.select().from(touches).where(eq(touches.id, touch.id))).toHaveLength(1);
    const [credential] = await db
      .select()
      .from(employeeCredentials)
      .where(eq(employeeCredentials.employeeId, me.employee.id));
    expect(credential).toMatchObject({ isActive: false, username: me.username });

    expect((await session(cookie)).statusCode).toBe(401);
    const left = await db
      .select({ id: sessions.id })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.employeeId, me.employee.id));
    expect(left).toEqual([]);
    expect((await signInEmployee(app, me.username, me.password)).response.statusCode).not.toBe(200);
    const gone = await app.inject({
      url: `/api/employees/${me.employee.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(gone.statusCode).toBe(404);
    expect((await remove(admin.cookie, me.employee.id)).statusCode).toBe(404);
    const list = await app.inject({ url: '/api/employees', headers: { cookie: admin.cookie } });
    expect(list.json().total).toBe(0);

    const rehired = await app.inject({
      method: 'POST',
      url: '/api/employees',
      headers: { cookie: admin.cookie },
      payload: { name: 'milan milić' },
    });
    expect(rehired.statusCode).toBe(201);
    expect(rehired.json().slug).not.toBe(kept!.slug);
  });
});
