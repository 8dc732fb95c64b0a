// Search the way people type (docs/search.md): "sisanju" finds "šišanju", "Djordje" and "dorde"
// find "Đorđe", Latin "Nikola" finds Cyrillic "Никола". Text and query are both folded: Cyrillic
// to Latin, đ and dj to d, diacritics dropped, lower case. One table drives the JavaScript fold (of the
// query, of names) and the SQL fold (of stored columns), so the two can never disagree.
import { sql, type SQL } from 'drizzle-orm';

/**
 * Replacements applied first, in order, on lower-case text. People write đ as "dj", "d" or "đ"
 * (Đorđe, Djordje, Dorde): all three fold to "d".
 */
// prettier-ignore
const MULTI: ReadonlyArray<readonly [string, string]> = [
  ['dj', 'd'], ['đ', 'd'], ['ђ', 'd'], ['љ', 'lj'], ['њ', 'nj'], ['џ', 'dz'], ['ǆ', 'dz'],
  ['ǉ', 'lj'], ['ǌ', 'nj'], ['я', 'ja'], ['ю', 'ju'], ['ё', 'jo'], ['щ', 'sc'], ['ß', 'ss'],
];

// prettier-ignore
/** Letter for letter: each group of letters becomes the one after it ('' drops them). */
const SINGLE: ReadonlyArray<readonly [string, string]> = [
  ['а', 'a'], ['б', 'b'], ['в', 'v'], ['г', 'g'], ['д', 'd'], ['е', 'e'], ['жз', 'z'],
  ['и', 'i'], ['јй', 'j'], ['к', 'k'], ['л', 'l'], ['м', 'm'], ['н', 'n'], ['о', 'o'],
  ['п', 'p'], ['р', 'r'], ['сш', 's'], ['т', 't'], ['ћцч', 'c'], ['у', 'u'], ['ф', 'f'],
  ['х', 'h'], ['э', 'e'], ['ы', 'i'],
  ['àáâãäåāăą', 'a'], ['çćĉċč', 'c'], ['ď', 'd'], ['èéêëēĕėęě', 'e'], ['ìíîïĩīĭįı', 'i'],
  ['ñńņň', 'n'], ['òóôõöøōŏő', 'o'], ['ŕŗř', 'r'], ['śŝşš', 's'], ['ţť', 't'],
  ['ùúûüũūŭůűų', 'u'], ['ýÿŷ', 'y'], ['źżž', 'z'],
];
const DROPPED = 'ьъ';

const pairs = SINGLE.flatMap(([letters, to]) => [...letters].map((ch) => [ch, to] as const));
// SQL translate() drops the letters of FROM past the end of TO: the dropped ones go last.
const FROM = pairs.map(([ch]) => ch).join('') + DROPPED;
const TO = pairs.map(([, to]) => to).join('');

const TRANSLATE = new Map<string, string>([
  ...pairs,
  ...[...DROPPED].map((ch) => [ch, ''] as const),
]);

/** The folded form of a query or a name. */
export function foldForSearch(text: string): string {
  let out = text.normalize('NFC').toLowerCase();
  for (const [from, to] of MULTI) out = out.replaceAll(from, to);
  return [...out].map((ch) => TRANSLATE.get(ch) ?? ch).join('');
}

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * The fold as one SQL expression of `argument`, with the table as literals: the body of the
 * database function `rt_search_fold` (server/db/functions/rt_search_fold.sql), which the stored
 * search text is built on. A test fails when the function and this table disagree; a change of
 * the table needs a migration that replaces the function and refolds the stored text.
 */
export function foldExpressionSql(argument: string): string {
  let expression = `lower(${argument})`;
  for (const [from, to] of MULTI)
    expression = `replace(${expression}, ${literal(from)}, ${literal(to)})`;
  return `translate(${expression}, ${literal(FROM)}, ${literal(TO)})`;
}

/**
 * The fold of a stored column in SQL: `rt_search_fold(column)`, a plain immutable SQL function
 * (the same on PGlite and PostgreSQL) whose trigram index serves reviews' search.
 */
export function foldedSql(column: SQL | SQL.Aliased | unknown): SQL {
  return sql`rt_search_fold(${column})`;
}

/** A LIKE pattern that finds the folded query anywhere, its wildcards escaped. */
export function foldedPattern(query: string): string {
  return `%${foldForSearch(query).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
