import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityEvents } from '../../db/schema';
import { useTestApp } from '../../../test/build-test-app';
import { employeeWithCredentials, signInEmployee, signUpManager } from '../../../test/auth-helpers';

const ORIGIN = 'https://reviews.example.com';
const app = useTestApp({ env: { PUBLIC_URL: ORIGIN } });

type Caller = { cookie: string };
const create = (caller: Caller, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/employees', headers: caller, payload });
const patch = (caller: Caller, id: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'PATCH', url: `/api/employees/${id}`, headers: caller, payload });
const get = (caller: Caller, url: string) => app.inject({ url, headers: caller });

describe('POST /api/employees', () => {
  it('adds an employee with a permanent code, a readable slug and absolute links', async () => {
    const manager = await signUpManager(app);
    const res = await create(manager, {
      name: '  Đorđe Marković ',
      employeeSince: '2023-04-01',
      aliases: ['Đole', 'Đole', 'Djole'],
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'Đorđe Marković',
      isActive: true,
      employeeSince: '2023-04-01',
      aliases: ['Đole', 'Djole'],
      username: null,
    });
    expect(body.code).toMatch(/^[abcdefghijkmnpqrstuvwxyz23456789]{8}$/);
    expect(body.slug).toMatch(/^djordje-markovic-[a-z0-9]{6}$/);
    expect(body.publicUrl).toBe(`${ORIGIN}/e/${body.slug}`);
    expect(body.qrUrl).toBe(`${ORIGIN}/qr/${body.slug}`);
    const events = await app.database.db
      .select()
      .from(activityEvents)
      .where(
        and(eq(activityEvents.employeeId, body.id), eq(activityEvents.type, 'employee_added')),
      );
    expect(events).toHaveLength(1);
  });

  it.each([
    [{}, 'Employee name is required'],
    [{ name: '   ' }, 'Employee name is required'],
    [{ name: 'A' }, 'Employee name must be at least 2 characters'],
  ])('answers 400 for %j with the documented message', async (payload, message) => {
    const manager = await signUpManager(app);
    const res = await create(manager, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { key: expect.any(String), code: 'VALIDATION_FAILED', message },
    });
  });

  it('addresses people by their first name unless the manager chooses, and keeps the choice', async () => {
    const manager = await signUpManager(app);
    const milica = (await create(manager, { name: 'Milica Petrović' })).json();
    expect(milica).toMatchObject({ addressAs: 'she', addressAsChoice: null });
    const nikola = (await create(manager, { name: 'Nikola Jovanović' })).json();
    expect(nikola).toMatchObject({ addressAs: 'he', addressAsChoice: null });
    const sasa = (await create(manager, { name: 'Saša Ilić', addressAs: 'she' })).json();
    expect(sasa).toMatchObject({ addressAs: 'she', addressAsChoice: 'she' });
    const back = await patch(manager, sasa.id, { addressAs: null });
    expect(back.json()).toMatchObject({ addressAs: 'he', addressAsChoice: null });
    expect((await patch(manager, sasa.id, { addressAs: 'they' })).statusCode).toBe(400);
  });

  it('answers 409 for a name the business already has, whatever its case', async () => {
    const manager = await signUpManager(app);
    expect((await create(manager, { name: 'Ana Jovanović' })).statusCode).toBe(201);
    const res = await create(manager, { name: 'ANA JOVANOVIĆ' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: {
        key: expect.any(String),
        code: 'EMPLOYEE_NAME_TAKEN',
        message: 'This employee name already exists',
      },
    });
    // Another business may use the same name.
    expect((await create(await signUpManager(app), { name: 'Ana Jovanović' })).statusCode).toBe(
      201,
    );
  });

  it('answers 403 to an employee caller and 401 when signed out', async () => {
    const manager = await signUpManager(app);
    const { username, password } = await employeeWithCredentials(app, manager.businessId);
    const { cookie } = await signInEmployee(app, username, password);
    expect((await create({ cookie }, { name: 'Novi Radnik' })).statusCode).toBe(403);
    expect((await create({ cookie: '' }, { name: 'Novi Radnik' })).statusCode).toBe(401);
  });
});

describe('GET /api/employees', () => {
  it('searches names and aliases case-insensitively, filters by status and pages by name', async () => {
    const manager = await signUpManager(app);
    const ids: Record<string, string> = {};
    for (const name of ['Milica Petrović', 'Ana Ilić', 'Jelena 100% Kafa', 'Marko Marković']) {
      ids[name] = (await create(manager, { name })).json().id;
    }
    await patch(manager, ids['Marko Marković']!, { aliases: ['Mare', 'Maki'] });
    await patch(manager, ids['Ana Ilić']!, { isActive: false });
    const names = async (query: string) => {
      const body = (await get(manager, `/api/employees${query}`)).json();
      return { names: body.items.map((e: { name: string }) => e.name), total: body.total };
    };

    expect(await names('')).toEqual({
      names: ['Ana Ilić', 'Jelena 100% Kafa', 'Marko Marković', 'Milica Petrović'],
      total: 4,
    });
    expect(await names('?q=mAkI')).toEqual({ names: ['Marko Marković'], total: 1 });
    expect(await names('?q=MILICA')).toEqual({ names: ['Milica Petrović'], total: 1 });
    // % and _ are literal characters, not wildcards.
    expect(await names('?q=%25')).toEqual({ names: ['Jelena 100% Kafa'], total: 1 });
    expect(await names('?q=_')).toEqual({ names: [], total: 0 });
    expect(await names('?status=inactive')).toEqual({ names: ['Ana Ilić'], total: 1 });
    expect((await names('?status=active')).total).toBe(3);
    expect(await names('?page=2&pageSize=3')).toEqual({ names: ['Milica Petrović'], total: 4 });
  });

  it('lists names alphabetically: letters with diacritics among their base letters, Cyrillic in its order', async () => {
    const manager = await signUpManager(app);
    // Created in an order that byte order (the databases' default) would keep.
    for (const name of ['Ceca', 'Dragan', 'Sava', 'Zoran', 'Čedomir', 'Šime', 'Ђорђе', 'Душан']) {
      expect((await create(manager, { name })).statusCode).toBe(201);
    }
    const listed = (await get(manager, '/api/employees')).json();
    expect(listed.items.map((e: { name: string }) => e.name)).toEqual([
      'Ceca',
      'Čedomir',
      'Dragan',
      'Sava',
      'Šime',
      'Zoran',
      'Душан',
      'Ђорђе',
    ]);
  });

  it('shows an employee caller only themself', async () => {
    const manager = await signUpManager(app);
    await create(manager, { name: 'Kolega Drugi' });
    const me = await employeeWithCredentials(app, manager.businessId, { name: 'Sara Simić' });
    const { cookie } = await signInEmployee(app, me.username, me.password);
    const body = (await get({ cookie }, '/api/employees')).json();
    expect(body.total).toBe(1);
    expect(body.items.map((e: { id: string }) => e.id)).toEqual([me.employee.id]);
    expect(body.items[0].username).toBe(me.username);
  });

  it('answers 400 for an unknown status', async () => {
    const manager = await signUpManager(app);
    expect((await get(manager, '/api/employees?status=fired')).statusCode).toBe(400);
  });
});

describe('GET and PATCH /api/employees/{id}', () => {
  it('lets an employee read themself but not a colleague', async () => {
    const manager = await signUpManager(app);
    const colleague = (await create(manager, { name: 'Kolega Treći' })).json();
    const me = await employeeWithCredentials(app, manager.businessId);
    const { cookie } = await signInEmployee(app, me.username, me.password);
    const own = await get({ cookie }, `/api/employees/${me.employee.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().id).toBe(me.employee.id);
    const other = await get({ cookie }, `/api/employees/${colleague.id}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().error.message).toBe('Employee not found');
    expect((await patch({ cookie }, me.employee.id, { name: 'Ja Sam' })).statusCode).toBe(403);
  });

  it('renames without changing the slug or the code, and edits the other fields', async () => {
    const manager = await signUpManager(app);
    const before = (await create(manager, { name: 'Petar Perić' })).json();
    const res = await patch(manager, before.id, {
      name: 'Petar Perić Jr',
      employeeSince: '2020-01-15',
      aliases: ['Pera'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Petar Perić Jr',
      slug: before.slug,
      code: before.code,
      publicUrl: before.publicUrl,
      employeeSince: '2020-01-15',
      aliases: ['Pera'],
    });
    const cleared = await patch(manager, before.id, { employeeSince: null });
    expect(cleared.json()).toMatchObject({ employeeSince: null, name: 'Petar Perić Jr' });
  });

  it('answers 409 when renaming to a colleague’s name, and allows a change of case', async () => {
    const manager = await signUpManager(app);
    await create(manager, { name: 'Ivana Ivić' });
    const other = (await create(manager, { name: 'Ivan Ivić' })).json();
    const res = await patch(manager, other.id, { name: 'ivana ivić' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      key: expect.any(String),
      code: 'EMPLOYEE_NAME_TAKEN',
      message: 'This employee name already exists',
    });
    expect((await patch(manager, other.id, { name: 'IVAN Ivić' })).json().name).toBe('IVAN Ivić');
  });

  it('answers 400 for an empty change, a short name or a malformed id', async () => {
    const manager = await signUpManager(app);
    const employee = (await create(manager, { name: 'Luka Lukić' })).json();
    expect((await patch(manager, employee.id, {})).json().error.message).toBe('Nothing to change');
    expect((await patch(manager, employee.id, { name: 'L' })).json().error.message).toBe(
      'Employee name must be at least 2 characters',
    );
    expect((await get(manager, '/api/employees/not-a-uuid')).statusCode).toBe(400);
  });
});
