// Request caps of the public pages (public-limits.ts): per visitor and per client address, checked
// before any database work, answered with the "too many" page (or the JSON envelope) and Retry-After.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { clickouts, touches } from '../../db/schema';
import { buildTestApp, useTestApp } from '../../../test/build-test-app';
import { createBusiness, createEmployee } from '../../../test/factories';
import { ADDRESS_REQUESTS_PER_MINUTE, VISITOR_REQUESTS_PER_MINUTE } from './public-limits';
import { PHONE, IPHONE as OTHER_PHONE } from '../../../test/visitors';

const app = useTestApp();

interface Caller {
  ip: string;
  ua?: string;
  method?: 'GET' | 'HEAD';
  lang?: string;
}

const request = (target: App, url: string, caller: Caller) =>
  target.inject({
    method: caller.method ?? 'GET',
    url,
    remoteAddress: caller.ip,
    headers: {
      'user-agent': caller.ua ?? PHONE,
      ...(caller.lang ? { 'accept-language': caller.lang } : {}),
    },
  });

/** Sends `count` requests one after the other; the statuses, in order. */
async function flood(target: App, url: string, caller: Caller, count: number) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await request(target, url, caller)).statusCode);
  return statuses;
}

async function newEmployee(target: App = app) {
  const db = target.database.db;
  const business = await createBusiness(db, { googlePlaceId: 'ChIJN1t_tDeuEmsRUsoyG83frY4' });
  return createEmployee(db, business);
}

const touchesOf = (employeeId: string) =>
  app.database.db.select().from(touches).where(eq(touches.employeeId, employeeId));

function expectTooManyPage(res: Awaited<ReturnType<typeof request>>, htmlLang: string) {
  expect(res.statusCode).toBe(429);
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(res.headers['cache-control']).toBe('no-store');
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(res.headers.location).toBeUndefined();
  expect(res.body).toContain(`<html lang="${htmlLang}">`);
}

describe('per-visitor cap of the public pages', () => {
  it('refuses a flooding visitor after the cap, in their language, while their neighbour gets in', async () => {
    const employee = await newEmployee();
    const url = `/e/${employee.slug}`;
    const flooder = { ip: '198.51.100.20', lang: 'sr' };
    const statuses = await flood(app, url, flooder, VISITOR_REQUESTS_PER_MINUTE);
    expect(statuses.every((status) => status === 200)).toBe(true);

    const refused = await request(app, url, flooder);
    expectTooManyPage(refused, 'sr-Latn');
    expect(refused.body).toContain('Sačekajte trenutak');
    expect(refused.body).not.toContain('Hvala vam!');

    // Same address (the shop's Wi-Fi), another phone: unaffected.
    const neighbour = await request(app, url, { ip: flooder.ip, ua: OTHER_PHONE });
    expect(neighbour.statusCode).toBe(200);
    expect(neighbour.body).toContain('Leave a Google review');

    // Deduplicated: one touch for the flooder, one for the neighbour.
    const rows = await touchesOf(employee.id);
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((row) => row.visitorKey)).size).toBe(2);
  });

  it('counts HEAD and every public route toward the same cap', async () => {
    const employee = await newEmployee();
    const visitor = { ip: '198.51.100.21' };
    const half = VISITOR_REQUESTS_PER_MINUTE / 2;
    await flood(app, `/e/${employee.slug}`, { ...visitor, method: 'HEAD' }, half);
    await flood(app, `/qr/${employee.slug}`, visitor, VISITOR_REQUESTS_PER_MINUTE - half);

    const head = await request(app, `/e/${employee.slug}`, { ...visitor, method: 'HEAD' });
    expect(head.statusCode).toBe(429);
    expect(head.headers['retry-after']).toBeDefined();
    expectTooManyPage(await request(app, `/e/${employee.slug}`, visitor), 'en');
    // The review link is refused before it records a clickout or redirects to Google.
    expectTooManyPage(await request(app, `/e/${employee.slug}/review`, visitor), 'en');
    const stored = await app.database.db
      .select()
      .from(clickouts)
      .where(eq(clickouts.employeeId, employee.id));
    expect(stored).toHaveLength(0);
    expect(await touchesOf(employee.id)).toHaveLength(0);
  });

  it('answers JSON callers of the confirmation with the 429 envelope', async () => {
    const employee = await newEmployee();
    const visitor = { ip: '198.51.100.22' };
    await flood(app, `/e/${employee.slug}`, visitor, VISITOR_REQUESTS_PER_MINUTE);
    const res = await app.inject({
      method: 'POST',
      url: `/e/${employee.slug}/confirm`,
      remoteAddress: visitor.ip,
      headers: { 'user-agent': PHONE },
      payload: { reviewerName: 'Jelena' },
    });
    expect(res.statusCode).toBe(429);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(res.json()).toEqual({
      error: { key: expect.any(String), code: 'RATE_LIMITED', message: expect.any(String) },
    });
  });
});

describe('per-address cap of the public pages', () => {
  it('refuses everyone on an address over its cap while another address is unaffected', async () => {
    const employee = await newEmployee();
    const url = `/e/${employee.slug}`;
    const ip = '203.0.113.30';
    // A new user agent every time: each "visitor" stays far below its own cap.
    const statuses: number[] = [];
    for (let i = 0; i < ADDRESS_REQUESTS_PER_MINUTE; i++) {
      const res = await request(app, url, { ip, ua: `Browser/${i}`, method: 'HEAD' });
      statuses.push(res.statusCode);
    }
    expect(statuses.every((status) => status === 200)).toBe(true);

    expectTooManyPage(await request(app, url, { ip, ua: 'Browser/next' }), 'en');
    expectTooManyPage(await request(app, url, { ip, ua: OTHER_PHONE }), 'en');
    expect((await request(app, url, { ip: '203.0.113.31' })).statusCode).toBe(200);
  });

  it('does not charge a visitor refused by its own cap to the shared address', async () => {
    const employee = await newEmployee();
    const url = `/e/${employee.slug}`;
    const ip = '203.0.113.40';
    // Far past the visitor cap: the refused requests must not use up the address.
    await flood(app, url, { ip, method: 'HEAD' }, ADDRESS_REQUESTS_PER_MINUTE + 10);
    const neighbours = await Promise.all(
      Array.from({ length: 10 }, (_, i) => request(app, url, { ip, ua: `Neighbour/${i}` })),
    );
    expect(neighbours.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
  });
});

describe('where the caps sit', () => {
  it('refuses before any database work: over the cap, a closed database still answers 429', async () => {
    const target = await buildTestApp();
    const employee = await newEmployee(target);
    const url = `/e/${employee.slug}`;
    const visitor = { ip: '192.0.2.50' };
    try {
      await flood(target, url, visitor, VISITOR_REQUESTS_PER_MINUTE);
      await target.database.close();
      // Within its cap, a request needs the database, which is gone: 503.
      expect((await request(target, url, { ...visitor, ua: OTHER_PHONE })).statusCode).toBe(503);
      // Over its cap, nothing touches the database: still the "too many" page.
      expectTooManyPage(await request(target, url, visitor), 'en');
      expectTooManyPage(await request(target, `/e/${employee.slug}/review`, visitor), 'en');
    } finally {
      await target.close();
    }
  });

  it('behind a trusted proxy, counts each forwarded client address on its own', async () => {
    const target = await buildTestApp({ env: { TRUST_PROXY: 'loopback' } });
    const employee = await newEmployee(target);
    const url = `/e/${employee.slug}`;
    const via = (client: string) =>
      target.inject({
        url,
        remoteAddress: '127.0.0.1',
        headers: { 'user-agent': PHONE, 'x-forwarded-for': client },
      });
    try {
      for (let i = 0; i < VISITOR_REQUESTS_PER_MINUTE; i++) {
        expect((await via('192.0.2.60')).statusCode).toBe(200);
      }
      expect((await via('192.0.2.60')).statusCode).toBe(429);
      // Another client through the same proxy, same browser: its own cap.
      expect((await via('192.0.2.61')).statusCode).toBe(200);
    } finally {
      await target.close();
    }
  });
});
