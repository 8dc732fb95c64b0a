// The same review arriving under another id (docs/import.md "The same review under two ids"): a
// scraper's export with Places ids, then Takeout with Business Profile ids, leaves one review each.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { reviews } from '../../db/schema';
import { buildTestApp } from '../../../test/build-test-app';
import { signUpManager } from '../../../test/auth-helpers';
import * as fixtures from '../../../test/import-fixtures';
import { importFiles } from '../../../test/reviews-helpers';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

describe('one review under two ids', () => {
  it('keeps one review when Takeout names with Business Profile ids what an export named with Places ids', async () => {
    const m = await signUpManager(app);
    const upload = (name: string, content: string) =>
      importFiles(app, m.cookie, [{ name, content }]);
    expect((await upload('apify.csv', fixtures.apifyCsv)).json()).toMatchObject({ imported: 2 });
    const takeout = {
      reviews: [
        {
          name: 'accounts/1/locations/2/reviews/AbFvOqMarija',
          reviewId: 'AbFvOqMarija',
          reviewer: { displayName: 'Marija Petrović' },
          starRating: 'FIVE',
          comment:
            'Hvala Milici na divnoj frizuri!\n\n(Translated by Google)\nThanks to Milica for the lovely haircut!',
          createTime: '2026-01-15T10:23:45.123456Z',
          updateTime: '2026-01-15T10:23:45.123456Z',
          reviewReply: { comment: 'Hvala Marija!', updateTime: '2026-01-16T08:00:00Z' },
        },
        {
          reviewId: 'AbFvOqPeter',
          reviewer: { displayName: 'Peter' },
          starRating: 'FOUR',
          createTime: '2026-02-01T09:00:00Z',
        },
        {
          reviewId: 'AbFvOqNew',
          reviewer: { displayName: 'Sasvim Nova' },
          starRating: 'FIVE',
          comment: 'Prvi put ovde.',
          createTime: '2026-02-02T09:00:00Z',
        },
      ],
    };
    const second = (await upload('reviews.json', JSON.stringify(takeout))).json();
    expect(second).toMatchObject({ total: 3, imported: 1, rejected: [] });
    expect(second.updated + second.unchanged).toBe(2);
    const stored = await app.database.db
      .select()
      .from(reviews)
      .where(eq(reviews.businessId, m.businessId));
    expect(stored.map((r) => r.externalId).sort()).toEqual([
      'AbFvOqNew',
      'ChZDSUhNMG9nS0VJQ0FnSUN4',
      'ChdDSUhNMG9nS0VJQ0FnSUR5',
    ]);
    // Importing either file again finds the same reviews again.
    expect((await upload('reviews.json', JSON.stringify(takeout))).json()).toMatchObject({
      imported: 0,
    });
    expect((await upload('apify.csv', fixtures.apifyCsv)).json()).toMatchObject({ imported: 0 });
  });
});
