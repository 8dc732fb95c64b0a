import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { touches } from '../../db/schema';
import { buildTestApp, useTestApp } from '../../../test/build-test-app';
import { createBusiness, createEmployee } from '../../../test/factories';
import { QR_OPTIONS } from './qr-page';
import { PHONE } from '../../../test/visitors';

const app = useTestApp();

async function newEmployee(overrides: Parameters<typeof createEmployee>[2] = {}) {
  const db = app.database.db;
  const business = await createBusiness(db, { name: 'Salon <Lepota>', googlePlaceId: 'ChIJx' });
  return createEmployee(db, business, { name: 'Milica Petrović', ...overrides });
}

describe('GET /qr/{slug}', () => {
  it("shows the code of the employee's absolute public URL, the first name and the business", async () => {
    const employee = await newEmployee();
    const res = await app.inject({
      url: `/qr/${employee.slug}`,
      headers: { 'user-agent': PHONE, host: 'reviews.example:8080' },
    });
    expect(res.statusCode).toBe(200);
    const expected = await QRCode.toString(
      `http://reviews.example:8080/e/${employee.slug}`,
      QR_OPTIONS,
    );
    const { d: expectedPath } = /<path stroke="#000000" d="(?<d>[^"]+)"/.exec(expected)!.groups!;
    expect(res.body).toContain(`d="${expectedPath}"`);
    expect(res.body).toContain('<h1>Milica</h1>');
    expect(res.body).not.toContain('Petrović');
    expect(res.body).toContain('Salon &lt;Lepota&gt;');
    expect(res.body).toContain('<body class="qr">');
    expect(res.body).toContain('<meta name="color-scheme" content="light">');
    expect(res.body).not.toMatch(/<script/i);
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'none'");
    expect(Buffer.byteLength(res.body)).toBeLessThan(14 * 1024);
  });

  it('is not a visit: no touch is recorded', async () => {
    const employee = await newEmployee();
    await app.inject({ url: `/qr/${employee.slug}`, headers: { 'user-agent': PHONE } });
    const rows = await app.database.db
      .select()
      .from(touches)
      .where(eq(touches.employeeId, employee.id));
    expect(rows).toHaveLength(0);
  });

  it('answers the friendly 404 page for unknown, inactive and deleted employees', async () => {
    const inactive = await newEmployee({ isActive: false });
    const deleted = await newEmployee({ deletedAt: new Date() });
    for (const slug of ['nobody-here', inactive.slug, deleted.slug]) {
      const res = await app.inject({
        url: `/qr/${slug}?lang=sr`,
        headers: { 'user-agent': PHONE },
      });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('Stranica nije pronađena');
    }
  });
});

describe('GET /qr/{slug} behind PUBLIC_URL', () => {
  it('encodes the configured public origin', async () => {
    const configured = await buildTestApp({ env: { PUBLIC_URL: 'https://rt.example.com/' } });
    try {
      const db = configured.database.db;
      const employee = await createEmployee(db, await createBusiness(db));
      const res = await configured.inject({ url: `/qr/${employee.slug}` });
      const expected = await QRCode.toString(
        `https://rt.example.com/e/${employee.slug}`,
        QR_OPTIONS,
      );
      const { d } = /<path stroke="#000000" d="(?<d>[^"]+)"/.exec(expected)!.groups!;
      expect(res.body).toContain(`d="${d}"`);
      expect(res.body).toContain(`aria-label="QR: https://rt.example.com/e/${employee.slug}"`);
    } finally {
      await configured.close();
    }
  });
});
