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
  it('meets what people type: no diacritics, đ as dj, d or đ alike, Latin for Cyrillic', () => {
    expect(foldForSearch('Hvala na šišanju!')).toContain('sisanju');
    expect(foldForSearch('Đorđe Čolić')).toBe('dorde colic');
    for (const typed of ['dorde', 'Djordje', 'DJORDJE', 'Đorđe', 'Ђорђе', 'đorđe'])
      expect(foldForSearch(typed)).toBe('dorde');
    expect(foldForSearch('Đurđa')).toBe(foldForSearch('Djurdja'));
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

  it('is the body of the database function, and of the migration that last replaced it', () => {
    const body = (file: URL) =>
      /AS \$fold\$ SELECT (.*) \$fold\$/s.exec(readFileSync(file, 'utf8'))?.[1];
    expect(body(new URL('../db/functions/rt_search_fold.sql', import.meta.url))).toBe(
      foldExpressionSql('value'),
    );
    expect(body(new URL('../db/migrations/0032_refold_search_text.sql', import.meta.url))).toBe(
      foldExpressionSql('value'),
    );
  });

  it('escapes LIKE wildcards in the query', () => {
    expect(foldedPattern('50%_off')).toBe('%50\\%\\_off%');
  });
});
