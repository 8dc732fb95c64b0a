// POST /api/reviews/import: CSV and Takeout JSON, per-row rejections, idempotent re-import, edits
// re-attributed (manual kept), name-match and time-window attribution, activity events.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { App } from '../../app';
import { activityEvents, businesses, reviews } from '../../db/schema';
import { buildTestApp } from '../../../test/build-test-app';
import { employeeWithCredentials, signInEmployee, signUpManager } from '../../../test/auth-helpers';
import { createClickout, createEmployee } from '../../../test/factories';
import { importFile } from '../../../test/reviews-helpers';

let app: App;
let owner: Awaited<ReturnType<typeof signUpManager>>;

const HEADER = 'review_id,author_name,rating,published_at,text,is_anonymous';
const reviewByExternalId = async (externalId: string) => {
  const [row] = await app.database.db
    .select()
    .from(reviews)
    .where(and(eq(reviews.businessId, owner.businessId), eq(reviews.externalId, externalId)));
  return row!;
};

beforeAll(async () => {
  app = await buildTestApp();
  owner = await signUpManager(app);
});
afterAll(async () => app.close());

describe('POST /api/reviews/import', () => {
  it('imports good CSV rows, reports bad ones by row, and is idempotent', async () => {
    const csv = [
      HEADER,
      'c1,Ana,5,2026-01-10T10:00:00Z,Odlično,false',
      'c2,Boris,7,2026-01-10T11:00:00Z,,',
      'c3,Ceca,4,yesterday,,',
      ',Dejan,4,2026-01-10T12:00:00Z,,',
      'c1,Ana,5,2026-01-10T10:00:00Z,again,',
      'c4,,3,2026-01-11,"Tekst, sa zarezom",true',
      `${'x'.repeat(3000)},Eva,5,2026-01-12,,`,
    ].join('\n');
    const first = await importFile(app, owner.cookie, csv);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      format: 'csv',
      total: 7,
      imported: 2,
      updated: 0,
      unchanged: 0,
      rejected: [
        { row: 3, reason: 'rating must be 1-5', code: 'badRating' },
        { row: 4, reason: 'published_at is not a date', code: 'badDate' },
        { row: 5, reason: 'review_id is missing', code: 'missingId' },
        { row: 6, reason: 'duplicate review_id in this file', code: 'duplicateId' },
        { row: 8, reason: 'review_id is longer than 500 characters', code: 'idTooLong' },
      ],
    });
    expect(await reviewByExternalId('c4')).toMatchObject({
      isAnonymous: true,
      authorName: null,
      text: 'Tekst, sa zarezom',
    });
    const again = (await importFile(app, owner.cookie, csv)).json();
    expect(again).toMatchObject({ imported: 0, updated: 0, unchanged: 2 });
    const [business] = await app.database.db
      .select()
      .from(businesses)
      .where(eq(businesses.id, owner.businessId));
    expect(business!.connectionType).toBe('import');
    expect(business!.googleLastSyncedAt).not.toBeNull();
  });

  it('imports Takeout JSON and splits the translation envelope', async () => {
    const json = JSON.stringify({
      reviews: [
        {
          name: 'accounts/1/locations/2/reviews/t-1',
          reviewer: { displayName: 'John Smith', isAnonymous: false },
          starRating: 'FOUR',
          comment: '(Translated by Google) Great haircut\n\n(Original)\nSjajno šišanje',
          createTime: '2026-02-01T09:00:00Z',
          updateTime: '2026-02-01T09:00:00Z',
          reviewReply: { comment: 'Hvala!' },
        },
        { reviewId: 't-2', starRating: 'SIX', createTime: '2026-02-01T09:00:00Z' },
        // Google's review without stars: kept, with no rating.
        {
          reviewId: 't-3',
          reviewer: { displayName: 'Zvezdana' },
          starRating: 'STAR_RATING_UNSPECIFIED',
          comment: 'Bez zvezdica',
          createTime: '2026-02-02T09:00:00Z',
        },
      ],
    });
    const response = await importFile(app, owner.cookie, json, 'takeout.json');
    expect(response.json()).toMatchObject({
      format: 'takeout',
      total: 3,
      imported: 2,
      rejected: [{ row: 2, reason: 'rating must be 1-5' }],
    });
    expect(await reviewByExternalId('t-1')).toMatchObject({
      rating: 4,
      text: 'Great haircut',
      originalText: 'Sjajno šišanje',
      replyText: 'Hvala!',
      authorName: 'John Smith',
    });
    expect(await reviewByExternalId('t-3')).toMatchObject({ rating: null, text: 'Bez zvezdica' });
  });

  it('attributes by name and by time window, re-attributes edits and keeps manual ones', async () => {
    const db = app.database.db;
    const milica = await createEmployee(db, { id: owner.businessId }, { name: 'Milica Jovanović' });
    const stefan = await createEmployee(db, { id: owner.businessId }, { name: 'Stefan Ilić' });
    await createClickout(db, stefan, { createdAt: new Date('2026-04-01T12:00:00Z') });
    const csv = (thanks: string, tw: string) =>
      [
        HEADER,
        `n1,Petar,5,2026-04-02T10:00:00Z,${thanks},`,
        `w1,Mara,5,2026-04-01T12:10:00Z,${tw},`,
        `m1,Laza,5,2026-04-03T10:00:00Z,Dobro,`,
      ].join('\n');
    const first = (
      await importFile(app, owner.cookie, csv('Hvala Milici na usluzi', 'Super'))
    ).json();
    expect(first.imported).toBe(3);
    expect(await reviewByExternalId('n1')).toMatchObject({
      employeeId: milica.id,
      matchType: 'name_match',
    });
    expect(JSON.stringify((await reviewByExternalId('n1')).matchEvidence)).toContain('Milici');
    expect(await reviewByExternalId('w1')).toMatchObject({
      employeeId: stefan.id,
      matchType: 'time_window',
    });
    const reviewEvents = await db
      .select()
      .from(activityEvents)
      .where(
        and(eq(activityEvents.businessId, owner.businessId), eq(activityEvents.type, 'review')),
      );
    expect(reviewEvents.filter((e) => e.employeeId === milica.id)).toHaveLength(1);

    const m1 = await reviewByExternalId('m1');
    await app.inject({
      method: 'POST',
      url: `/api/reviews/${m1.id}/attribution`,
      payload: { employeeId: milica.id },
      headers: { cookie: owner.cookie },
    });
    const edited = [
      HEADER,
      'n1,Petar,4,2026-04-02T10:00:00Z,Hvala Stefanu,',
      'w1,Mara,5,2026-04-01T12:10:00Z,Super,',
      'm1,Laza,3,2026-04-03T10:00:00Z,Hvala Stefanu,',
    ].join('\n');
    const second = (await importFile(app, owner.cookie, edited)).json();
    expect(second).toMatchObject({ imported: 0, updated: 2, unchanged: 1 });
    expect(await reviewByExternalId('n1')).toMatchObject({ employeeId: stefan.id, rating: 4 });
    expect(await reviewByExternalId('m1')).toMatchObject({
      employeeId: milica.id,
      matchType: 'manual',
      rating: 3,
    });
    const attributionEvents = await db
      .select()
      .from(activityEvents)
      .where(
        and(
          eq(activityEvents.businessId, owner.businessId),
          eq(activityEvents.type, 'attribution'),
        ),
      );
    expect(attributionEvents.some((e) => e.employeeId === stefan.id)).toBe(true);
  });

  it('refuses employees, missing and unreadable files', async () => {
    const { username, password } = await employeeWithCredentials(app, owner.businessId);
    const { cookie } = await signInEmployee(app, username, password);
    expect((await importFile(app, cookie, `${HEADER}\n`)).statusCode).toBe(403);
    const empty = await importFile(app, owner.cookie, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toMatch(/choose a file of reviews/);
    const junk = await importFile(app, owner.cookie, 'just some words\nand nothing more');
    expect(junk.statusCode).toBe(400);
    expect(junk.json().error.message).toMatch(/not a CSV/);
    // A table whose columns say nothing we know asks for the columns, never guesses.
    const unknown = await importFile(app, owner.cookie, 'hello,world\n1,2');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.key).toBe('messages.importColumnsUnknown');
    const tooBig = await importFile(app, owner.cookie, 'x'.repeat(5 * 1024 * 1024 + 10));
    expect(tooBig.statusCode).toBe(413);
    // A body that is not the multipart it claims to be is unreadable too, never a 500.
    const notMultipart = await app.inject({
      method: 'POST',
      url: '/api/reviews/import',
      headers: {
        cookie: owner.cookie,
        origin: 'http://localhost:80',
        'content-type': 'multipart/form-data; boundary=nope',
      },
      payload: '{"name":"Ana"}',
    });
    expect(notMultipart.statusCode).toBe(400);
    expect(notMultipart.json().error.message).toMatch(/not a CSV/);
  });

  it('puts a file’s reviews at the chosen location, and refuses another business’s', async () => {
    const shop = await signUpManager(app);
    const south = (
      await app.inject({
        method: 'POST',
        url: '/api/locations',
        headers: { cookie: shop.cookie },
        payload: { name: 'Jug' },
      })
    ).json();
    const csv = [HEADER, 'loc-1,Ana,5,2026-01-10T10:00:00Z,Odlično,false'].join('\n');
    const imported = await importFile(app, shop.cookie, csv, undefined, south.id);
    expect(imported.statusCode).toBe(200);
    const [row] = await app.database.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.businessId, shop.businessId), eq(reviews.externalId, 'loc-1')));
    expect(row!.locationId).toBe(south.id);

    const refused = await importFile(app, owner.cookie, csv, undefined, south.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('Location not found');
    const malformed = await importFile(app, owner.cookie, csv, undefined, 'nope');
    expect(malformed.statusCode).toBe(400);
  });
});
