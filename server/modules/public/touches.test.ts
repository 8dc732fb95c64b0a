import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { touches } from '../../db/schema';
import { useTestApp } from '../../../test/build-test-app';
import { createBusiness, createEmployee } from '../../../test/factories';
import { PHONE, IPHONE as OTHER_PHONE } from '../../../test/visitors';

const app = useTestApp();

const visit = (slug: string, options: { ua?: string; ip?: string; method?: 'GET' | 'HEAD' } = {}) =>
  app.inject({
    method: options.method ?? 'GET',
    url: `/e/${slug}`,
    remoteAddress: options.ip ?? '198.51.100.10',
    headers: { 'user-agent': options.ua ?? PHONE },
  });

async function newEmployee() {
  const db = app.database.db;
  const business = await createBusiness(db, { googlePlaceId: 'ChIJN1t_tDeuEmsRUsoyG83frY4' });
  return createEmployee(db, business);
}

const touchesOf = (employeeId: string) =>
  app.database.db.select().from(touches).where(eq(touches.employeeId, employeeId));

/** Time travel: the employee's touches happened `minutes` earlier. */
const age = (employeeId: string, minutes: number) =>
  app.database.db
    .update(touches)
    .set({ createdAt: sql`${touches.createdAt} - make_interval(mins => ${minutes})` })
    .where(eq(touches.employeeId, employeeId));

describe('touches of GET /e/{slug}', () => {
  it('records one touch per visitor and employee within 30 minutes, and another after', async () => {
    const employee = await newEmployee();
    await visit(employee.slug);
    await visit(employee.slug);
    expect(await touchesOf(employee.id)).toHaveLength(1);

    await age(employee.id, 29);
    await visit(employee.slug);
    expect(await touchesOf(employee.id)).toHaveLength(1);

    await age(employee.id, 2);
    await visit(employee.slug);
    const rows = await touchesOf(employee.id);
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.source === 'qr' && row.isBot === false)).toBe(true);
  });

  it('tells visitors apart by address and by browser', async () => {
    const employee = await newEmployee();
    await visit(employee.slug, { ip: '198.51.100.1' });
    await visit(employee.slug, { ip: '198.51.100.2' });
    await visit(employee.slug, { ip: '198.51.100.1', ua: OTHER_PHONE });
    const rows = await touchesOf(employee.id);
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((row) => row.visitorKey)).size).toBe(3);
    expect(rows[0]!.visitorKey).toMatch(/^[0-9a-f]{64}$/);
  });

  it('counts the same visitor again for another employee', async () => {
    const first = await newEmployee();
    const second = await newEmployee();
    await visit(first.slug);
    await visit(second.slug);
    expect(await touchesOf(first.id)).toHaveLength(1);
    expect(await touchesOf(second.id)).toHaveLength(1);
  });

  it.each([
    'WhatsApp/2.23.20.0 A',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
    'TelegramBot (like TwitterBot)',
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
    'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_11_1) AppleWebKit/601.2.4 (KHTML, like Gecko) Version/9.0.1 Safari/601.2.4 facebookexternalhit/1.1 Facebot Twitterbot/1.0',
    'Mozilla/5.0 (Windows NT 6.1; WOW64) SkypeUriPreview Preview/0.5',
    '',
  ])('serves the page to %j but records no touch', async (ua) => {
    const employee = await newEmployee();
    const res = await visit(employee.slug, { ua });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Leave a Google review');
    expect(await touchesOf(employee.id)).toHaveLength(0);
  });

  it('records nothing for HEAD', async () => {
    const employee = await newEmployee();
    const res = await visit(employee.slug, { method: 'HEAD' });
    expect(res.statusCode).toBe(200);
    expect(await touchesOf(employee.id)).toHaveLength(0);
  });

  it('takes the source from ?src when it is a known one, else qr', async () => {
    const employee = await newEmployee();
    await app.inject({ url: `/e/${employee.slug}?src=link`, headers: { 'user-agent': PHONE } });
    await app.inject({
      url: `/e/${employee.slug}?src=nfc`,
      headers: { 'user-agent': OTHER_PHONE },
    });
    const res = await app.inject({
      url: `/e/${employee.slug}?src=<b>`,
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/126.0' },
    });
    expect(res.statusCode).toBe(200);
    const sources = (await touchesOf(employee.id)).map((row) => row.source).sort();
    expect(sources).toEqual(['link', 'nfc', 'qr']);
  });

  it('does not count the thank-you page shown after a confirmation', async () => {
    const employee = await newEmployee();
    const res = await visit(`${employee.slug}?confirmed=1`);
    expect(res.body).toContain('We have noted your review.');
    expect(await touchesOf(employee.id)).toHaveLength(0);
  });
});
