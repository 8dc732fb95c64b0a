import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clickouts, employees, touches } from '../../db/schema';
import { useTestApp } from '../../../test/build-test-app';
import { createBusiness, createEmployee } from '../../../test/factories';
import { IPHONE as PHONE } from '../../../test/visitors';

const PLACE_ID = 'ChIJN1t_tDeuEmsRUsoyG83frY4';

const app = useTestApp();

const open = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { 'user-agent': PHONE, ...headers } });

async function employeeOf(
  business: Parameters<typeof createBusiness>[1] = {},
  employee: Parameters<typeof createEmployee>[2] = {},
) {
  const db = app.database.db;
  return createEmployee(
    db,
    await createBusiness(db, { name: 'Salon Lepota', googlePlaceId: PLACE_ID, ...business }),
    {
      name: 'Milica Petrović',
      ...employee,
    },
  );
}

const touchesOf = async (employeeId: string) =>
  (
    await app.database.db
      .select({ n: count() })
      .from(touches)
      .where(eq(touches.employeeId, employeeId))
  )[0]!.n;

/** What a reader sees: the markup without tags and without the stylesheet. */
const visibleText = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('GET /e/{slug}', () => {
  it('shows the business, the first name only and one review link, in English by default', async () => {
    const employee = await employeeOf({ name: 'Salon Lepota' });
    const res = await open(`/e/${employee.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const text = visibleText(res.body);
    expect(text).toContain('Salon Lepota');
    expect(text).toContain('Milica thanks you for your visit.');
    expect(res.body).not.toContain('Petrović');
    expect(res.body).toContain(`<html lang="en">`);
    const links = [...res.body.matchAll(/<a class="btn" href="([^"]+)">([^<]+)<\/a>/g)];
    expect(links.map((m) => [m[1], m[2]])).toEqual([
      [`/e/${employee.slug}/review`, 'Leave a Google review'],
    ]);
    expect(res.body).toContain(`<summary>Already left your review?</summary>`);
    expect(res.body).toContain(`href="/e/${employee.slug}?lang=sr"`);
  });

  it.each([
    ['sr', 'sr'],
    ['sr-Latn', 'sr'],
    ['sr-RS,sr;q=0.9,en;q=0.5', 'sr'],
    ['bs-BA', 'sr'],
    ['hr', 'sr'],
    ['me', 'sr'],
    ['de-DE,sr;q=0.8', 'sr'],
    ['en-US,sr;q=0.5', 'en'],
    ['de-DE', 'en'],
  ])('answers Accept-Language %s in %s', async (acceptLanguage, expected) => {
    const employee = await employeeOf();
    const res = await open(`/e/${employee.slug}`, { 'accept-language': acceptLanguage });
    const button = expected === 'sr' ? 'Ostavite Google recenziju' : 'Leave a Google review';
    expect(res.body).toContain(button);
    expect(res.body).toContain(`<html lang="${expected === 'sr' ? 'sr-Latn' : 'en'}">`);
  });

  it('speaks Cyrillic to a phone set to sr-Cyrl and offers all three languages', async () => {
    const employee = await employeeOf();
    const res = await open(`/e/${employee.slug}`, { 'accept-language': 'sr-Cyrl-RS' });
    expect(res.body).toContain('<html lang="sr-Cyrl">');
    expect(res.body).toContain('Оставите Google рецензију');
    expect(res.body).toMatch(/hreflang="sr-Cyrl" aria-current="true">Српски</);
    expect(res.body).toMatch(/hreflang="sr-Latn">Srpski</);
  });

  it('lets ?lang win over Accept-Language and carries it on to its own links', async () => {
    const employee = await employeeOf();
    const sr = await open(`/e/${employee.slug}?lang=sr`, { 'accept-language': 'en-US' });
    expect(sr.body).toContain('Milica vam se zahvaljuje na poseti.');
    expect(sr.body).toContain(`href="/e/${employee.slug}/review?lang=sr"`);
    expect(sr.body).toContain(`action="/e/${employee.slug}/confirm?lang=sr"`);
    expect(sr.body).toMatch(/href="[^"]+\?lang=sr" hreflang="sr-Latn" aria-current="true"/);
    const en = await open(`/e/${employee.slug}?lang=en`, { 'accept-language': 'sr-RS' });
    expect(en.body).toContain('Leave a Google review');
  });

  it('stays under 14 KB, runs no script, forbids scripts and is never cached', async () => {
    const employee = await employeeOf({ name: 'Ž'.repeat(200) }, { name: 'Đ'.repeat(100) });
    for (const lang of ['en', 'sr']) {
      const res = await open(`/e/${employee.slug}?lang=${lang}`);
      expect(Buffer.byteLength(res.body)).toBeLessThan(14 * 1024);
      expect(res.body).not.toMatch(/<script/i);
      expect(res.body).not.toMatch(/\son[a-z]+=/i);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'none'");
      expect(csp).toContain("default-src 'none'");
      expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['referrer-policy']).toBe('same-origin');
      expect(res.body).toContain('name="viewport" content="width=device-width,initial-scale=1"');
    }
  });

  it('escapes business and employee names', async () => {
    const employee = await employeeOf(
      { name: '<script>alert(1)</script>' },
      { name: '"><img src=x onerror=alert(2)> Jovan' },
    );
    const res = await open(`/e/${employee.slug}`);
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(res.body).not.toContain('<img');
    expect(res.body).toContain('&quot;&gt;&lt;img');
  });

  it('asks for no mention, no rating and offers nothing, in either language and every state', async () => {
    const employee = await employeeOf();
    const bare = await employeeOf({ googlePlaceId: null });
    const pages = await Promise.all(
      ['en', 'sr'].flatMap((lang) => [
        open(`/e/${employee.slug}?lang=${lang}`),
        open(`/e/${employee.slug}?lang=${lang}&confirmed=1`),
        open(`/e/${bare.slug}?lang=${lang}`),
        open(`/e/nobody-here?lang=${lang}`),
        open(`/qr/${employee.slug}?lang=${lang}`),
      ]),
    );
    const forbidden =
      /mention|spom|pomen|star|zvezd|reward|nagrad|discount|popust|rating|\brate\b|ocen|incentive|coupon|gift|poklon|free|besplat|5/i;
    for (const page of pages) expect(visibleText(page.body)).not.toMatch(forbidden);
  });

  it('answers a friendly 404 page for an unknown slug and records nothing', async () => {
    const res = await open('/e/no-such-person', { 'accept-language': 'sr' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(visibleText(res.body)).toContain('Stranica nije pronađena');
    expect((await open('/e/no-such-person/review')).statusCode).toBe(404);
  });

  it("leads an inactive or deleted employee's card to the business's review page, crediting no one", async () => {
    const inactive = await employeeOf({}, { isActive: false });
    const deleted = await employeeOf({}, { deletedAt: new Date() });
    for (const card of [inactive, deleted]) {
      const res = await open(`/e/${card.slug}`);
      expect(res.statusCode).toBe(200);
      const text = visibleText(res.body);
      expect(text).toContain('Thank you for your visit.');
      expect(text).not.toContain('Milica');
      expect(res.body).not.toContain('<form');
      const review = await open(`/e/${card.slug}/review`);
      expect(review.statusCode).toBe(302);
      expect(review.headers.location).toContain(PLACE_ID);
      // The visit counts for the business as an inactive card's; the tap is never a clickout.
      const [visit] = await app.database.db
        .select({ cardInactive: touches.cardInactive })
        .from(touches)
        .where(eq(touches.employeeId, card.id));
      expect(visit).toEqual({ cardInactive: true });
      const [taps] = await app.database.db
        .select({ n: count() })
        .from(clickouts)
        .where(eq(clickouts.employeeId, card.id));
      expect(taps!.n).toBe(0);
    }
    const confirm = await app.inject({
      method: 'POST',
      url: `/e/${inactive.slug}/confirm`,
      headers: { 'user-agent': PHONE },
      payload: { reviewerName: 'Ana' },
    });
    expect(confirm.statusCode).toBe(404);
  });

  it('says reviews are not set up for a business without a place, still counting the scan', async () => {
    const employee = await employeeOf({ googlePlaceId: null, googleReviewUrl: null });
    const res = await open(`/e/${employee.slug}`);
    expect(res.statusCode).toBe(200);
    expect(visibleText(res.body)).toContain('are not set up yet');
    expect(res.body).not.toContain('class="btn"');
    expect(res.body).not.toContain('<form');
    expect(await touchesOf(employee.id)).toBe(1);

    const review = await open(`/e/${employee.slug}/review`);
    expect(review.statusCode).toBe(200);
    expect(review.headers.location).toBeUndefined();
    expect(visibleText(review.body)).toContain('are not set up yet');
    const [row] = await app.database.db
      .select({ n: count() })
      .from(clickouts)
      .where(eq(clickouts.employeeId, employee.id));
    expect(row!.n).toBe(0);
  });

  it('keeps working under the same slug after the employee is renamed', async () => {
    const employee = await employeeOf();
    await app.database.db
      .update(employees)
      .set({ name: 'Jelena Jovanović' })
      .where(eq(employees.id, employee.id));
    const res = await open(`/e/${employee.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Jelena thanks you');
  });

  it('stays out of the OpenAPI document', async () => {
    const doc = (await app.inject('/api/docs/json')).json();
    expect(Object.keys(doc.paths).filter((p) => /^\/(e|qr)\//.test(p))).toEqual([]);
  });
});
