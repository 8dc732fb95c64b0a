// One definition of the rates everywhere (docs/funnel.md "Rates"): an employee credited with many
// reviews by name this week, after few scans, never shows a rate above 100% on any screen or in
// the employees export, and every screen agrees with the overview.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp } from '../../../test/build-test-app';
import { employeeWithCredentials, signInEmployee, signUpManager } from '../../../test/auth-helpers';
import { addHour, addReview, freezeAt, unfreeze } from '../../../test/analytics-helpers';

const NOW = '2026-10-26T09:30:00Z';

let app: App;
let manager: Awaited<ReturnType<typeof signUpManager>>;
let employeeCookie: string;

beforeAll(async () => {
  app = await buildTestApp();
  manager = await signUpManager(app);
  const staff = await employeeWithCredentials(app, manager.businessId, { name: 'Mila Ristić' });
  employeeCookie = (await signInEmployee(app, staff.username, staff.password)).cookie;
  const employeeId = staff.employee.id;
  await addHour(app, {
    businessId: manager.businessId,
    employeeId,
    hour: '2026-10-26T08:00:00Z',
    touches: 2,
    clickouts: 1,
  });
  // Seven reviews that name her, one by hand, one through the funnel: nine credits, two scans.
  for (let i = 0; i < 7; i++)
    await addReview(app, manager.businessId, `2026-10-2${i % 5}T10:00:00Z`, {
      rating: 5,
      employeeId,
      matchType: 'name_match',
    });
  await addReview(app, manager.businessId, '2026-10-25T11:00:00Z', {
    rating: 4,
    employeeId,
    matchType: 'manual',
  });
  await addReview(app, manager.businessId, '2026-10-26T08:30:00Z', {
    rating: 5,
    employeeId,
    matchType: 'time_window',
  });
  freezeAt(NOW);
});
afterAll(async () => {
  unfreeze();
  await app.close();
});

const get = async (url: string, cookie = manager.cookie) => {
  const response = await app.inject({ url, headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response;
};

describe('rates per person', () => {
  it('are shares of the step before on every screen, with the other credits beside them', async () => {
    const overview = (await get('/api/analytics/overview?range=7d')).json();
    const own = (await get('/api/analytics/overview?range=7d', employeeCookie)).json();
    const [row] = (await get('/api/analytics/employees?range=7d')).json().items;
    const [board] = (await get('/api/analytics/leaderboard?range=7d')).json().items;

    const rates = { touchToClickout: 1 / 2, clickoutToReview: 1, touchToReview: 1 / 2 };
    for (const figures of [overview, own]) {
      expect(figures.conversion).toEqual(rates);
      expect(figures.funnel).toEqual(rates);
      expect(figures).toMatchObject({ funnelReviews: 1, nameMatchedReviews: 7, manualReviews: 1 });
    }
    expect(row).toMatchObject({ reviews: 9, funnelReviews: 1, textCredits: 7, manualCredits: 1 });
    expect(row).toMatchObject(rates);
    expect(board).toMatchObject({ reviews: 9, conversion: rates.touchToReview });
  });

  it('stay at most 100% in the employees export, with the credits beside them', async () => {
    const csv = (await get('/api/exports/employees.csv?range=7d&lang=en')).body;
    const [header, row] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)
      .map((line) => line.split(','));
    const cell = (name: string) => Number(row![header!.indexOf(name)]);
    for (const name of header!.filter((h) => h.endsWith('(%)')))
      expect({ name, value: cell(name) }).toEqual({ name, value: expect.toBeOneOf([0, 50, 100]) });
    expect(cell('Clickout to review (%)')).toBe(100);
    expect(cell('Credited from review text')).toBe(7);
    expect(cell('Credited by hand')).toBe(1);
  });
});
