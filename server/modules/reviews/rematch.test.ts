// Re-matching when the team changes (docs/attribution.md "Re-matching"), through the API.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityEvents, reviews } from '../../db/schema';
import { employeeWithCredentials, signInEmployee, signUpManager } from '../../../test/auth-helpers';
import { useTestApp } from '../../../test/build-test-app';
import { rematchBusiness } from './rematch.service';
import { requestRematch } from '../../lib/jobs/queues';
import { importFile } from '../../../test/reviews-helpers';

const app = useTestApp();

type Owner = Awaited<ReturnType<typeof signUpManager>>;
const HEADER = 'review_id,author_name,rating,published_at,text,is_anonymous';
const csvOf = (rows: [string, string, string][]) =>
  [
    HEADER,
    ...rows.map(([id, author, text]) => `${id},${author},5,2026-10-01T10:00:00Z,${text},false`),
  ].join('\n');

async function importReviews(owner: Owner, rows: [string, string, string][]) {
  expect((await importFile(app, owner.cookie, csvOf(rows))).statusCode).toBe(200);
}
const reviewOf = async (owner: Owner, externalId: string) => {
  const [row] = await app.database.db
    .select()
    .from(reviews)
    .where(and(eq(reviews.businessId, owner.businessId), eq(reviews.externalId, externalId)));
  return row!;
};
const addEmployee = async (owner: Owner, name: string, aliases: string[] = []) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/employees',
    headers: { cookie: owner.cookie },
    payload: { name, aliases },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string };
};
const patchEmployee = (owner: Owner, id: string, payload: Record<string, unknown>) =>
  app.inject({
    method: 'PATCH',
    url: `/api/employees/${id}`,
    headers: { cookie: owner.cookie },
    payload,
  });
const settled = () => app.jobs.idle();

describe('re-matching when the team changes', () => {
  it('credits reviews imported before the employee was added, without touching a review', async () => {
    const owner = await signUpManager(app);
    await importReviews(owner, [
      ['r1', 'Ana Kupac', 'Hvala Teodori na divnoj frizuri!'],
      ['r2', 'Ivan Kupac', 'Sve je bilo super.'],
    ]);
    expect((await reviewOf(owner, 'r1')).matchType).toBe('unmatched');
    const teodora = await addEmployee(owner, 'Teodora Vasić');
    await settled();
    expect(await reviewOf(owner, 'r1')).toMatchObject({
      employeeId: teodora.id,
      matchType: 'name_match',
    });
    expect((await reviewOf(owner, 'r2')).matchType).toBe('unmatched');
    const events = await app.database.db
      .select()
      .from(activityEvents)
      .where(eq(activityEvents.businessId, owner.businessId));
    const finished = events.find((e) => e.type === 'rematch_finished');
    expect(finished?.payload).toMatchObject({ total: 2, credited: 1, changed: 0, unmatched: 0 });
    expect(events.some((e) => e.type === 'rematch_started')).toBe(true);
  });

  it('re-matches after a rename and after a new alias', async () => {
    const owner = await signUpManager(app);
    const employee = await addEmployee(owner, 'Milena Jović');
    await importReviews(owner, [
      ['a', 'Ana K.', 'Hvala Bojani na strpljenju!'],
      ['b', 'Ana K.', 'Cica je najbolja!'],
    ]);
    expect((await patchEmployee(owner, employee.id, { name: 'Bojana Jović' })).statusCode).toBe(
      200,
    );
    await settled();
    expect((await reviewOf(owner, 'a')).employeeId).toBe(employee.id);
    expect((await reviewOf(owner, 'b')).employeeId).toBeNull();
    expect((await patchEmployee(owner, employee.id, { aliases: ['Cica'] })).statusCode).toBe(200);
    await settled();
    expect(await reviewOf(owner, 'b')).toMatchObject({ employeeId: employee.id });
  });

  it('never touches a manual decision nor a self confirmation', async () => {
    const owner = await signUpManager(app);
    await importReviews(owner, [['m', 'Ana K.', 'Hvala Teodori!']]);
    const review = await reviewOf(owner, 'm');
    const manual = await app.inject({
      method: 'POST',
      url: `/api/reviews/${review.id}/attribution`,
      headers: { cookie: owner.cookie, origin: 'http://localhost:80' },
      payload: { employeeId: null },
    });
    expect(manual.statusCode).toBe(200);
    await addEmployee(owner, 'Teodora Vasić');
    await settled();
    expect(await reviewOf(owner, 'm')).toMatchObject({ matchType: 'manual', employeeId: null });
  });

  it('changes nothing when run again (idempotent), and says so in the summary', async () => {
    const owner = await signUpManager(app);
    await importReviews(owner, [['i', 'Ana K.', 'Hvala Teodori!']]);
    await addEmployee(owner, 'Teodora Vasić');
    await settled();
    const before = await reviewOf(owner, 'i');
    const again = await rematchBusiness(app.database.db, owner.businessId);
    expect(again).toEqual({ total: 1, credited: 0, changed: 0, unmatched: 0 });
    expect((await reviewOf(owner, 'i')).updatedAt).toEqual(before.updatedAt);
  });

  it('runs requests that overlap one after another, with the same result', async () => {
    const owner = await signUpManager(app);
    await importReviews(owner, [['c', 'Ana K.', 'Hvala Teodori!']]);
    const { id } = await addEmployee(owner, 'Teodora Vasić');
    const statuses = await Promise.all([
      requestRematch(app.jobs, owner.businessId),
      requestRematch(app.jobs, owner.businessId),
    ]);
    // Whether the first had started yet is a race; both are honoured either way.
    for (const status of statuses) expect(['queued', 'running']).toContain(status);
    await settled();
    expect((await reviewOf(owner, 'c')).employeeId).toBe(id);
  });

  it('un-credits a review when a name becomes a not-staff name', async () => {
    const owner = await signUpManager(app);
    const { id } = await addEmployee(owner, 'Goran Lukić');
    await importReviews(owner, [['o', 'Ana K.', 'Gazda Goran me je lepo ošišao.']]);
    expect((await reviewOf(owner, 'o')).employeeId).toBe(id);
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/business',
      headers: { cookie: owner.cookie, origin: 'http://localhost:80' },
      payload: { otherNames: [{ name: 'Goran Perić', role: 'owner' }] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().otherNames).toEqual([{ name: 'Goran Perić', role: 'owner' }]);
    await settled();
    expect(await reviewOf(owner, 'o')).toMatchObject({ employeeId: null, matchType: 'unmatched' });
  });
});

describe('POST /api/reviews/rematch', () => {
  it('answers 202 for a manager and starts a run', async () => {
    const owner = await signUpManager(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/reviews/rematch',
      headers: { cookie: owner.cookie, origin: 'http://localhost:80' },
    });
    expect(res.statusCode).toBe(202);
    expect(['queued', 'running']).toContain(res.json().status);
    await settled();
  });

  it('refuses employees (403) and strangers (401)', async () => {
    const owner = await signUpManager(app);
    const { username, password } = await employeeWithCredentials(app, owner.businessId);
    const { cookie: employee } = await signInEmployee(app, username, password);
    const asEmployee = await app.inject({
      method: 'POST',
      url: '/api/reviews/rematch',
      headers: { cookie: employee, origin: 'http://localhost:80' },
    });
    expect(asEmployee.statusCode).toBe(403);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/reviews/rematch',
      headers: { origin: 'http://localhost:80' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('PATCH /api/business otherNames', () => {
  it.each([
    [
      'a duplicate',
      [
        { name: 'Goran', role: 'owner' },
        { name: 'goran', role: 'former' },
      ],
    ],
    ['a control character', [{ name: 'Go\u0000ran', role: 'owner' }]],
    ['an unknown role', [{ name: 'Goran', role: 'boss' }]],
    ['an empty name', [{ name: '  ', role: 'owner' }]],
  ])('refuses %s with 400', async (_, otherNames) => {
    const owner = await signUpManager(app);
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/business',
      headers: { cookie: owner.cookie, origin: 'http://localhost:80' },
      payload: { otherNames },
    });
    expect(res.statusCode).toBe(400);
  });
});
