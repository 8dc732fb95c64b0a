import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clickouts, selfConfirmations } from '../../db/schema';
import { useTestApp } from '../../../test/build-test-app';
import { createBusiness, createEmployee } from '../../../test/factories';
import { PHONE } from '../../../test/visitors';

const FORM = 'application/x-www-form-urlencoded';

const app = useTestApp();

async function newEmployee() {
  const db = app.database.db;
  const business = await createBusiness(db, { googlePlaceId: 'ChIJN1t_tDeuEmsRUsoyG83frY4' });
  return createEmployee(db, business);
}

const postForm = (slug: string, body: string, query = '', ip = '198.51.100.30') =>
  app.inject({
    method: 'POST',
    url: `/e/${slug}/confirm${query}`,
    remoteAddress: ip,
    payload: body,
    headers: { 'content-type': FORM, 'user-agent': PHONE, origin: 'http://localhost:80' },
  });

const postJson = (slug: string, payload: unknown, ip = '198.51.100.31') =>
  app.inject({
    method: 'POST',
    url: `/e/${slug}/confirm`,
    remoteAddress: ip,
    payload: payload as object,
    headers: { 'user-agent': PHONE },
  });

const confirmationsOf = (employeeId: string) =>
  app.database.db
    .select()
    .from(selfConfirmations)
    .where(eq(selfConfirmations.employeeId, employeeId));

describe('POST /e/{slug}/confirm', () => {
  it('stores a form confirmation linked to the latest clickout and shows the thank-you', async () => {
    const employee = await newEmployee();
    const ip = '198.51.100.30';
    await app.inject({
      url: `/e/${employee.slug}/review`,
      remoteAddress: ip,
      headers: { 'user-agent': PHONE },
    });
    const res = await postForm(employee.slug, 'reviewerName=Jelena+Petrovi%C4%87', '?lang=sr', ip);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/e/${employee.slug}?confirmed=1&lang=sr`);

    const [clickout] = await app.database.db
      .select()
      .from(clickouts)
      .where(eq(clickouts.employeeId, employee.id));
    const rows = await confirmationsOf(employee.id);
    expect(rows).toMatchObject([
      {
        reviewerName: 'Jelena Petrović',
        clickoutId: clickout!.id,
        businessId: employee.businessId,
      },
    ]);

    const thanks = await app.inject({
      url: res.headers.location!,
      headers: { 'user-agent': PHONE },
    });
    expect(thanks.body).toContain('Zabeležili smo vašu recenziju.');
    expect(thanks.body).not.toContain('<form');
  });

  it('takes JSON and answers 201, with no clickout when the visitor made none', async () => {
    const employee = await newEmployee();
    const res = await postJson(employee.slug, { reviewerName: '  Marko  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true });
    expect(await confirmationsOf(employee.id)).toMatchObject([
      { reviewerName: 'Marko', clickoutId: null },
    ]);
  });

  it.each([[{}], [{ reviewerName: '   ' }], [{ reviewerName: 'x'.repeat(101) }]])(
    'refuses JSON %j with 400 and the documented message',
    async (payload) => {
      const employee = await newEmployee();
      const res = await postJson(employee.slug, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: {
          key: expect.any(String),
          code: 'VALIDATION_FAILED',
          message: 'Please enter the name shown on your Google review.',
        },
      });
      expect(await confirmationsOf(employee.id)).toHaveLength(0);
    },
  );

  it('sends an empty form back with the message in the page language and status 400', async () => {
    const employee = await newEmployee();
    const res = await postForm(employee.slug, 'reviewerName=+++', '?lang=sr');
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<details open>');
    expect(res.body).toContain('Upišite ime koje se prikazuje uz vašu Google recenziju.');
    expect(res.body).toContain('aria-invalid="true"');
    const en = await postForm(employee.slug, 'other=1');
    expect(en.statusCode).toBe(400);
    expect(en.body).toContain('Please enter the name shown on your Google review.');
    expect(await confirmationsOf(employee.id)).toHaveLength(0);
  });

  it('escapes the name it shows again', async () => {
    const employee = await newEmployee();
    const res = await postForm(
      employee.slug,
      `reviewerName=${encodeURIComponent('"><b>x')}${'y'.repeat(100)}`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('value="&quot;&gt;&lt;b&gt;x');
    expect(res.body).not.toContain('<b>x');
  });

  it('answers 404 for an unknown employee: a page for the form, the envelope for JSON', async () => {
    const form = await postForm('nobody-here', 'reviewerName=Ana');
    expect(form.statusCode).toBe(404);
    expect(form.body).toContain('Page not found');
    const json = await postJson('nobody-here', { reviewerName: 'Ana' });
    expect(json.statusCode).toBe(404);
    expect(json.json().error.code).toBe('EMPLOYEE_NOT_FOUND');
  });

  it('allows five confirmations per visitor a day, then answers 429', async () => {
    const employee = await newEmployee();
    const ip = '198.51.100.40';
    for (let i = 0; i < 5; i++) {
      const res = await postJson(employee.slug, { reviewerName: `Ana ${i}` }, ip);
      expect(res.statusCode).toBe(201);
    }
    const json = await postJson(employee.slug, { reviewerName: 'Ana 6' }, ip);
    expect(json.statusCode).toBe(429);
    expect(json.json().error.code).toBe('RATE_LIMITED');
    expect(Number(json.headers['retry-after'])).toBeGreaterThan(0);
    const form = await postForm(employee.slug, 'reviewerName=Ana', '', ip);
    expect(form.statusCode).toBe(429);
    expect(form.body).toContain('We have already received your confirmations for today.');
    expect(await confirmationsOf(employee.id)).toHaveLength(5);

    const someoneElse = await postJson(employee.slug, { reviewerName: 'Mila' }, '198.51.100.41');
    expect(someoneElse.statusCode).toBe(201);
  });

  it('refuses a form posted from another site', async () => {
    const employee = await newEmployee();
    const res = await app.inject({
      method: 'POST',
      url: `/e/${employee.slug}/confirm`,
      payload: 'reviewerName=Ana',
      headers: { 'content-type': FORM, 'user-agent': PHONE, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(await confirmationsOf(employee.id)).toHaveLength(0);
  });
});
