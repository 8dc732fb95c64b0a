import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  activityEvents,
  clickouts,
  selfConfirmations,
  statsHourly,
  touches,
} from '../../db/schema';
import { ACTIVITY_CHANNEL } from '../activity/activity.repository';
import { buildTestApp, useTestApp } from '../../../test/build-test-app';
import { listen } from '../../../test/listen';
import { waitFor } from '../../../test/wait-for';
import { createBusiness, createEmployee } from '../../../test/factories';
import { PHONE } from '../../../test/visitors';

const IP = '203.0.113.77';

const app = useTestApp();

const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, payload, remoteAddress: IP, headers: { 'user-agent': PHONE } });

async function newEmployee() {
  const db = app.database.db;
  const business = await createBusiness(db, { googlePlaceId: 'ChIJN1t_tDeuEmsRUsoyG83frY4' });
  return createEmployee(db, business);
}

/** The activity notices heard: touches and clickouts arrive as one array per batch, others alone. */
const notices = (payloads: string[]): Record<string, unknown>[] =>
  payloads.flatMap((payload) => [JSON.parse(payload)].flat());

describe('what the funnel writes', () => {
  it('writes an activity event, the hourly roll-up and a NOTIFY for touch, clickout and confirmation', async () => {
    const employee = await newEmployee();
    const listener = await listen(app.database, ACTIVITY_CHANNEL);
    try {
      await as('GET', `/e/${employee.slug}`);
      await as('GET', `/e/${employee.slug}/review`);
      await as('POST', `/e/${employee.slug}/confirm`, { reviewerName: 'Jelena P.' });
      await waitFor(() => notices(listener.received).length >= 3, { what: 'three notices' });
    } finally {
      await listener.stop();
    }
    const db = app.database.db;
    const [touch] = await db.select().from(touches).where(eq(touches.employeeId, employee.id));
    const [clickout] = await db
      .select()
      .from(clickouts)
      .where(eq(clickouts.employeeId, employee.id));
    const [confirmation] = await db
      .select()
      .from(selfConfirmations)
      .where(eq(selfConfirmations.employeeId, employee.id));
    const events = await db
      .select()
      .from(activityEvents)
      .where(eq(activityEvents.employeeId, employee.id))
      .orderBy(activityEvents.id);
    expect(events.map((e) => [e.type, e.payload, e.businessId])).toEqual([
      ['touch', { touchId: touch!.id, source: 'qr' }, employee.businessId],
      ['clickout', { clickoutId: clickout!.id, touchId: touch!.id }, employee.businessId],
      [
        'self_confirm',
        { selfConfirmationId: confirmation!.id, clickoutId: clickout!.id },
        employee.businessId,
      ],
    ]);
    expect(notices(listener.received)).toEqual(
      events.map((e) => ({
        id: e.id,
        businessId: employee.businessId,
        employeeId: employee.id,
        type: e.type,
      })),
    );

    const stats = await db
      .select()
      .from(statsHourly)
      .where(eq(statsHourly.employeeId, employee.id));
    const utcHour = new Date(touch!.createdAt);
    utcHour.setUTCMinutes(0, 0, 0);
    expect(stats).toHaveLength(1);
    expect(stats[0]).toMatchObject({ touches: 1, clickouts: 1, selfConfirms: 1, reviews: 0 });
    expect(stats[0]!.hour.toISOString()).toBe(utcHour.toISOString());
  });

  it('adds to the same hour of the roll-up for each counted touch', async () => {
    const employee = await newEmployee();
    for (const ip of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) {
      await app.inject({
        url: `/e/${employee.slug}`,
        remoteAddress: ip,
        headers: { 'user-agent': PHONE },
      });
    }
    await app.inject({
      url: `/e/${employee.slug}`,
      remoteAddress: '192.0.2.1',
      headers: { 'user-agent': PHONE },
    });
    const [stats] = await app.database.db
      .select()
      .from(statsHourly)
      .where(eq(statsHourly.employeeId, employee.id));
    expect(stats!.touches).toBe(3);
  });

  it('stores no raw address in any funnel or activity row', async () => {
    const employee = await newEmployee();
    await as('GET', `/e/${employee.slug}`);
    await as('GET', `/e/${employee.slug}/review`);
    await as('POST', `/e/${employee.slug}/confirm`, { reviewerName: 'Jelena' });
    const tables = [
      'touches',
      'clickouts',
      'self_confirmations',
      'activity_events',
      'stats_hourly',
      'self_confirm_quotas',
      'sign_in_throttles',
    ];
    let rows = 0;
    for (const table of tables) {
      const result = (await app.database.db.execute(
        sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t`,
      )) as unknown as { rows: { row: string }[] };
      for (const { row } of result.rows) {
        rows++;
        expect(row).not.toContain(IP);
        expect(row).not.toContain(PHONE);
      }
    }
    expect(rows).toBeGreaterThanOrEqual(6);
  });
});

describe('when the database is down', () => {
  it('answers 503 with a friendly page, for the page, the review link and the form', async () => {
    const broken = await buildTestApp();
    const business = await createBusiness(broken.database.db, { googlePlaceId: 'ChIJx' });
    const employee = await createEmployee(broken.database.db, business);
    await broken.database.close();
    try {
      for (const [method, url] of [
        ['GET', `/e/${employee.slug}`],
        ['GET', `/e/${employee.slug}/review`],
        ['GET', `/qr/${employee.slug}`],
      ] as const) {
        const res = await broken.inject({ method, url, headers: { 'user-agent': PHONE } });
        expect(res.statusCode).toBe(503);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.body).toContain('Please try again');
        expect(res.headers.location).toBeUndefined();
      }
      const json = await broken.inject({
        method: 'POST',
        url: `/e/${employee.slug}/confirm`,
        payload: { reviewerName: 'Jelena' },
      });
      expect(json.statusCode).toBe(503);
      expect(json.json().error.code).toBe('SERVICE_UNAVAILABLE');
    } finally {
      await broken.close();
    }
  });
});
