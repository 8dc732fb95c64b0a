import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { foldExpressionSql, foldForSearch, foldedPattern } from './search-fold';

const SAMPLES = [
  'Hvala na šišanju!',
  'Đorđe Čolić',
  'Никола Јовановић',
  'Љиљана Џаковић',
  'ĐURĐA ŽIVKOVIĆ',
  'Zoë Brontë',
  'Съешь ещё',
];

let client: PGlite;
beforeAll(async () => {
  client = await PGlite.create();
});
afterAll(() => client.close());

describe('foldForSearch', () => {
  it('meets what people type: no diacritics, dj for đ, Latin for Cyrillic', () => {
    expect(foldForSearch('Hvala na šišanju!')).toContain('sisanju');
    expect(foldForSearch('Đorđe Čolić')).toBe('djordje colic');
    expect(foldForSearch('Никола Јовановић')).toBe('nikola jovanovic');
    expect(foldForSearch('Љиљана Џаковић')).toBe('ljiljana dzakovic');
    expect(foldForSearch('milica jovanovic')).toBe(foldForSearch('Milica Jovanović'));
  });

  it('folds the same in SQL as in JavaScript', async () => {
    const db = drizzle(client);
    for (const text of SAMPLES) {
      const result = await db.execute<{ folded: string }>(
        sql`select ${sql.raw(foldExpressionSql(`'${text.replaceAll("'", "''")}'::text`))} as folded`,
      );
      expect(result.rows[0]!.folded, text).toBe(foldForSearch(text));
    }
  });

  it('is the body of the database function the search index holds (migration 0012)', () => {
    const migration = readFileSync(
      new URL('../db/migrations/0012_search_fold_index.sql', import.meta.url),
      'utf8',
    );
    const body = /AS \$fold\$ SELECT (.*) \$fold\$/s.exec(migration)?.[1];
    expect(body).toBe(foldExpressionSql('value'));
  });

  it('escapes LIKE wildcards in the query', () => {
    expect(foldedPattern('50%_off')).toBe('%50\\%\\_off%');
  });
});
