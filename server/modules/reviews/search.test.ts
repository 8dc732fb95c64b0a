// Search the way people type (docs/search.md), on whichever engine the run uses: diacritics,
// đ/dj and Cyrillic are folded on both sides, for reviews and for employees.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp } from '../../../test/build-test-app';
import { signUpManager } from '../../../test/auth-helpers';
import { createEmployee, createReview } from '../../../test/factories';

let app: App;
let owner: Awaited<ReturnType<typeof signUpManager>>;

beforeAll(async () => {
  app = await buildTestApp();
  owner = await signUpManager(app);
  const db = app.database.db;
  const business = { id: owner.businessId };
  await createReview(db, business, { text: 'Hvala na divnom šišanju!', authorName: 'Ana' });
  await createReview(db, business, { text: 'Đorđe je najbolji.', authorName: 'Boris' });
  await createReview(db, business, { text: 'Никола је одличан.', authorName: 'Вера' });
  await createReview(db, business, { text: 'Sve je bilo u redu.', authorName: 'Ceca' });
  await createEmployee(db, business, { name: 'Đorđe Čolić' });
  await createEmployee(db, business, { name: 'Никола Јовановић', aliases: ['Džoni'] });
  await createEmployee(db, business, { name: 'Milica Jovanović' });
});
afterAll(() => app.close());

const reviewsFound = async (q: string) => {
  const res = await app.inject({
    url: `/api/reviews?q=${encodeURIComponent(q)}`,
    headers: { cookie: owner.cookie },
  });
  expect(res.statusCode).toBe(200);
  return (res.json().items as { authorName: string }[]).map((r) => r.authorName).sort();
};

const employeesFound = async (q: string) => {
  const res = await app.inject({
    url: `/api/employees?q=${encodeURIComponent(q)}`,
    headers: { cookie: owner.cookie },
  });
  expect(res.statusCode).toBe(200);
  return (res.json().items as { name: string }[]).map((e) => e.name).sort();
};

describe('review search', () => {
  it('ignores diacritics both ways', async () => {
    expect(await reviewsFound('sisanju')).toEqual(['Ana']);
    expect(await reviewsFound('ŠIŠANJU')).toEqual(['Ana']);
  });

  it('finds đ however it is typed: dj, d or đ', async () => {
    for (const typed of ['Djordje', 'đorđe', 'dorde', 'DORDE', 'Ђорђе'])
      expect(await reviewsFound(typed), typed).toEqual(['Boris']);
  });

  it('finds Cyrillic by Latin and Latin by Cyrillic, author names included', async () => {
    expect(await reviewsFound('Nikola')).toEqual(['Вера']);
    expect(await reviewsFound('vera')).toEqual(['Вера']);
    expect(await reviewsFound('хвала')).toEqual(['Ana']);
  });

  it('still treats % and _ as plain characters', async () => {
    expect(await reviewsFound('%')).toEqual([]);
  });
});

describe('employee search', () => {
  it('finds names and nicknames however they are typed', async () => {
    expect(await employeesFound('djordje')).toEqual(['Đorđe Čolić']);
    expect(await employeesFound('dorde colic')).toEqual(['Đorđe Čolić']);
    expect(await employeesFound('nikola')).toEqual(['Никола Јовановић']);
    expect(await employeesFound('dzoni')).toEqual(['Никола Јовановић']);
    expect(await employeesFound('jovanovic')).toEqual(['Milica Jovanović', 'Никола Јовановић']);
  });
});

describe('the search index', () => {
  it('holds the folded text, original and author of every review, so a search need not read them all', async () => {
    const db = app.database.db;
    const [stored] = (
      (await db.execute(sql`select search_folded from reviews where author_name = 'Вера'`)) as {
        rows: Array<{ search_folded: string }>;
      }
    ).rows;
    expect(stored!.search_folded).toBe(`nikola je odlican.\u001f\u001fvera`);
    // A few rows would be scanned anyway; forbidding the scan shows the index can serve it.
    const plan = (await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(sql`explain select id from reviews where search_folded like '%sisanju%'`);
    })) as { rows: Array<Record<string, unknown>> };
    const text = plan.rows.map((row) => Object.values(row)[0]).join('\n');
    expect(text).toContain('reviews_search_folded_trgm_idx');
  });
});
