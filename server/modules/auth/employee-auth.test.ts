import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employeeCredentials, employees, users } from '../../db/schema';
import { useTestApp } from '../../../test/build-test-app';
import { createEmployee } from '../../../test/factories';
import { employeeWithCredentials, signInEmployee, signUpManager } from '../../../test/auth-helpers';

const app = useTestApp();

const session = (cookie: string) => app.inject({ url: '/api/auth/session', headers: { cookie } });

describe('PUT /api/employees/{id}/credentials', () => {
  it("lets a manager set an employee's sign-in, which then works case-insensitively", async () => {
    const manager = await signUpManager(app);
    const employee = await createEmployee(
      app.database.db,
      { id: manager.businessId },
      { name: 'Milica Petrović' },
    );
    const res = await app.inject({
      method: 'PUT',
      url: `/api/employees/${employee.id}/credentials`,
      headers: { cookie: manager.cookie },
      payload: { username: 'Milica.P', password: 'tajna123' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ employeeId: employee.id, username: 'Milica.P', isActive: true });
    const [stored] = await app.database.db
      .select()
      .from(employeeCredentials)
      .where(eq(employeeCredentials.employeeId, employee.id));
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$/);

    const { response } = await signInEmployee(app, 'milica.p', 'tajna123');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      kind: 'employee',
      user: {
        role: 'employee',
        isEmployee: true,
        employeeId: employee.id,
        email: 'milica.p@employee.local',
      },
      employee: { id: employee.id, name: 'Milica Petrović', username: 'Milica.P' },
      business: { id: manager.businessId },
      permissions: expect.arrayContaining(['reviews:read', 'analytics:read']),
    });
    const hours = (new Date(body.expiresAt).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
  });

  it('answers 409 when another employee already has the username', async () => {
    const manager = await signUpManager(app);
    await employeeWithCredentials(app, manager.businessId, { username: 'ana.j' });
    const other = await createEmployee(app.database.db, { id: manager.businessId });
    const res = await app.inject({
      method: 'PUT',
      url: `/api/employees/${other.id}/credentials`,
      headers: { cookie: manager.cookie },
      payload: { username: 'ANA.J', password: 'tajna123' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('USERNAME_TAKEN');
  });

  it("answers 404 for another business's employee and 403 for an employee caller", async () => {
    const manager = await signUpManager(app);
    const stranger = await signUpManager(app);
    const theirs = await createEmployee(app.database.db, { id: stranger.businessId });
    const res = await app.inject({
      method: 'PUT',
      url: `/api/employees/${theirs.id}/credentials`,
      headers: { cookie: manager.cookie },
      payload: { username: 'x-user', password: 'tajna123' },
    });
    expect(res.statusCode).toBe(404);

    const { username, password } = await employeeWithCredentials(app, manager.businessId);
    const { cookie } = await signInEmployee(app, username, password);
    const mine = await createEmployee(app.database.db, { id: manager.businessId });
    const asEmployee = await app.inject({
      method: 'PUT',
      url: `/api/employees/${mine.id}/credentials`,
      headers: { cookie },
      payload: { username: 'y-user', password: 'tajna123' },
    });
    expect(asEmployee.statusCode).toBe(403);
  });

  it('ends the sessions the employee had when the credentials are reset', async () => {
    const manager = await signUpManager(app);
    const { employee, username, password } = await employeeWithCredentials(app, manager.businessId);
    const { cookie } = await signInEmployee(app, username, password);
    expect((await session(cookie)).statusCode).toBe(200);
    await app.inject({
      method: 'PUT',
      url: `/api/employees/${employee.id}/credentials`,
      headers: { cookie: manager.cookie },
      payload: { username, password: 'nova-lozinka' },
    });
    expect((await session(cookie)).statusCode).toBe(401);
  });
});

describe('POST /api/auth/employee/signin', () => {
  it('answers 401 with the documented message for a wrong password and an unknown username alike', async () => {
    const manager = await signUpManager(app);
    const { username } = await employeeWithCredentials(app, manager.businessId);
    for (const [name, password] of [
      [username, 'pogresna'],
      ['nepostojeci', 'pogresna'],
    ] as const) {
      const { response } = await signInEmployee(app, name, password);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: {
          key: expect.any(String),
          code: 'INVALID_CREDENTIALS',
          message: 'Invalid username or password',
        },
      });
    }
  });

  it('accepts a legacy SHA-256 hash once and replaces it with argon2id', async () => {
    const manager = await signUpManager(app);
    const legacy = createHash('sha256').update('stara123').digest('hex');
    const { employee, username } = await employeeWithCredentials(app, manager.businessId, {
      passwordHash: legacy,
    });
    expect((await signInEmployee(app, username, 'stara123')).response.statusCode).toBe(200);
    const [stored] = await app.database.db
      .select()
      .from(employeeCredentials)
      .where(eq(employeeCredentials.employeeId, employee.id));
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await signInEmployee(app, username, 'stara123')).response.statusCode).toBe(200);
  });

  it('refuses inactive credentials and an inactive employee as invalid', async () => {
    const manager = await signUpManager(app);
    const a = await employeeWithCredentials(app, manager.businessId);
    await app.database.db
      .update(employeeCredentials)
      .set({ isActive: false })
      .where(eq(employeeCredentials.employeeId, a.employee.id));
    expect((await signInEmployee(app, a.username, a.password)).response.statusCode).toBe(401);
    const b = await employeeWithCredentials(app, manager.businessId);
    await app.database.db
      .update(employees)
      .set({ isActive: false })
      .where(eq(employees.id, b.employee.id));
    expect((await signInEmployee(app, b.username, b.password)).response.json().error.message).toBe(
      'Invalid username or password',
    );
  });

  it("answers 'Employee data not found' when the employee was deleted", async () => {
    const manager = await signUpManager(app);
    const { employee, username, password } = await employeeWithCredentials(app, manager.businessId);
    await app.database.db
      .update(employees)
      .set({ deletedAt: new Date() })
      .where(eq(employees.id, employee.id));
    const { response } = await signInEmployee(app, username, password);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: {
        key: expect.any(String),
        code: 'EMPLOYEE_NOT_FOUND',
        message: 'Employee data not found',
      },
    });
  });

  it('ends the session at once when the employee or their user is deactivated', async () => {
    const manager = await signUpManager(app);
    const { employee, username, password } = await employeeWithCredentials(app, manager.businessId);
    const first = await signInEmployee(app, username, password);
    await app.database.db
      .update(employees)
      .set({ isActive: false })
      .where(eq(employees.id, employee.id));
    expect((await session(first.cookie)).statusCode).toBe(401);
    await app.database.db
      .update(employees)
      .set({ isActive: true })
      .where(eq(employees.id, employee.id));
    const second = await signInEmployee(app, username, password);
    await app.database.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.employeeId, employee.id));
    expect((await session(second.cookie)).statusCode).toBe(401);
  });
});
