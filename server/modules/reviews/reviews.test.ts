// GET /api/reviews and POST /api/reviews/{id}/attribution: filters, tenant isolation, employee
// scope, manual attribution and its activity event.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { App } from '../../app';
import { activityEvents } from '../../db/schema';
import { buildTestApp } from '../../../test/build-test-app';
import { employeeWithCredentials, signInEmployee, signUpManager } from '../../../test/auth-helpers';
import { createEmployee, createReview } from '../../../test/factories';

let app: App;
let owner: Awaited<ReturnType<typeof signUpManager>>;
let other: Awaited<ReturnType<typeof signUpManager>>;

const get = (url: string, cookie: string) =>
  app.inject({ method: 'GET', url, headers: { cookie } });
const attribute = (id: string, employeeId: string | null, cookie: string) =>
  app.inject({
    method: 'POST',
    url: `/api/reviews/${id}/attribution`,
    payload: { employeeId },
    headers: { cookie },
  });

beforeAll(async () => {
  app = await buildTestApp();
  owner = await signUpManager(app);
  other = await signUpManager(app);
});
afterAll(async () => app.close());

describe('GET /api/reviews', () => {
  it('filters, searches, pages newest first and never shows another business', async () => {
    const db = app.database.db;
    const biz = { id: owner.businessId };
    const milica = await createEmployee(db, biz, { name: 'Milica Test' });
    await createReview(db, biz, {
      rating: 5,
      text: 'Sve 100% super',
      authorName: 'Ana',
      publishedAt: new Date('2026-03-01T10:00:00Z'),
      employeeId: milica.id,
      matchType: 'name_match',
      matchEvidence: {
        kind: 'name_match',
        candidates: [{ employeeId: milica.id, score: 0.8, reason: 'x' }],
      },
    });
    await createReview(db, biz, {
      rating: 2,
      text: 'Loše',
      authorName: 'Boris',
      publishedAt: new Date('2026-03-05T10:00:00Z'),
    });
    await createReview(db, { id: other.businessId }, { text: 'Sve 100% super tuđe' });

    const all = (await get('/api/reviews', owner.cookie)).json();
    expect(all.total).toBe(2);
    expect(all.items.map((r: { authorName: string }) => r.authorName)).toEqual(['Boris', 'Ana']);
    expect(all.items[1].employeeName).toBe('Milica Test');
    expect(all.items[1].candidates).toEqual([
      { employeeId: milica.id, employeeName: 'Milica Test', score: 0.8, reason: 'x' },
    ]);

    expect((await get('/api/reviews?q=100%25', owner.cookie)).json().total).toBe(1);
    expect((await get('/api/reviews?q=bor', owner.cookie)).json().total).toBe(1);
    expect((await get('/api/reviews?q=_', owner.cookie)).json().total).toBe(0);
    expect((await get('/api/reviews?rating=2', owner.cookie)).json().total).toBe(1);
    expect((await get('/api/reviews?matchType=unmatched', owner.cookie)).json().total).toBe(1);
    expect((await get(`/api/reviews?employeeId=${milica.id}`, owner.cookie)).json().total).toBe(1);
    expect(
      (await get('/api/reviews?from=2026-03-01&to=2026-03-01', owner.cookie)).json().total,
    ).toBe(1);
    expect((await get('/api/reviews?from=2026-03-02', owner.cookie)).json().total).toBe(1);
    const page = (await get('/api/reviews?page=2&pageSize=1', owner.cookie)).json();
    expect(page).toMatchObject({ total: 2, items: [{ authorName: 'Ana' }] });
    expect((await get('/api/reviews', other.cookie)).json().total).toBe(1);
  });

  it('shows an employee only the reviews attributed to them', async () => {
    const db = app.database.db;
    const { employee, username, password } = await employeeWithCredentials(app, owner.businessId);
    await createReview(
      db,
      { id: owner.businessId },
      {
        employeeId: employee.id,
        matchType: 'time_window',
        authorName: 'Mine',
      },
    );
    const { cookie } = await signInEmployee(app, username, password);
    const list = (await get('/api/reviews', cookie)).json();
    expect(list.items.map((r: { authorName: string }) => r.authorName)).toEqual(['Mine']);
  });
});

describe('POST /api/reviews/{id}/attribution', () => {
  it('records a manual decision with the previous one and an activity event', async () => {
    const db = app.database.db;
    const biz = { id: owner.businessId };
    const employee = await createEmployee(db, biz, { name: 'Jovan Manual' });
    const review = await createReview(db, biz);
    const response = await attribute(review.id, employee.id, owner.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: review.id,
      employeeId: employee.id,
      employeeName: 'Jovan Manual',
      matchType: 'manual',
      matchConfidence: 1,
      matchEvidence: {
        kind: 'manual',
        by: owner.session.user.id,
        previous: { matchType: 'unmatched' },
      },
    });
    const events = await db
      .select()
      .from(activityEvents)
      .where(
        and(
          eq(activityEvents.businessId, owner.businessId),
          eq(activityEvents.type, 'attribution'),
        ),
      );
    expect(events.some((e) => e.payload.reviewId === review.id)).toBe(true);

    const cleared = await attribute(review.id, null, owner.cookie);
    expect(cleared.json()).toMatchObject({ employeeId: null, matchType: 'manual' });
  });

  it('answers 404 for another business and 403 for employees', async () => {
    const db = app.database.db;
    const review = await createReview(db, { id: owner.businessId });
    const foreignEmployee = await createEmployee(db, { id: other.businessId });
    const deleted = await createEmployee(db, { id: owner.businessId }, { deletedAt: new Date() });
    const foreignReview = await createReview(db, { id: other.businessId });

    const wrongEmployee = await attribute(review.id, foreignEmployee.id, owner.cookie);
    expect(wrongEmployee.statusCode).toBe(404);
    expect(wrongEmployee.json().error.message).toBe('Employee not found');
    expect((await attribute(review.id, deleted.id, owner.cookie)).statusCode).toBe(404);
    const wrongReview = await attribute(foreignReview.id, null, owner.cookie);
    expect(wrongReview.statusCode).toBe(404);
    expect(wrongReview.json().error.message).toBe('Review not found');

    const { username, password } = await employeeWithCredentials(app, owner.businessId);
    const { cookie } = await signInEmployee(app, username, password);
    expect((await attribute(review.id, null, cookie)).statusCode).toBe(403);
  });
});
