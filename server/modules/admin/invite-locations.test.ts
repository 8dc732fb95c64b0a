// A manager invited to some of a business's locations starts limited to them (docs/locations.md,
// docs/decisions/032-creator-is-admin.md): the owner who opened the business is its admin and
// invites, and the manager never holds every shop, not even for the first minute.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { locations } from '../../db/schema';
import { sessionCookie, signUpOwner, uniqueEmail } from '../../../test/auth-helpers';
import { MAIL_ORIGIN, useMailTestApp } from '../../../test/mail-test-app';

const mailApp = useMailTestApp();

type Caller = { cookie: string };
const invite = (caller: Caller, payload: Record<string, unknown>) =>
  mailApp.app.inject({ method: 'POST', url: '/api/admin/invites', headers: caller, payload });

async function addLocation(owner: Caller, name: string) {
  const res = await mailApp.app.inject({
    method: 'POST',
    url: '/api/locations',
    headers: { ...owner, origin: MAIL_ORIGIN },
    payload: { name },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

/** An owner whose business has two shops, and their ids. */
async function ownerWithTwoShops() {
  const owner = await signUpOwner(mailApp.app);
  expect(owner.session.user.role).toBe('admin');
  const north = await addLocation(owner, 'Sever');
  const south = await addLocation(owner, 'Jug');
  return { owner, north, south };
}

async function mailedToken(email: string) {
  const mail = await mailApp.smtp.next(email, 5000, '/auth/invite');
  return new URL(mail.textLinks[0]!).searchParams.get('token')!;
}

describe('inviting a manager to some locations', () => {
  it('limits the manager from his first sign-in, and says where on the invitation page', async () => {
    const { owner, south } = await ownerWithTwoShops();
    const email = uniqueEmail('jug');
    const created = await invite(owner, { email, role: 'manager', locationIds: [south] });
    expect(created.statusCode).toBe(201);
    expect(created.json().locationIds).toEqual([south]);
    const listed = await mailApp.app.inject({ url: '/api/admin/invites', headers: owner });
    expect(listed.json().items[0].locationIds).toEqual([south]);

    const token = await mailedToken(email);
    const preview = await mailApp.app.inject({ url: `/api/auth/invite/${token}` });
    expect(preview.json()).toMatchObject({ role: 'manager', locationNames: ['Jug'] });
    const accepted = await mailApp.app.inject({
      method: 'POST',
      url: '/api/auth/invite/accept',
      payload: { token, password: 'pozivnica1' },
    });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().locationIds).toEqual([south]);
    const manager = { cookie: sessionCookie(accepted) };
    const seen = await mailApp.app.inject({ url: '/api/locations', headers: manager });
    expect(seen.json().items.map((l: { name: string }) => l.name)).toEqual(['Jug']);
    const users = await mailApp.app.inject({ url: '/api/admin/users', headers: owner });
    const joined = users.json().items.find((u: { email: string }) => u.email === email);
    expect(joined).toMatchObject({ role: 'manager', locationIds: [south] });
  });

  it('invites to every location when none is named', async () => {
    const { owner } = await ownerWithTwoShops();
    const created = await invite(owner, { email: uniqueEmail('all'), role: 'manager' });
    expect(created.statusCode).toBe(201);
    expect(created.json().locationIds).toEqual([]);
  });

  it('refuses locations for an admin, and another business’s location (400)', async () => {
    const { owner, south } = await ownerWithTwoShops();
    const other = await ownerWithTwoShops();
    const asAdmin = await invite(owner, {
      email: uniqueEmail('adm'),
      role: 'admin',
      locationIds: [south],
    });
    expect(asAdmin.statusCode).toBe(400);
    const foreign = await invite(owner, {
      email: uniqueEmail('foreign'),
      role: 'manager',
      locationIds: [other.north],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.message).toMatch(/location/i);
  });

  it('keeps the locations still there, and is gone (410) when none is left', async () => {
    const { owner, north, south } = await ownerWithTwoShops();
    const email = uniqueEmail('gone');
    await invite(owner, { email, role: 'manager', locationIds: [north, south] });
    const token = await mailedToken(email);
    await mailApp.app.database.db.delete(locations).where(eq(locations.id, north));
    const preview = await mailApp.app.inject({ url: `/api/auth/invite/${token}` });
    expect(preview.json().locationNames).toEqual(['Jug']);
    await mailApp.app.database.db.delete(locations).where(eq(locations.id, south));
    const accepted = await mailApp.app.inject({
      method: 'POST',
      url: '/api/auth/invite/accept',
      payload: { token, password: 'pozivnica1' },
    });
    expect(accepted.statusCode).toBe(410);
    expect(accepted.json().error.message).toMatch(/no longer exist/);
  });
});
