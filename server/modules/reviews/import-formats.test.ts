// Real-world review files through the real import (docs/import.md): Excel's CSV dialects and code
// pages, review tools' exports, Takeout archives, workbooks; what is stored from each.
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { businesses, reviews } from '../../db/schema';
import { buildTestApp } from '../../../test/build-test-app';
import { signUpManager } from '../../../test/auth-helpers';
import * as fixtures from '../../../test/import-fixtures';
import { importFiles, type UploadFile } from '../../../test/reviews-helpers';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

/** A new salon (Belgrade time unless told) that uploads these files. */
async function salon(timezone?: string) {
  const m = await signUpManager(app);
  if (timezone)
    await app.database.db
      .update(businesses)
      .set({ timezone })
      .where(eq(businesses.id, m.businessId));
  const upload = (files: UploadFile[], query: Record<string, string> = {}) =>
    importFiles(app, m.cookie, files, query);
  const stored = async (externalId: string) =>
    (
      await app.database.db
        .select()
        .from(reviews)
        .where(and(eq(reviews.businessId, m.businessId), eq(reviews.externalId, externalId)))
    )[0];
  const count = async () =>
    (await app.database.db.select().from(reviews).where(eq(reviews.businessId, m.businessId)))
      .length;
  return { ...m, upload, stored, count };
}

const fields = (row: typeof reviews.$inferSelect | undefined) =>
  row && {
    externalId: row.externalId,
    authorName: row.authorName,
    rating: row.rating,
    publishedAt: row.publishedAt.toISOString(),
    text: row.text,
    originalText: row.originalText,
    language: row.language,
    replyText: row.replyText,
  };

describe('CSV files as Excel writes them', () => {
  it('reads a Serbian Excel "CSV UTF-8": BOM, semicolons, quoted fields, dotted local dates', async () => {
    const s = await salon();
    const res = await s.upload([
      { name: 'recenzije.csv', content: fixtures.excelSerbianUtf8.bytes },
    ]);
    expect(res.json()).toMatchObject({ format: 'csv', total: 3, imported: 3, rejected: [] });
    for (const expected of fixtures.excelSerbianUtf8.expected)
      expect(fields(await s.stored(expected.externalId))).toEqual(expected);
  });

  it('reads Windows-1250 and Windows-1251 files without breaking č ć š ž đ or Cyrillic', async () => {
    const s = await salon();
    const latin = await s.upload([{ name: 'stari.csv', content: fixtures.excelWindows1250.bytes }]);
    expect(latin.json()).toMatchObject({ imported: 2, rejected: [] });
    for (const expected of fixtures.excelWindows1250.expected)
      expect(await s.stored(expected.externalId)).toMatchObject({
        authorName: expected.authorName,
        publishedAt: new Date(expected.publishedAt),
      });
    expect((await s.stored('cp-1'))?.text).toBe(fixtures.excelWindows1250.text);
    const cyrillic = await s.upload([
      { name: 'ћирилица.csv', content: fixtures.excelWindows1251.bytes },
    ]);
    expect(cyrillic.json()).toMatchObject({ imported: 1, rejected: [] });
    expect(await s.stored('cy-1')).toMatchObject({
      authorName: fixtures.excelWindows1251.authorName,
      text: fixtures.excelWindows1251.text,
    });
  });

  it("reads a US Excel's Windows-1252 file month first, in the business's own time", async () => {
    const s = await salon('America/New_York');
    const res = await s.upload([
      { name: 'reviews.csv', content: fixtures.excelUsWindows1252.bytes },
    ]);
    expect(res.json()).toMatchObject({ imported: 2, rejected: [] });
    expect(await s.stored('us-1')).toMatchObject({
      authorName: 'José Müller',
      text: 'Great cut, thanks Renée!',
      publishedAt: new Date('2026-03-05T00:17:00Z'), // 7:17 PM in New York, winter time
    });
    expect((await s.stored('us-2'))?.publishedAt).toEqual(new Date('2026-03-14T13:00:00Z'));
  });

  it('refuses only the rows whose dates stay ambiguous, saying which and why', async () => {
    const s = await salon();
    const res = await s.upload([{ name: 'mixed.csv', content: fixtures.conflictingDates }]);
    expect(res.json()).toMatchObject({
      imported: 2,
      rejected: [{ row: 4, code: 'ambiguousDate', reason: expect.stringMatching(/day-first/) }],
    });
  });

  it('never erases a stored reply or text with a file that has no such column', async () => {
    const s = await salon();
    const withReply =
      'review_id,author_name,rating,published_at,text,reply_text\nk-1,Ana,5,2026-01-10,Super,Hvala!';
    await s.upload([{ name: 'a.csv', content: withReply }]);
    const bare = 'review_id,author_name,rating,published_at\nk-1,Ana,5,2026-01-10';
    const again = await s.upload([{ name: 'b.csv', content: bare }]);
    expect(again.json()).toMatchObject({ unchanged: 1, updated: 0 });
    expect(await s.stored('k-1')).toMatchObject({ text: 'Super', replyText: 'Hvala!' });
    const edited = 'review_id,author_name,rating,published_at\nk-1,Ana,4,2026-01-10';
    expect((await s.upload([{ name: 'c.csv', content: edited }])).json()).toMatchObject({
      updated: 1,
    });
    expect(await s.stored('k-1')).toMatchObject({ rating: 4, text: 'Super', replyText: 'Hvala!' });
  });
});

describe('exports of the review tools owners use', () => {
  it("reads Apify's Google Maps reviews CSV, original and translation apart", async () => {
    const s = await salon();
    const res = await s.upload([
      { name: 'dataset_Google-Maps-Reviews.csv', content: fixtures.apifyCsv },
    ]);
    expect(res.json()).toMatchObject({ imported: 2, rejected: [] });
    expect(fields(await s.stored('ChZDSUhNMG9nS0VJQ0FnSUN4'))).toEqual({
      externalId: 'ChZDSUhNMG9nS0VJQ0FnSUN4',
      authorName: 'Marija Petrović',
      rating: 5,
      publishedAt: '2026-01-15T10:23:45.123Z',
      text: 'Thanks to Milica for the lovely haircut!',
      originalText: 'Hvala Milici na divnoj frizuri!',
      language: 'sr',
      replyText: 'Hvala Marija!',
    });
    expect(await s.stored('ChdDSUhNMG9nS0VJQ0FnSUR5')).toMatchObject({ rating: 4, text: null });
  });

  it("reads Outscraper's CSV and JSON exports, the review's rating and not the place's", async () => {
    const s = await salon();
    const csv = await s.upload([{ name: 'outscraper.csv', content: fixtures.outscraperCsv }]);
    expect(csv.json()).toMatchObject({ imported: 2, rejected: [] });
    expect(fields(await s.stored('ChdDSUhNMG9nS0VJQ0FnSURhMQ'))).toEqual({
      externalId: 'ChdDSUhNMG9nS0VJQ0FnSURhMQ',
      authorName: 'Nikola Stanković',
      rating: 5,
      publishedAt: '2026-01-31T12:00:00.000Z',
      text: 'Odlična usluga, Jovana je super.',
      originalText: null,
      language: null,
      replyText: 'Hvala Nikola!',
    });
    expect(await s.stored('ChdDSUhNMG9nS0VJQ0FnSURhMg')).toMatchObject({
      rating: 3,
      publishedAt: new Date('2025-12-30T18:45:10Z'),
    });
    const json = await s.upload([{ name: 'outscraper.json', content: fixtures.outscraperJson }]);
    expect(json.json()).toMatchObject({ imported: 1, rejected: [] });
    expect(await s.stored('ChdDSUhNMG9nS0VJQ0FnSURhMw')).toMatchObject({
      authorName: 'Goran',
      rating: 4,
    });
  });

  it('asks for the columns of any other table, then imports by the owner’s choice', async () => {
    const s = await salon();
    const table =
      'Ocena,Datum,Ime,Komentar\n5,04.03.2026 10:00,Ana,Hvala Mariji\n4,05.03.2026 11:00,Boris,Dobro';
    const file = [{ name: 'moje.csv', content: table }];
    const asked = await s.upload(file, { dryRun: 'true' });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({
      dryRun: true,
      unknownColumns: { headers: ['Ocena', 'Datum', 'Ime', 'Komentar'] },
    });
    const columns = JSON.stringify({
      rating: 'Ocena',
      publishedAt: 'Datum',
      authorName: 'Ime',
      text: 'Komentar',
    });
    const done = await s.upload(file, { columns });
    expect(done.json()).toMatchObject({ imported: 2, rejected: [] });
    expect(await s.count()).toBe(2);
    // The same file again finds the same reviews (ids made from what identifies each).
    expect((await s.upload(file, { columns })).json()).toMatchObject({ imported: 0, unchanged: 2 });
    const wrong = await s.upload(file, {
      columns: JSON.stringify({ rating: 'Stars', publishedAt: 'Datum' }),
    });
    expect(wrong.json().error.key).toBe('messages.importColumnsInvalid');
  });
});

describe('Takeout as Google delivers it, and workbooks', () => {
  it('reads every reviews*.json of a Takeout .zip, skipping its other files', async () => {
    const s = await salon();
    const zip = fixtures.takeoutZip(20, 3);
    const res = await s.upload([{ name: 'takeout-20261127T101010Z-001.zip', content: zip.bytes }]);
    expect(res.json()).toMatchObject({ format: 'takeout', total: 60, imported: 60, rejected: [] });
    expect(await s.stored('AbFvOqTk7')).toMatchObject({
      text: 'Thanks 7!',
      originalText: 'Hvala 7!',
      publishedAt: new Date('2026-01-08T10:00:00.123Z'),
      sourceUpdatedAt: new Date('2026-01-08T11:00:00.123Z'),
    });
  });

  it('reads several files chosen at once as one import', async () => {
    const s = await salon();
    const res = await s.upload([
      { name: 'a.csv', content: 'review_id,author_name,rating,published_at\nm-1,Ana,5,2026-01-10' },
      {
        name: 'b.json',
        content: JSON.stringify({
          reviews: [
            {
              reviewId: 'm-2',
              starRating: 'TWO',
              createTime: '2026-01-11T10:00:00Z',
              reviewer: { displayName: 'Bo' },
            },
          ],
        }),
      },
      { name: 'c.csv', content: 'review_id,author_name,rating,published_at\nm-1,Ana,5,2026-01-10' },
    ]);
    expect(res.json()).toMatchObject({
      imported: 2,
      rejected: [{ row: 2, code: 'duplicateId', file: 'c.csv' }],
    });
  });

  it("says what Maps' own Reviews.json is instead of calling it unreadable", async () => {
    const s = await salon();
    const res = await s.upload([{ name: 'Reviews.json', content: fixtures.mapsOwnReviews }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.key).toBe('messages.importMapsOwnReviews');
  });

  it('reads the first sheet of an Excel workbook, its date cells in local time', async () => {
    const s = await salon();
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Recenzije');
    sheet.addRow(['review_id', 'author_name', 'rating', 'published_at', 'text']);
    sheet.addRow([
      'wb-1',
      'Petar Đokić',
      5,
      new Date(Date.UTC(2026, 2, 4, 19, 17)),
      'Hvala Ivani!',
    ]);
    const bytes = new Uint8Array(await book.xlsx.writeBuffer());
    const res = await s.upload([{ name: 'recenzije.xlsx', content: bytes }]);
    expect(res.json()).toMatchObject({ imported: 1, rejected: [] });
    expect(await s.stored('wb-1')).toMatchObject({
      authorName: 'Petar Đokić',
      publishedAt: new Date('2026-03-04T18:17:00Z'),
      text: 'Hvala Ivani!',
    });
  });
});

describe('a dry run', () => {
  it('describes what was read (count, dates, first rows, new or known) and saves nothing', async () => {
    const s = await salon();
    const file = [{ name: 'recenzije.csv', content: fixtures.excelSerbianUtf8.bytes }];
    const res = await s.upload(file, { dryRun: 'true' });
    expect(res.json()).toMatchObject({
      dryRun: true,
      imported: 0,
      preview: {
        layout: 'reviewtrace',
        readable: 3,
        newReviews: 3,
        knownReviews: 0,
        from: '2026-03-04T18:17:00.000Z',
        to: '2026-03-06T11:00:00.000Z',
        rows: [
          expect.objectContaining({ row: 2, authorName: 'Đorđe Šćekić', rating: 5 }),
          expect.anything(),
          expect.anything(),
        ],
      },
    });
    expect(await s.count()).toBe(0);
    await s.upload(file);
    expect((await s.upload(file, { dryRun: 'true' })).json().preview).toMatchObject({
      newReviews: 0,
      knownReviews: 3,
    });
  });
});
