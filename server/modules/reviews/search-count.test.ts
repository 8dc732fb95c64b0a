// A search counts its matches up to 1,000 and says so; other lists count exactly (docs/search.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { reviews } from '../../db/schema';
import { buildTestApp } from '../../../test/build-test-app';
import { signUpManager } from '../../../test/auth-helpers';
import { firstLocationId } from '../locations/locations.repository';

let app: App;
let owner: Awaited<ReturnType<typeof signUpManager>>;

beforeAll(async () => {
  app = await buildTestApp();
  owner = await signUpManager(app);
  const locationId = await firstLocationId(app.database.db, owner.businessId);
  const rows = Array.from({ length: 1005 }, (_, i) => ({
    businessId: owner.businessId,
    locationId,
    externalId: `common-${i}`,
    authorName: `Kupac ${i}`,
    rating: 5,
    text: i < 1002 ? 'Hvala na divnom šišanju!' : 'Sve je bilo u redu.',
    publishedAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
  }));
  await app.database.db.insert(reviews).values(rows);
});
afterAll(() => app.close());

const list = async (query: string) => {
  const res = await app.inject({ url: `/api/reviews?${query}`, headers: { cookie: owner.cookie } });
  expect(res.statusCode).toBe(200);
  return res.json() as { items: unknown[]; total: number; totalCapped?: boolean };
};

describe('counting a search', () => {
  it('stops at 1,000 matches and says the total is a lower bound', async () => {
    const found = await list('q=sisanju&pageSize=20');
    expect(found).toMatchObject({ total: 1000, totalCapped: true });
    expect(found.items).toHaveLength(20);
  });

  it('counts exactly under the cap and without a search', async () => {
    expect(await list('q=u%20redu')).toMatchObject({ total: 3 });
    expect((await list('q=u%20redu')).totalCapped).toBeUndefined();
    expect((await list('pageSize=1')).total).toBe(1005);
  });
});
