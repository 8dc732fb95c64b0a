// GET /api/employees/inactive-scans: this month's scans of cards of people who left, for the
// caller's business only.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { employeeWithCredentials, signInEmployee, signUpManager } from '../../../test/auth-helpers';
import { createEmployee, createTouch } from '../../../test/factories';
import { IPHONE } from '../../../test/visitors';

const app = useTestApp();

const scans = (cookie: string) =>
  app.inject({ url: '/api/employees/inactive-scans', headers: { cookie } });

/** A customer's phone at this address opens the card. */
const scan = (card: { slug: string }, ip: string) =>
  app.inject({
    url: `/e/${card.slug}`,
    headers: { 'user-agent': IPHONE, 'x-forwarded-for': ip },
    remoteAddress: ip,
  });

describe('GET /api/employees/inactive-scans', () => {
  it("counts this month's scans of inactive cards, not active ones nor other businesses'", async () => {
    const owner = await signUpManager(app);
    const other = await signUpManager(app);
    const db = app.database.db;
    const gone = await createEmployee(db, { id: owner.businessId }, { isActive: false });
    const here = await createEmployee(db, { id: owner.businessId });
    const theirs = await createEmployee(db, { id: other.businessId }, { isActive: false });
    for (const [card, ip] of [
      [gone, '198.51.100.1'],
      [gone, '198.51.100.2'],
      [here, '198.51.100.3'],
      [theirs, '198.51.100.4'],
    ] as const)
      await scan(card, ip);
    // Last month's scan is not this month's.
    await createTouch(db, gone, {
      cardInactive: true,
      createdAt: new Date('2020-01-15T10:00:00Z'),
    });

    const response = await scans(owner.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().count).toBe(2);
    expect(response.json().since).toMatch(/^\d{4}-\d{2}-01$/);
    expect(response.json().cards).toEqual([{ employeeId: gone.id, name: gone.name, count: 2 }]);
    expect((await scans(other.cookie)).json().count).toBe(1);
  });

  it("keeps an inactive card's scans out of every figure: the person's, the business's, the feed", async () => {
    const owner = await signUpManager(app);
    const db = app.database.db;
    const gone = await createEmployee(db, { id: owner.businessId }, { isActive: false });
    const here = await createEmployee(db, { id: owner.businessId });
    for (const [card, ip] of [
      [gone, '198.51.100.21'],
      [here, '198.51.100.22'],
    ] as const)
      await scan(card, ip);
    const get = (url: string) => app.inject({ url, headers: { cookie: owner.cookie } });
    expect((await get('/api/analytics/overview?range=7d')).json().touches).toBe(1);
    const people = (await get('/api/analytics/employees?range=7d')).json().items as {
      employeeId: string;
      touches: number;
    }[];
    expect(people.find((p) => p.employeeId === gone.id)?.touches ?? 0).toBe(0);
    const feed = (await get('/api/activity')).json().items as { employeeId: string | null }[];
    expect(feed.some((item) => item.employeeId === gone.id)).toBe(false);
    expect((await scans(owner.cookie)).json().count).toBe(1);
  });

  it('is for managers', async () => {
    const owner = await signUpManager(app);
    const ana = await employeeWithCredentials(app, owner.businessId);
    const { cookie } = await signInEmployee(app, ana.username, ana.password);
    expect((await scans(cookie)).statusCode).toBe(403);
  });
});
