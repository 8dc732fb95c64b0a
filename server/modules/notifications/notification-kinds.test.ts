// The bell is for things that need someone (docs/notifications.md): history imports arrive as one
// summary, lockouts and failed syncs reach the managers, and each user can turn kinds off.
import { describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { activityEvents } from '../../db/schema';
import { useTestApp } from '../../../test/build-test-app';
import { employeeWithCredentials, signInEmployee, signUpManager } from '../../../test/auth-helpers';
import { insertActivity } from '../activity/activity.repository';
import { syncFailed } from '../google/sync-outcome';
import { importFile } from '../../../test/reviews-helpers';

const app = useTestApp();

const ORIGIN = 'http://localhost:80';
const bell = async (cookie: string) =>
  (
    await app.inject({
      method: 'POST',
      url: '/api/functions/get-notification-data',
      headers: { cookie, 'content-type': 'application/json' },
      payload: { notifications: true },
    })
  ).json().data;

const preferences = (cookie: string, muted?: unknown) =>
  app.inject({
    method: muted === undefined ? 'GET' : 'PUT',
    url: '/api/notifications/preferences',
    headers: { cookie, origin: ORIGIN },
    ...(muted === undefined ? {} : { payload: { muted } }),
  });

const eventsOf = (businessId: string) =>
  app.database.db
    .select()
    .from(activityEvents)
    .where(eq(activityEvents.businessId, businessId))
    .orderBy(asc(activityEvents.id));

describe('history imports', () => {
  it('imports past reviews as one summary and their own dates, with a quiet bell', async () => {
    const manager = await signUpManager(app);
    await employeeWithCredentials(app, manager.businessId, { name: 'Milica Petrović' });
    const csv = [
      'review_id,author_name,rating,published_at,text,is_anonymous',
      'h1,Ana,5,2026-01-10T10:00:00Z,Milica je sjajna,false',
      'h2,Boris,2,2026-01-11T10:00:00Z,Dugo sam čekao,false',
      'h3,Ceca,4,2026-01-12T10:00:00Z,Lepo,false',
    ].join('\n');
    expect((await importFile(app, manager.cookie, csv)).statusCode).toBe(200);

    const events = await eventsOf(manager.businessId);
    const summaries = events.filter((e) => e.type === 'import_summary');
    expect(summaries).toHaveLength(1);
    expect(summaries[0]!.payload).toEqual({ imported: 3, credited: 1, source: 'file' });
    const reviewed = events.filter((e) => e.type === 'review');
    expect(reviewed.map((e) => e.createdAt.toISOString()).sort()).toEqual([
      '2026-01-10T10:00:00.000Z',
      '2026-01-11T10:00:00.000Z',
      '2026-01-12T10:00:00.000Z',
    ]);
    expect(reviewed.every((e) => e.payload.history === true && e.notify.length === 0)).toBe(true);

    const data = await bell(manager.cookie);
    expect(data.unreadCount).toBe(0);
    expect(data.notifications).toEqual([]);
    // The feed: the summary first, then the reviews where they happened.
    expect(data.allActivities.map((a: { type: string }) => a.type)).toEqual([
      'import_summary',
      'review',
      'review',
      'review',
    ]);

    // A review written after the connection is news again.
    const fresh = [
      'review_id,author_name,rating,published_at,text,is_anonymous',
      `n1,Dragan,1,${new Date().toISOString()},Loše,false`,
    ].join('\n');
    await importFile(app, manager.cookie, fresh);
    const after = await bell(manager.cookie);
    expect(after.unreadCount).toBe(1);
    expect(after.activities[0]).toMatchObject({ type: 'review', payload: { rating: 1 } });
    const allEvents = await eventsOf(manager.businessId);
    expect(allEvents.filter((e) => e.type === 'import_summary')).toHaveLength(1);
  });
});

describe('what reaches the managers', () => {
  it("tells the managers when an employee's sign-in locks, once", async () => {
    const manager = await signUpManager(app);
    const milica = await employeeWithCredentials(app, manager.businessId);
    for (let i = 0; i < 7; i++)
      await app.inject({
        method: 'POST',
        url: '/api/auth/employee/signin',
        headers: { origin: ORIGIN, 'x-forwarded-for': '203.0.113.9' },
        payload: { username: milica.username, password: 'wrong-password' },
      });
    const locked = (await eventsOf(manager.businessId)).filter((e) => e.type === 'employee_locked');
    expect(locked).toHaveLength(1);
    expect(locked[0]!.employeeId).toBe(milica.employee.id);
    const data = await bell(manager.cookie);
    expect(data.activities.map((a: { type: string }) => a.type)).toEqual(['employee_locked']);
  });

  it('tells the managers a sync failed, and when Google access expired', async () => {
    const manager = await signUpManager(app);
    const db = app.database.db;
    await syncFailed(db, manager.businessId, crypto.randomUUID(), 'unavailable', null);
    await syncFailed(db, manager.businessId, crypto.randomUUID(), 'googleExpired', {
      googleIntegrationStatus: 'expired',
    });
    const data = await bell(manager.cookie);
    expect(data.activities.map((a: { type: string }) => a.type)).toEqual([
      'google_disconnected',
      'sync_failed',
    ]);
  });
});

describe('/api/notifications/preferences', () => {
  it('lets a manager turn a kind off, which the bell then leaves out', async () => {
    const manager = await signUpManager(app);
    const initial = await preferences(manager.cookie);
    expect(initial.statusCode).toBe(200);
    expect(initial.json()).toEqual({
      available: ['low_rating', 'unmatched', 'google_problem', 'lockout'],
      muted: [],
      mailAvailable: ['low_rating', 'unmatched', 'google_problem'],
      mailMuted: [],
      digestAvailable: true,
      digest: true,
    });
    await insertActivity(app.database.db, {
      businessId: manager.businessId,
      employeeId: null,
      type: 'review',
      payload: { rating: 5 },
    });
    expect((await bell(manager.cookie)).unreadCount).toBe(1);

    const saved = await preferences(manager.cookie, ['unmatched']);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().muted).toEqual(['unmatched']);
    expect((await bell(manager.cookie)).unreadCount).toBe(0);
    expect((await bell(manager.cookie)).allActivities).toHaveLength(1);
  });

  it("offers an employee their own kind only, and ignores the managers' kinds", async () => {
    const manager = await signUpManager(app);
    const milica = await employeeWithCredentials(app, manager.businessId);
    const { cookie } = await signInEmployee(app, milica.username, milica.password);
    const employeeChoices = {
      mailAvailable: [],
      mailMuted: [],
      digestAvailable: false,
      digest: false,
    };
    expect((await preferences(cookie)).json()).toEqual({
      available: ['credited'],
      muted: [],
      ...employeeChoices,
    });
    const saved = await preferences(cookie, ['lockout', 'credited']);
    expect(saved.json()).toEqual({
      available: ['credited'],
      muted: ['credited'],
      ...employeeChoices,
    });
    const stored = await app.database.db
      .select()
      .from(activityEvents)
      .where(and(eq(activityEvents.businessId, manager.businessId)));
    expect(stored).toEqual([]);
  });

  it('refuses an unknown kind with 400 and answers 401 signed out', async () => {
    const manager = await signUpManager(app);
    expect((await preferences(manager.cookie, ['everything'])).statusCode).toBe(400);
    expect((await preferences(manager.cookie, 'unmatched')).statusCode).toBe(400);
    const signedOut = await app.inject({ method: 'GET', url: '/api/notifications/preferences' });
    expect(signedOut.statusCode).toBe(401);
  });
});
