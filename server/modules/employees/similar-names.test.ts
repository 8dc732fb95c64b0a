// "Did you mean Milica Jovanović?": a new or renamed employee whose name folds to a colleague's
// is asked about first (docs/search.md); confirming creates them anyway.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp } from '../../../test/build-test-app';
import { signUpManager } from '../../../test/auth-helpers';

let app: App;
let owner: Awaited<ReturnType<typeof signUpManager>>;
beforeAll(async () => {
  app = await buildTestApp();
  owner = await signUpManager(app);
});
afterAll(() => app.close());

const send = (method: 'POST' | 'PATCH', url: string, payload: object) =>
  app.inject({
    method,
    url,
    headers: { cookie: owner.cookie, origin: 'http://localhost:80' },
    payload,
  });

describe('similar employee names', () => {
  it('asks before adding a name that reads like a colleague’s, and adds it when confirmed', async () => {
    expect((await send('POST', '/api/employees', { name: 'Milica Jovanović' })).statusCode).toBe(
      201,
    );
    const again = await send('POST', '/api/employees', { name: 'milica  jovanovic' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      key: expect.any(String),
      code: 'EMPLOYEE_NAME_SIMILAR',
      message: 'Did you mean Milica Jovanović?',
      params: { name: 'Milica Jovanović' },
    });
    const cyrillic = await send('POST', '/api/employees', { name: 'Милица Јовановић' });
    expect(cyrillic.json().error.code).toBe('EMPLOYEE_NAME_SIMILAR');
    const confirmed = await send('POST', '/api/employees', {
      name: 'milica jovanovic',
      confirmSimilar: true,
    });
    expect(confirmed.statusCode).toBe(201);
  });

  it('asks before a rename too, but not for the same person keeping their name', async () => {
    const djordje = (await send('POST', '/api/employees', { name: 'Đorđe Čolić' })).json();
    const other = (await send('POST', '/api/employees', { name: 'Petar Perić' })).json();
    const rename = await send('PATCH', `/api/employees/${other.id}`, { name: 'Djordje Colic' });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().error.params).toEqual({ name: 'Đorđe Čolić' });
    const own = await send('PATCH', `/api/employees/${djordje.id}`, { name: 'Đorđe Čolić' });
    expect(own.statusCode).toBe(200);
    const alone = await send('PATCH', `/api/employees/${other.id}`, { confirmSimilar: true });
    expect(alone.statusCode).toBe(400);
  });
});
