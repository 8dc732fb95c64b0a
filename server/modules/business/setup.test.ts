// The setup guide's status (docs/setup-guide.md): each step done when its trace exists, hidden
// only when complete, and a warning when another business connected the same Google location.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { businesses, userLocations } from '../../db/schema';
import { useTestApp } from '../../../test/build-test-app';
import { employeeWithCredentials, signInEmployee, signUpManager } from '../../../test/auth-helpers';
import { createEmployee, createTouch } from '../../../test/factories';
import { maskEmail } from './setup.service';

const app = useTestApp();

const ORIGIN = 'http://localhost:80';
const status = (cookie: string) =>
  app.inject({ method: 'GET', url: '/api/business/setup', headers: { cookie } });
const dismiss = (cookie: string) =>
  app.inject({
    method: 'POST',
    url: '/api/business/setup/dismiss',
    headers: { cookie, origin: ORIGIN },
  });
const doneSteps = (body: { steps: { key: string; done: boolean }[] }) =>
  body.steps.filter((s) => s.done).map((s) => s.key);

describe('GET /api/business/setup', () => {
  it('starts with nothing done, then follows what the owner does', async () => {
    const owner = await signUpManager(app);
    const first = await status(owner.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      steps: [
        { key: 'google', done: false },
        { key: 'team', done: false },
        { key: 'cards', done: false },
        { key: 'testScan', done: false },
      ],
      complete: false,
      dismissed: false,
      teamSize: 0,
      sharedLocation: null,
      locations: null,
      limited: false,
    });
    expect((await dismiss(owner.cookie)).json().error.code).toBe('SETUP_INCOMPLETE');

    // Connected, but nothing came in yet: the step waits for the first reviews.
    await app.database.db
      .update(businesses)
      .set({ connectionType: 'places_api', googlePlaceId: 'ChIJ-setup-own' })
      .where(eq(businesses.id, owner.businessId));
    expect(doneSteps((await status(owner.cookie)).json())).toEqual([]);
    await app.database.db
      .update(businesses)
      .set({ googleLastSyncedAt: new Date() })
      .where(eq(businesses.id, owner.businessId));
    const milica = await createEmployee(app.database.db, { id: owner.businessId });
    const sheet = await app.inject({
      method: 'GET',
      url: '/api/employees/qr-sheet.pdf',
      headers: { cookie: owner.cookie },
    });
    expect(sheet.statusCode).toBe(200);
    expect(doneSteps((await status(owner.cookie)).json())).toEqual(['google', 'team', 'cards']);

    await createTouch(app.database.db, milica);
    const done = (await status(owner.cookie)).json();
    expect(done).toMatchObject({ complete: true, dismissed: false, teamSize: 1 });

    const hidden = await dismiss(owner.cookie);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().dismissed).toBe(true);
    expect((await status(owner.cookie)).json().dismissed).toBe(true);
  });

  it('counts a downloaded QR image as printed cards, but not one an employee saves', async () => {
    const owner = await signUpManager(app);
    const ana = await employeeWithCredentials(app, owner.businessId);
    const own = await signInEmployee(app, ana.username, ana.password);
    const url = `/api/employees/${ana.employee.id}/qr.png?download=1`;
    expect((await app.inject({ url, headers: { cookie: own.cookie } })).statusCode).toBe(200);
    expect(doneSteps((await status(owner.cookie)).json())).toEqual(['team']);
    expect((await app.inject({ url, headers: { cookie: owner.cookie } })).statusCode).toBe(200);
    expect(doneSteps((await status(owner.cookie)).json())).toEqual(['team', 'cards']);
  });

  it('warns when another business connected the same Google location, and says whom to ask', async () => {
    const first = await signUpManager(app);
    const second = await signUpManager(app);
    for (const owner of [first, second])
      await app.database.db
        .update(businesses)
        .set({ connectionType: 'places_api', googlePlaceId: 'ChIJ-shared-place' })
        .where(eq(businesses.id, owner.businessId));
    const body = (await status(second.cookie)).json();
    expect(body.sharedLocation).toEqual({ contact: maskEmail(first.email) });
    expect(body.sharedLocation.contact).not.toContain(first.email.split('@')[0]!.slice(1));
  });

  it('asks each location for its link, its team and a scan once there are several', async () => {
    const owner = await signUpManager(app);
    await app.database.db
      .update(businesses)
      .set({
        connectionType: 'places_api',
        googleReviewUrl: 'https://g.page/r/setup/review',
        googleLastSyncedAt: new Date(),
      })
      .where(eq(businesses.id, owner.businessId));
    const milica = await createEmployee(app.database.db, { id: owner.businessId });
    await createTouch(app.database.db, milica);
    expect(doneSteps((await status(owner.cookie)).json())).toEqual(['google', 'team', 'testScan']);

    // A second shop, with no link, no one and no scan yet: three steps open again.
    const south = (
      await app.inject({
        method: 'POST',
        url: '/api/locations',
        headers: { cookie: owner.cookie },
        payload: { name: 'Jug' },
      })
    ).json();
    const opened = (await status(owner.cookie)).json();
    expect(doneSteps(opened)).toEqual([]);
    expect(opened.locations).toEqual([
      expect.objectContaining({ number: 1, reviewLink: true, staff: 1, scanned: true }),
      { id: south.id, number: 2, name: 'Jug', reviewLink: false, staff: 0, scanned: false },
    ]);

    const linked = await app.inject({
      method: 'PATCH',
      url: `/api/locations/${south.id}`,
      headers: { cookie: owner.cookie },
      payload: {
        googleBusinessUrl:
          'https://search.google.com/local/writereview?placeid=ChIJSetupSouth00000000000',
      },
    });
    expect(linked.statusCode).toBe(200);
    const iva = await createEmployee(app.database.db, { id: owner.businessId });
    await createTouch(app.database.db, iva, { locationId: south.id });
    expect(doneSteps((await status(owner.cookie)).json())).toEqual(['google', 'team', 'testScan']);
  });

  it('follows a manager limited to one shop through his shop only, and leaves Google to an admin', async () => {
    const manager = await signUpManager(app);
    const add = (name: string) =>
      app.inject({
        method: 'POST',
        url: '/api/locations',
        headers: { cookie: manager.cookie },
        payload: { name },
      });
    const south = (await add('Jug')).json();
    await add('Sever');
    const iva = await createEmployee(app.database.db, { id: manager.businessId });
    await app.inject({
      method: 'PUT',
      url: `/api/employees/${iva.id}/locations`,
      headers: { cookie: manager.cookie, origin: ORIGIN },
      payload: { locationIds: [south.id] },
    });
    await app.database.db
      .insert(userLocations)
      .values({ userId: manager.session.user.id, locationId: south.id });

    const mine = (await status(manager.cookie)).json();
    expect(mine.limited).toBe(true);
    expect(mine.locations.map((l: { name: string }) => l.name)).toEqual(['Jug']);
    expect(mine.teamSize).toBe(1);
    expect(doneSteps(mine)).toEqual(['team']);
    expect((await dismiss(manager.cookie)).statusCode).toBe(403);
  });

  it('is for managers: employees get 403, signed-out callers 401', async () => {
    const owner = await signUpManager(app);
    const ana = await employeeWithCredentials(app, owner.businessId);
    const own = await signInEmployee(app, ana.username, ana.password);
    expect((await status(own.cookie)).statusCode).toBe(403);
    expect((await dismiss(own.cookie)).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/business/setup' })).statusCode).toBe(401);
  });
});

describe('maskEmail', () => {
  it('keeps the first letter and the domain only', () => {
    expect(maskEmail('milica@salon.rs')).toBe('m•••@salon.rs');
    expect(maskEmail('broken')).toBe('•••');
  });
});
