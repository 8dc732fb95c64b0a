// The same review arriving under another id (docs/import.md "The same review under two ids"): a
// scraper's export with Places ids, then Takeout with Business Profile ids, leaves one review each.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { reviews } from '../../db/schema';
import { buildTestApp } from '../../../test/build-test-app';
import { signUpManager } from '../../../test/auth-helpers';
import * as fixtures from '../../../test/import-fixtures';
import { importFile, importFiles } from '../../../test/reviews-helpers';

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

  it('holds across the transactions of a long file: a review it names is its own, and one review is claimed once', async () => {
    const m = await signUpManager(app);
    const header = 'review_id,author_name,rating,published_at,text,is_anonymous';
    const line = (id: string, author: string, at: string, text: string) =>
      `${id},${author},5,${at},${text},false`;
    const fillers = Array.from({ length: 150 }, (_, i) =>
      line(`filler-${i}`, `Gost ${i}`, `2025-0${1 + (i % 9)}-1${i % 10}T08:00:00Z`, `Utisak ${i}`),
    );
    // Stored first: two reviews under Business Profile ids.
    const named = line('AbFvOqNamed', 'Ana Kovač', '2026-03-01T10:00:00Z', 'Divna frizura');
    const unnamed = line('AbFvOqUnnamed', 'Boris Ilić', '2026-03-02T10:00:00Z', 'Brzo i lepo');
    expect((await importFile(app, m.cookie, [header, named, unnamed].join('\n'))).statusCode).toBe(
      200,
    );
    // A long file (two chunks of 100 rows and more): rows under other ids that look like each,
    // and, far down, the first one under its own id.
    const file = [
      header,
      line('ChZDSUhNAnaCopy', 'Ana Kovač', '2026-03-01T10:00:00Z', 'Divna frizura'),
      line('ChZDSUhNBorisOne', 'Boris Ilić', '2026-03-02T10:00:00Z', 'Brzo i lepo'),
      ...fillers.slice(0, 110),
      line('ChZDSUhNBorisTwo', 'Boris Ilić', '2026-03-02T10:00:00Z', 'Brzo i lepo'),
      ...fillers.slice(110),
      named,
    ].join('\n');
    const report = (await importFile(app, m.cookie, file)).json();
    expect(report.rejected).toEqual([]);
    const ids = (
      await app.database.db.select().from(reviews).where(eq(reviews.businessId, m.businessId))
    ).map((r) => r.externalId);
    // The named review stays its own row's: its look-alike is another review.
    expect(ids).toContain('AbFvOqNamed');
    expect(ids).toContain('ChZDSUhNAnaCopy');
    // The unnamed one is claimed by its first look-alike only; the second is new.
    expect(ids).toContain('AbFvOqUnnamed');
    expect(ids).not.toContain('ChZDSUhNBorisOne');
    expect(ids).toContain('ChZDSUhNBorisTwo');
  });
});
