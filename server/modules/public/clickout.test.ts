import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clickouts, touches } from '../../db/schema';
import { useTestApp } from '../../../test/build-test-app';
import { createBusiness, createEmployee } from '../../../test/factories';
import { PHONE } from '../../../test/visitors';

const PLACE_ID = 'ChIJN1t_tDeuEmsRUsoyG83frY4';

const app = useTestApp();

const get = (url: string, ua = PHONE, ip = '198.51.100.20') =>
  app.inject({ method: 'GET', url, remoteAddress: ip, headers: { 'user-agent': ua } });

async function newEmployee(business: Parameters<typeof createBusiness>[1] = {}) {
  const db = app.database.db;
  return createEmployee(db, await createBusiness(db, { googlePlaceId: PLACE_ID, ...business }));
}

const clickoutsOf = (employeeId: string) =>
  app.database.db
    .select()
    .from(clickouts)
    .where(eq(clickouts.employeeId, employeeId))
    .orderBy(clickouts.id);

describe('GET /e/{slug}/review', () => {
  it('redirects with 302 to the write-review form of the place', async () => {
    const employee = await newEmployee({ googlePlaceId: 'ChIJ a+b/c' });
    const res = await get(`/e/${employee.slug}/review`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(
      'https://search.google.com/local/writereview?placeid=ChIJ%20a%2Bb%2Fc',
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it("prefers the business's own review link", async () => {
    const url = 'https://g.page/r/CagAPRsZ3RSuEBM/review';
    const employee = await newEmployee({ googleReviewUrl: url });
    const res = await get(`/e/${employee.slug}/review`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(url);
  });

  it('never redirects to a stored link that is not http(s)', async () => {
    const employee = await newEmployee({ googleReviewUrl: 'javascript:alert(1)' });
    const res = await get(`/e/${employee.slug}/review`);
    expect(res.headers.location).toBe(
      `https://search.google.com/local/writereview?placeid=${PLACE_ID}`,
    );
  });

  it("links the clickout to the visitor's latest touch of that employee", async () => {
    const employee = await newEmployee();
    await get(`/e/${employee.slug}`);
    await get(`/e/${employee.slug}`, PHONE, '198.51.100.99'); // someone else's touch
    await get(`/e/${employee.slug}/review`);
    const [mine] = await app.database.db
      .select()
      .from(touches)
      .where(eq(touches.employeeId, employee.id))
      .orderBy(touches.id)
      .limit(1);
    const rows = await clickoutsOf(employee.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.touchId).toBe(mine!.id);
    expect(rows[0]!.visitorKey).toBe(mine!.visitorKey);
  });

  it('records a clickout without a touch when there is none in the last 30 minutes', async () => {
    const employee = await newEmployee();
    await get(`/e/${employee.slug}`);
    await app.database.db
      .update(touches)
      .set({ createdAt: sql`now() - interval '31 minutes'` })
      .where(eq(touches.employeeId, employee.id));
    await get(`/e/${employee.slug}/review`);
    const rows = await clickoutsOf(employee.id);
    expect(rows.map((row) => row.touchId)).toEqual([null]);
  });

  it("counts one visitor's taps once per 30 minutes, like their page opens, and a later tap again", async () => {
    const employee = await newEmployee();
    expect((await get(`/e/${employee.slug}/review`)).statusCode).toBe(302);
    expect((await get(`/e/${employee.slug}/review`)).statusCode).toBe(302);
    expect(await clickoutsOf(employee.id)).toHaveLength(1);
    await app.database.db
      .update(clickouts)
      .set({ createdAt: sql`now() - interval '29 minutes'` })
      .where(eq(clickouts.employeeId, employee.id));
    expect((await get(`/e/${employee.slug}/review`)).statusCode).toBe(302);
    expect(await clickoutsOf(employee.id)).toHaveLength(1);
    await app.database.db
      .update(clickouts)
      .set({ createdAt: sql`now() - interval '31 minutes'` })
      .where(eq(clickouts.employeeId, employee.id));
    await get(`/e/${employee.slug}/review`);
    expect(await clickoutsOf(employee.id)).toHaveLength(2);
  });

  it('redirects bots and link previews without recording anything', async () => {
    const employee = await newEmployee();
    for (const ua of ['WhatsApp/2.23.20.0 A', 'facebookexternalhit/1.1', 'Googlebot/2.1']) {
      const res = await get(`/e/${employee.slug}/review`, ua);
      expect(res.statusCode).toBe(302);
    }
    const head = await app.inject({
      method: 'HEAD',
      url: `/e/${employee.slug}/review`,
      headers: { 'user-agent': PHONE },
    });
    expect(head.statusCode).toBe(302);
    expect(await clickoutsOf(employee.id)).toHaveLength(0);
  });

  it('opens the confirmation form when the visitor comes back after going to Google', async () => {
    const employee = await newEmployee();
    expect((await get(`/e/${employee.slug}`)).body).not.toContain('<details open>');
    await get(`/e/${employee.slug}/review`);
    const back = await get(`/e/${employee.slug}`);
    expect(back.body).toContain('<details open><summary>Already left your review?</summary>');
    const stranger = await get(`/e/${employee.slug}`, PHONE, '198.51.100.77');
    expect(stranger.body).not.toContain('<details open>');
  });
});
