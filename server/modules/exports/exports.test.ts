import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { activityEvents, businesses, reviews, type NewReview } from '../../db/schema';
import { buildTestApp } from '../../../test/build-test-app';
import { employeeWithCredentials, signInEmployee, signUpManager } from '../../../test/auth-helpers';
import { createBusiness, createEmployee } from '../../../test/factories';
import { addHour, addReview, freezeAt, unfreeze } from '../../../test/analytics-helpers';
import { firstLocationId } from '../locations/locations.repository';

const NOW = '2026-10-26T09:30:00Z';
let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterEach(unfreeze);
afterAll(() => app.close());

async function setup() {
  const manager = await signUpManager(app);
  const [business] = await app.database.db
    .select()
    .from(businesses)
    .where(eq(businesses.id, manager.businessId));
  const milica = await createEmployee(app.database.db, business!, { name: 'Milica Petrović' });
  const get = (path: string, cookie = manager.cookie) =>
    app.inject({ url: `/api/exports/${path}`, headers: { cookie } });
  return { manager, slug: business!.slug, milica, get };
}

const rows = (body: Buffer) => parse(body, { bom: true }) as string[][];

describe('GET /api/exports/*.csv', () => {
  it('writes reviews as RFC 4180 UTF-8 with a BOM, neutralising formulas', async () => {
    const { manager, slug, milica, get } = await setup();
    const nasty = [
      '=HYPERLINK("http://evil.example","click")',
      '+1',
      '-2',
      '@x',
      '\tTab',
      '\rReturn',
    ];
    for (const [i, authorName] of nasty.entries()) {
      await addReview(app, manager.businessId, `2026-10-20T0${i}:00:00Z`, { authorName });
    }
    await addReview(app, manager.businessId, '2026-10-25T01:30:00Z', {
      authorName: 'Đorđe Čačić, "Žika"',
      text: 'Odlično,\nhvala Milici! čćšžđ',
      rating: 4,
      employeeId: milica.id,
      matchType: 'name_match',
      matchConfidence: 0.9,
      matchEvidence: { kind: 'name_match', token: 'Milici', form: 'milica' },
      replyText: 'Hvala!',
    });
    await addReview(app, manager.businessId, '2026-10-26T09:00:00Z', {
      employeeId: milica.id,
      matchType: 'manual',
      matchedBy: manager.session.user.id,
      matchedAt: new Date('2026-10-26T09:10:00Z'),
      matchEvidence: { kind: 'manual' },
    });
    const other = await createBusiness(app.database.db);
    await addReview(app, other.id, '2026-10-25T10:00:00Z', { authorName: 'Stranger' });
    freezeAt(NOW);

    const response = await get('reviews.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="reviewtrace-${slug}-reviews-7d-2026-10-26.csv"`,
    );
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text).toContain(
      '\r\n2026-10-25T02:30:00+01:00,"Đorđe Čačić, ""Žika""",no,4,"Odlično,\nhvala Milici! čćšžđ",' +
        'Milica Petrović,name_match,0.9,"text mentions ""Milici"" -> Milica Petrović",,,Hvala!\r\n',
    );
    expect(text.endsWith('\r\n')).toBe(true);
    const parsed = rows(bytes);
    expect(parsed[0]).toEqual([
      'Published at',
      'Author',
      'Anonymous',
      'Rating',
      'Text',
      'Employee',
      'Match type',
      'Confidence',
      'Evidence',
      'Attributed by',
      'Attributed at',
      'Reply',
    ]);
    expect(parsed.slice(1, 7).map((r) => r[1])).toEqual(nasty.map((name) => `'${name}`));
    expect(parsed.slice(1, 7).map((r) => r[3])).toEqual(['5', '5', '5', '5', '5', '5']);
    expect(text).toContain(`,5,,,unmatched,,,,,\r\n`); // numbers unquoted
    expect(parsed.at(-1)).toEqual([
      '2026-10-26T10:00:00+01:00',
      'Jelena',
      'no',
      '5',
      '',
      'Milica Petrović',
      'manual',
      '',
      'attributed by hand -> Milica Petrović',
      manager.email,
      '2026-10-26T10:10:00+01:00',
      '',
    ]);
    expect(parsed).toHaveLength(9);
    expect(text).not.toContain('Stranger');
  });

  it('writes one row per employee with their figures', async () => {
    const { manager, milica, get } = await setup();
    await addHour(app, {
      businessId: manager.businessId,
      employeeId: milica.id,
      hour: '2026-10-26T08:00:00Z',
      touches: 8,
      clickouts: 3,
      selfConfirms: 1,
    });
    await addReview(app, manager.businessId, '2026-10-26T08:30:00Z', {
      employeeId: milica.id,
      matchType: 'time_window',
    });
    freezeAt(NOW);
    const response = await get('employees.csv?range=24h');
    expect(response.headers['content-disposition']).toContain('-employees-24h-2026-10-26.csv"');
    expect(response.body.split('\r\n')).toEqual([
      '\ufeffEmployee,Active,Touches,Clickouts,Self confirms,Reviews attributed,Average rating,' +
        'Touch to clickout (%),Clickout to review (%)',
      'Milica Petrović,yes,8,3,1,1,5,37.5,33.3',
      '',
    ]);
  });

  it('writes the activity of the range with readable details', async () => {
    const { manager, milica, get } = await setup();
    await app.database.db.insert(activityEvents).values([
      {
        businessId: manager.businessId,
        employeeId: milica.id,
        type: 'touch',
        createdAt: new Date('2026-10-26T08:00:00Z'),
        payload: { source: 'qr' },
      },
      {
        businessId: manager.businessId,
        employeeId: null,
        type: 'employee_added',
        createdAt: new Date('2026-09-01T08:00:00Z'), // outside 7d
      },
    ]);
    freezeAt(NOW);
    const parsed = rows((await get('activity.csv')).rawPayload);
    expect(parsed).toEqual([
      ['Time', 'Type', 'Employee', 'Details'],
      ['2026-10-26T09:00:00+01:00', 'touch', 'Milica Petrović', '{"source":"qr"}'],
    ]);
  });

  it('streams a large export in full', async () => {
    const { manager, get } = await setup();
    const base = Date.parse('2026-10-20T00:00:00Z');
    const locationId = await firstLocationId(app.database.db, manager.businessId);
    const values: NewReview[] = Array.from({ length: 5000 }, (_, i) => ({
      businessId: manager.businessId,
      locationId,
      externalId: `bulk-${i}`,
      authorName: `Author ${i}`,
      rating: (i % 5) + 1,
      // Pairs share a timestamp, so the keyset cursor must break ties by id.
      publishedAt: new Date(base + Math.floor(i / 2) * 60_000),
    }));
    for (let i = 0; i < values.length; i += 1000) {
      await app.database.db.insert(reviews).values(values.slice(i, i + 1000));
    }
    freezeAt(NOW);
    const parsed = rows((await get('reviews.csv')).rawPayload);
    expect(parsed).toHaveLength(5001);
    expect(new Set(parsed.slice(1).map((r) => r[1])).size).toBe(5000);
  });

  it('answers 403 to employees and 401 when signed out', async () => {
    const { manager, get } = await setup();
    const { username, password } = await employeeWithCredentials(app, manager.businessId);
    const { cookie } = await signInEmployee(app, username, password);
    for (const kind of ['employees', 'reviews', 'activity']) {
      expect((await get(`${kind}.csv`, cookie)).statusCode).toBe(403);
      expect((await app.inject(`/api/exports/${kind}.csv`)).statusCode).toBe(401);
    }
  });
});
