import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { useTestApp } from '../../../test/build-test-app';
import {
  employeeWithCredentials,
  promoteToAdmin,
  signInEmployee,
  signUpManager,
} from '../../../test/auth-helpers';
import { createUser } from '../../../test/factories';
import { updateBusinessUser } from './admin-users.service';
import { requireBusiness, scopeOf } from '../scope/scope';

const app = useTestApp();

type Caller = { cookie: string };
const list = (caller: Caller, query = '') =>
  app.inject({ url: `/api/admin/users${query}`, headers: caller });
const patch = (caller: Caller, id: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'PATCH', url: `/api/admin/users/${id}`, headers: caller, payload });
const session = (caller: Caller) => app.inject({ url: '/api/auth/session', headers: caller });

/** A signed-up account promoted to admin (the session reads the role on every request). */
async function signUpAdmin() {
  const owner = await signUpManager(app);
  await promoteToAdmin(app, owner.session.user.id);
  return owner;
}

async function businessOf(owner: Awaited<ReturnType<typeof signUpManager>>) {
  return { id: owner.businessId, name: owner.session.business.name as string };
}

describe('admin users API access', () => {
  it('answers 401 signed out, 403 to managers and employees, 200 to admins', async () => {
    const manager = await signUpManager(app);
    const { username, password } = await employeeWithCredentials(app, manager.businessId);
    const employee = await signInEmployee(app, username, password);
    const admin = await signUpAdmin();

    expect((await list({ cookie: '' })).statusCode).toBe(401);
    expect((await list(manager)).statusCode).toBe(403);
    expect((await list(employee)).statusCode).toBe(403);
    expect((await patch(manager, admin.session.user.id, { isActive: false })).statusCode).toBe(403);
    expect((await list(admin)).statusCode).toBe(200);
  });
});

describe('GET /api/admin/users', () => {
  it("lists only the caller's business, with search, role filter and paging", async () => {
    const admin = await signUpAdmin();
    const business = await businessOf(admin);
    await createUser(app.database.db, business, { email: 'mila.manager@example.com' });
    await employeeWithCredentials(app, admin.businessId, { name: 'Jovana Petrović' });
    await signUpManager(app); // another business: never listed

    const all = await list(admin);
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBe(2);
    expect(
      all
        .json()
        .items.map((u: { email: string }) => u.email)
        .sort(),
    ).toEqual([admin.email, 'mila.manager@example.com'].sort());
    const mine = all.json().items.find((u: { id: string }) => u.id === admin.session.user.id);
    expect(mine).toMatchObject({ role: 'admin', isActive: true, isEmployee: false });
    expect(mine.lastSignInAt).not.toBeNull();
    expect(Object.keys(mine).sort()).toEqual(
      [
        'createdAt',
        'email',
        'employeeName',
        'id',
        'isActive',
        'isEmployee',
        'lastSignInAt',
        'locationIds',
        'name',
        'role',
      ].sort(),
    );

    // Listed by the name on the account, beside the address (issue: an owner in charge).
    await app.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      headers: { cookie: admin.cookie, origin: 'http://localhost:80' },
      payload: { fullName: 'Vesna Vlasnica' },
    });
    const renamed = (await list(admin))
      .json()
      .items.find((u: { id: string }) => u.id === admin.session.user.id);
    expect(renamed).toMatchObject({ name: 'Vesna Vlasnica', email: admin.email });

    expect((await list(admin, '?q=MILA')).json().total).toBe(1);
    expect((await list(admin, '?role=manager')).json().items[0].email).toBe(
      'mila.manager@example.com',
    );
    const page = (await list(admin, '?pageSize=1&page=2')).json();
    expect(page).toMatchObject({ total: 2 });
    expect(page.items).toHaveLength(1);
  });

  it('lists employees who have signed in, with their name', async () => {
    const admin = await signUpAdmin();
    const { username, password } = await employeeWithCredentials(app, admin.businessId, {
      name: 'Marko Marković',
    });
    await signInEmployee(app, username, password);
    const body = (await list(admin, '?role=employee')).json();
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({
      isEmployee: true,
      employeeName: 'Marko Marković',
      name: 'Marko Marković',
    });
    expect(body.items[0].lastSignInAt).not.toBeNull();
  });
});

describe('PATCH /api/admin/users/{id}', () => {
  it('promotes a manager to admin and ends their sessions on the next request', async () => {
    const admin = await signUpAdmin();
    const colleague = await signUpManager(app);
    const id = colleague.session.user.id;
    // Put the colleague into the admin's business.
    await app.database.db
      .update(users)
      .set({ businessId: admin.businessId })
      .where(eq(users.id, id));
    expect((await session(colleague)).statusCode).toBe(200);

    const res = await patch(admin, id, { role: 'admin' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, role: 'admin', isActive: true });
    expect((await session(colleague)).statusCode).toBe(401);
    const left = await app.database.db.select().from(sessions).where(eq(sessions.userId, id));
    expect(left).toHaveLength(0);
  });

  it('deactivates and reactivates a user; deactivation takes effect at once', async () => {
    const admin = await signUpAdmin();
    const { username, password, employee } = await employeeWithCredentials(app, admin.businessId);
    const signedIn = await signInEmployee(app, username, password);
    const target = (await list(admin, '?role=employee')).json().items[0];
    expect(target.employeeName).toBe(employee.name);

    const off = await patch(admin, target.id, { isActive: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().isActive).toBe(false);
    expect((await session(signedIn)).statusCode).toBe(401);
    expect((await signInEmployee(app, username, password)).response.statusCode).toBe(403);

    expect((await patch(admin, target.id, { isActive: true })).json().isActive).toBe(true);
    expect((await signInEmployee(app, username, password)).response.statusCode).toBe(200);
  });

  it("refuses to change an employee's role", async () => {
    const admin = await signUpAdmin();
    const { username, password } = await employeeWithCredentials(app, admin.businessId);
    await signInEmployee(app, username, password);
    const target = (await list(admin, '?role=employee')).json().items[0];
    const res = await patch(admin, target.id, { role: 'manager' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/employee role/);
    expect((await patch(admin, target.id, { role: 'employee' })).statusCode).toBe(400);
  });

  it('refuses to let admins remove their own admin access', async () => {
    const admin = await signUpAdmin();
    const business = await businessOf(admin);
    await createUser(app.database.db, business, { role: 'admin' });
    for (const change of [{ role: 'manager' }, { isActive: false }]) {
      const res = await patch(admin, admin.session.user.id, change);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe('You cannot remove your own administrator access.');
    }
    expect((await session(admin)).json().user.role).toBe('admin');
  });

  it('never leaves the business without an active admin, even when two admins race', async () => {
    const first = await signUpAdmin();
    const second = await signUpManager(app);
    await app.database.db
      .update(users)
      .set({ businessId: first.businessId, role: 'admin' })
      .where(eq(users.id, second.session.user.id));
    // Each demotes the other at the same moment: exactly one may win.
    const results = await Promise.all([
      patch(first, second.session.user.id, { role: 'manager' }),
      patch(second, first.session.user.id, { role: 'manager' }),
    ]);
    // The loser is refused: 409 when both checks overlap, 401 when its session already ended.
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    const winner = results[0]!.statusCode === 200 ? first : second;
    const admins = (await list(winner, '?role=admin')).json();
    expect(admins.total).toBe(1);
  });

  it('refuses the change that would remove the last active admin (409)', async () => {
    const admin = await signUpAdmin();
    const business = await businessOf(admin);
    const { user: manager } = await createUser(app.database.db, business);
    // What a racing request sees after the other admin was demoted: the caller is no longer an
    // admin, and the target is the only active one.
    for (const change of [{ role: 'manager' as const }, { isActive: false }]) {
      await expect(
        updateBusinessUser(
          app.database.db,
          requireBusiness(
            scopeOf(app.database.db, {
              role: manager.role,
              user: { id: manager.id, businessId: admin.businessId, employeeId: null },
              business: { id: admin.businessId, name: 'Salon', slug: 'salon', timezone: 'UTC' },
            }),
          ),
          admin.session.user.id,
          change,
        ),
      ).rejects.toMatchObject({
        statusCode: 409,
        message: 'The business needs at least one active administrator.',
      });
    }
    expect((await session(admin)).json().user.role).toBe('admin');
  });

  it('finds no user of another business (404) and changes nothing there', async () => {
    const admin = await signUpAdmin();
    const stranger = await signUpManager(app);
    const res = await patch(admin, stranger.session.user.id, { isActive: false });
    expect(res.statusCode).toBe(404);
    expect((await session(stranger)).statusCode).toBe(200);
    expect(
      (await patch(admin, '00000000-0000-4000-8000-000000000000', { isActive: false })).statusCode,
    ).toBe(404);
  });

  it('asks for something to change', async () => {
    const admin = await signUpAdmin();
    expect((await patch(admin, admin.session.user.id, {})).statusCode).toBe(400);
  });
});
