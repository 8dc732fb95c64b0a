import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { useTestApp } from '../../../test/build-test-app';
import {
  employeeWithCredentials,
  promoteToAdmin,
  signInEmployee,
  signUpManager,
} from '../../../test/auth-helpers';

const app = useTestApp();

type Caller = { cookie: string };
const get = (caller: Caller) => app.inject({ url: '/api/business', headers: caller });
const patch = (caller: Caller, payload: Record<string, unknown>) =>
  app.inject({ method: 'PATCH', url: '/api/business', headers: caller, payload });

describe('GET /api/business', () => {
  it("answers the caller's business information with the defaults of a new business", async () => {
    const manager = await signUpManager(app);
    const res = await get(manager);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: manager.businessId,
      name: 'Frizerski salon Lepota',
      timezone: 'Europe/Belgrade',
      privacyText: null,
      attributionWindowMinutes: 30,
      googleLastSyncedAt: null,
      canSeed: true,
    });
  });

  it('refuses employees with 403 and signed-out callers with 401', async () => {
    const manager = await signUpManager(app);
    const { username, password } = await employeeWithCredentials(app, manager.businessId);
    const employee = await signInEmployee(app, username, password);
    expect((await get({ cookie: employee.cookie })).statusCode).toBe(403);
    expect((await patch({ cookie: employee.cookie }, { name: 'Taken over' })).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/business' })).statusCode).toBe(401);
  });
});

describe('PATCH /api/business', () => {
  it('saves every editable field and answers the updated settings', async () => {
    const manager = await signUpManager(app);
    const res = await patch(manager, {
      name: '  Salon Lepota Dorćol ',
      timezone: 'America/New_York',
      privacyText: 'We keep only what Google shows publicly.',
      attributionWindowMinutes: 45,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Salon Lepota Dorćol',
      timezone: 'America/New_York',
      privacyText: 'We keep only what Google shows publicly.',
      attributionWindowMinutes: 45,
    });
    expect((await get(manager)).json()).toMatchObject({ name: 'Salon Lepota Dorćol' });
  });

  it('clears the privacy text when it is sent blank', async () => {
    const manager = await signUpManager(app);
    await patch(manager, { privacyText: 'Something' });
    const res = await patch(manager, { privacyText: '   ' });
    expect(res.json().privacyText).toBeNull();
  });

  it.each([
    [{ timezone: 'Mars/Olympus_Mons' }, 'Please choose a valid time zone.'],
    [{ timezone: '' }, 'Please choose a valid time zone.'],
    [{ name: 'A' }, 'Business name must be at least 2 characters'],
    [{ name: 'x'.repeat(101) }, 'Business name must be at most 100 characters'],
    [{ privacyText: 'p'.repeat(2001) }, 'The privacy text can be at most 2,000 characters.'],
    [{ attributionWindowMinutes: 4 }, 'The attribution window must be between 5 and 240 minutes.'],
    [
      { attributionWindowMinutes: 241 },
      'The attribution window must be between 5 and 240 minutes.',
    ],
  ])('answers 400 for %j with a clear message', async (payload, message) => {
    const manager = await signUpManager(app);
    const res = await patch(manager, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { key: expect.any(String), code: 'VALIDATION_FAILED', message },
    });
  });

  it("shows the new name in the session and in every user's denormalised business name", async () => {
    const manager = await signUpManager(app);
    const { username, password } = await employeeWithCredentials(app, manager.businessId);
    await patch(manager, { name: 'Berberin Mika' });
    const session = await app.inject({ url: '/api/auth/session', headers: manager });
    expect(session.json().user.businessName).toBe('Berberin Mika');
    expect(session.json().business.name).toBe('Berberin Mika');
    const rows = await app.database.db
      .select({ businessName: users.businessName })
      .from(users)
      .where(eq(users.businessId, manager.businessId));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.businessName === 'Berberin Mika')).toBe(true);
    const employee = await signInEmployee(app, username, password);
    const employeeSession = await app.inject({
      url: '/api/auth/session',
      headers: { cookie: employee.cookie },
    });
    expect(employeeSession.json().user.businessName).toBe('Berberin Mika');
  });

  it("changes only the caller's business", async () => {
    const first = await signUpManager(app);
    const second = await signUpManager(app);
    await patch(first, { name: 'Only Mine', timezone: 'Asia/Tokyo' });
    const other = (await get(second)).json();
    expect(other.id).toBe(second.businessId);
    expect(other).toMatchObject({ name: 'Frizerski salon Lepota', timezone: 'Europe/Belgrade' });
    const [otherUser] = await app.database.db
      .select({ businessName: users.businessName })
      .from(users)
      .where(eq(users.businessId, second.businessId));
    expect(otherUser?.businessName).toBe('Frizerski salon Lepota');
  });

  it('lets an admin save too', async () => {
    const manager = await signUpManager(app);
    await promoteToAdmin(app, manager.session.user.id);
    const res = await patch(manager, { attributionWindowMinutes: 240 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ attributionWindowMinutes: 240, canSeed: true });
  });
});
