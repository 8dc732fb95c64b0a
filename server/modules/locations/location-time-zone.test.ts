// A location's own time zone (docs/locations.md "Time zones"): set on adding or editing, null
// meaning the business's, and never on the first location, whose zone is the business's setting.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { signUpManager } from '../../../test/auth-helpers';

const app = useTestApp();

async function owner() {
  const manager = await signUpManager(app);
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: { cookie: manager.cookie },
      ...(payload ? { payload } : {}),
    });
  const [first] = (await call('GET', '/api/locations')).json().items;
  return { call, first };
}

describe('a location’s time zone', () => {
  it('is the business’s (null) unless given, and can be set, changed and cleared', async () => {
    const { call } = await owner();
    const plain = await call('POST', '/api/locations', { name: 'Novi Sad' });
    expect(plain.statusCode).toBe(201);
    expect(plain.json().timeZone).toBeNull();

    const abroad = await call('POST', '/api/locations', {
      name: 'Brooklyn',
      timeZone: ' America/New_York ',
    });
    expect(abroad.statusCode).toBe(201);
    expect(abroad.json().timeZone).toBe('America/New_York');

    const id = abroad.json().id as string;
    const moved = await call('PATCH', `/api/locations/${id}`, { timeZone: 'Europe/London' });
    expect(moved.json()).toMatchObject({ timeZone: 'Europe/London', name: 'Brooklyn' });
    // Another change leaves the zone alone.
    const renamed = await call('PATCH', `/api/locations/${id}`, { name: 'London' });
    expect(renamed.json().timeZone).toBe('Europe/London');
    const cleared = await call('PATCH', `/api/locations/${id}`, { timeZone: null });
    expect(cleared.json().timeZone).toBeNull();
    const listed = (await call('GET', '/api/locations')).json().items;
    expect(listed.map((l: { timeZone: string | null }) => l.timeZone)).toEqual([null, null, null]);
  });

  it('refuses a zone that is not one', async () => {
    const { call } = await owner();
    for (const timeZone of ['Mars/Olympus_Mons', '', 'Europe/Belgrade; drop table', 42]) {
      const res = await call('POST', '/api/locations', { name: 'Jug', timeZone });
      expect(res.statusCode, String(timeZone)).toBe(400);
    }
    const refused = await call('POST', '/api/locations', { name: 'Jug', timeZone: 'Mars/Base' });
    expect(refused.json().error.message).toBe('Please choose a valid time zone.');
    const added = (await call('POST', '/api/locations', { name: 'Jug' })).json();
    const patched = await call('PATCH', `/api/locations/${added.id}`, { timeZone: 'Nowhere/City' });
    expect(patched.statusCode).toBe(400);
    expect(patched.json().error.message).toBe('Please choose a valid time zone.');
  });

  it('leaves the first location’s zone to Business information', async () => {
    const { call, first } = await owner();
    const refused = await call('PATCH', `/api/locations/${first.id}`, {
      name: 'Centar',
      timeZone: 'America/New_York',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(
      "The first location uses the business's time zone; change it under Business information.",
    );
    // Nothing of the refused change is kept.
    const [unchanged] = (await call('GET', '/api/locations')).json().items;
    expect(unchanged).toMatchObject({ name: first.name, timeZone: null });
    // Null is what it already has: accepted, nothing changes.
    const same = await call('PATCH', `/api/locations/${first.id}`, { timeZone: null });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ isFirst: true, timeZone: null });
  });
});
