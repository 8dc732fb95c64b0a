// Display links (docs/display-links.md): a manager makes a read-only link to the thank-you board;
// a television opens it with no account and sees the board and nothing else; a revoked link
// shows nothing; another business cannot list or revoke it.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { signUpManager } from '../../../test/auth-helpers';
import { createEmployee, createReview } from '../../../test/factories';

const app = useTestApp();

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  app.inject({
    method,
    url,
    headers: cookie ? { cookie, origin: 'http://localhost:80' } : {},
    ...(payload ? { payload } : {}),
  });

const tokenOf = (url: string) => decodeURIComponent(new URL(url).pathname.split('/').at(-1)!);

describe('display links', () => {
  it('shows the board to whoever opens the link, and nothing else', async () => {
    const owner = await signUpManager(app);
    const milica = await createEmployee(
      app.database.db,
      { id: owner.businessId },
      {
        name: 'Milica Petrović',
      },
    );
    await createReview(
      app.database.db,
      { id: owner.businessId },
      {
        employeeId: milica.id,
        matchType: 'name_match',
        rating: 5,
        text: 'Milica je divna, broj telefona 064 123 456',
        authorName: 'Jelena Kupac',
      },
    );
    const made = await call('POST', '/api/display-links', owner.cookie, { range: '30d' });
    expect(made.statusCode).toBe(201);
    const link = made.json();
    expect(link).toMatchObject({ range: '30d', locationId: null });
    expect(link.url).toMatch(/\/display\/[A-Za-z0-9_-]{43}$/);

    const board = await call('GET', `/api/display/${tokenOf(link.url)}`);
    expect(board.statusCode).toBe(200);
    expect(board.headers['cache-control']).toBe('no-store');
    expect(board.json()).toMatchObject({
      range: '30d',
      businessName: expect.any(String),
      locationName: null,
      items: [expect.objectContaining({ rank: 1, name: 'Milica Petrović', reviews: 1 })],
    });
    // The board only: no review text, no reviewer, no address of anyone.
    expect(board.body).not.toMatch(/064|Jelena Kupac|divna|@/);

    // The list never shows the address again.
    const listed = (await call('GET', '/api/display-links', owner.cookie)).json();
    expect(listed.items).toEqual([expect.objectContaining({ id: link.id })]);
    expect(JSON.stringify(listed)).not.toContain(tokenOf(link.url));
  });

  it('stops working when revoked, and only its business may revoke it', async () => {
    const owner = await signUpManager(app);
    const stranger = await signUpManager(app);
    const link = (await call('POST', '/api/display-links', owner.cookie, { range: '7d' })).json();
    const token = tokenOf(link.url);

    expect((await call('GET', '/api/display-links', stranger.cookie)).json().items).toEqual([]);
    expect(
      (await call('DELETE', `/api/display-links/${link.id}`, stranger.cookie)).statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/display/${token}`)).statusCode).toBe(200);

    expect((await call('DELETE', `/api/display-links/${link.id}`, owner.cookie)).statusCode).toBe(
      204,
    );
    const gone = await call('GET', `/api/display/${token}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.key).toBe('messages.displayLinkNotFound');
    expect((await call('GET', '/api/display-links', owner.cookie)).json().items).toEqual([]);
    expect((await call('DELETE', `/api/display-links/${link.id}`, owner.cookie)).statusCode).toBe(
      404,
    );
  });

  it('answers an unknown token like a revoked one, and a mangled one with 400', async () => {
    expect((await call('GET', `/api/display/${'x'.repeat(43)}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/display/short')).statusCode).toBe(400);
  });

  it('is made by managers only', async () => {
    expect((await call('POST', '/api/display-links', undefined, { range: '7d' })).statusCode).toBe(
      401,
    );
  });
});
